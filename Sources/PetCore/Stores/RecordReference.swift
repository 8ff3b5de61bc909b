/// Follows one record of a ``RecordCollection``: reading ``record`` inside an observation
/// is notified of that record's changes only, not of the other records'.
///
/// Row and detail view models hold one for the record they show. Once the record leaves
/// the collection, ``record`` keeps its last known value and ``exists`` turns `false`.
@MainActor
public final class RecordReference<Record: Identifiable & Sendable & Equatable> where Record.ID == String {
    /// The record's id.
    public nonisolated let id: String
    private let collection: RecordCollection<Record>
    /// Kept alive here: the collection holds it weakly, for as long as someone follows.
    private let version: RecordVersion
    private var lastKnown: Record

    init(record: Record, collection: RecordCollection<Record>, version: RecordVersion) {
        id = record.id
        lastKnown = record
        self.collection = collection
        self.version = version
    }

    /// The record as the collection holds it now, or as it was last seen once removed.
    public var record: Record {
        _ = version.value
        if let current = collection.storedRecord(withID: id) {
            lastKnown = current
            return current
        }
        return lastKnown
    }

    /// Whether the collection still holds the record.
    public var exists: Bool {
        _ = version.value
        return collection.storedRecord(withID: id) != nil
    }
}

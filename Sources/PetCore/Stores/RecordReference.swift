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
    /// The record as the collection held it at ``seenVersion``.
    private var lastKnown: Record
    /// The record's version when ``lastKnown`` was read: the collection raises the version
    /// with every change, so until it moves, ``lastKnown`` is the record.
    private var seenVersion: Int

    init(record: Record, collection: RecordCollection<Record>, version: RecordVersion) {
        id = record.id
        lastKnown = record
        seenVersion = version.value
        self.collection = collection
        self.version = version
    }

    /// The record as the collection holds it now, or as it was last seen once removed.
    public var record: Record {
        let current = version.value
        if current != seenVersion {
            seenVersion = current
            if let stored = collection.storedRecord(withID: id) { lastKnown = stored }
        }
        return lastKnown
    }

    /// Whether the collection still holds the record.
    public var exists: Bool {
        _ = version.value
        return collection.storedRecord(withID: id) != nil
    }
}

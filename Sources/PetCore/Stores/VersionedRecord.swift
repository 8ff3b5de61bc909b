/// A shared record whose stored version only grows (``Pet``, ``Recipe``): every write
/// raises it, and an edit is saved only over the version it was made from
/// (``EditConflict``).
public protocol VersionedRecord: Identifiable, Sendable where ID == String {
    /// The stored version; 1 for a record made here and not stored yet.
    var version: Int64 { get set }
}

extension VersionedRecord {
    /// The record to add back after another desk deleted it: one version above the one
    /// desks saw, so a form still open elsewhere at that version cannot save over it unseen.
    public var addedBack: Self {
        var record = self
        record.version += 1
        return record
    }
}

extension Pet: VersionedRecord {}
extension Recipe: VersionedRecord {}

/// A shared record whose stored version only grows (``Pet``, ``Recipe``): every write
/// raises it, and an edit is saved only over the version it was made from
/// (``EditConflict``).
public protocol VersionedRecord: Identifiable, Sendable where ID == String {
    /// The stored version; 1 for a record made here and not stored yet.
    var version: Int64 { get set }
}

extension Pet: VersionedRecord {}
extension Recipe: VersionedRecord {}

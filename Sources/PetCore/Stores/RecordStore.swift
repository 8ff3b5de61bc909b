/// What every store of one kind of record (``PetCatalog``, ``RecipeBook``) offers the
/// lists and forms that show its records: the in-memory records, the context of their
/// texts, reading them again, the id of a new record, and whether the shelter's server
/// can take a write now.
@MainActor
public protocol RecordStore: AnyObject {
    /// The kind of record kept.
    associatedtype Record: Identifiable & Sendable & Equatable where Record.ID == String

    /// The records, as lists and pages read them.
    var records: RecordCollection<Record> { get }
    /// The locale and clock of the records' texts.
    var context: DisplayContext { get }
    /// Makes the id of a record added with a form.
    var newID: @MainActor () -> String { get }

    /// Whether the shelter's server the records are on can be reached; `nil` for
    /// records on this computer.
    var reachability: ServerReachability? { get }

    /// Reads the records again (after another process changed them, or a failed read).
    func reload() async
}

extension RecordStore {
    /// Whether a write can go to the store now: always on this computer, only while the
    /// server answers on the shelter's server. The actions that write (add, edit, delete,
    /// adopt, import) are offered only then, so nobody fills in a form for nothing.
    public var isServerReachable: Bool { reachability?.isReachable ?? true }
}

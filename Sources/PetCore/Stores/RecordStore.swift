/// What every store of one kind of record (``PetCatalog``, ``RecipeBook``) offers the
/// lists and forms that show its records: the in-memory records, the context of their
/// texts, reading them again, and the id of a new record.
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

    /// Reads the records again (after another process changed them, or a failed read).
    func reload() async
}

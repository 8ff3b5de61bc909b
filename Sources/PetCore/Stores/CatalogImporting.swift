/// A store that takes imported records in batches: a batch is written whole or not at
/// all, and can be taken back as a whole (the "Undo" of an import toast).
///
/// Calls are `async`: a batch may cross a network, and never blocks the caller's thread.
public protocol CatalogImporting: AnyObject, Sendable {
    /// Inserts `pets` and `recipes` and writes `petUpdates` in one transaction.
    ///
    /// A new record whose id is already in the catalog (or earlier in the same batch),
    /// or a new pet whose ``Pet/origin`` is, is skipped, never overwritten: the user's own
    /// records and edits are not touched. An update replaces the pet with its id, once
    /// the preview showed what it changes; an update of a pet no longer there is
    /// skipped. When anything fails, nothing of the batch is written and the error is thrown.
    ///
    /// - Parameter source: where the records come from (a file name), for the record.
    /// - Returns: what was inserted, updated and skipped; pass it to ``undoImport(_:)`` to undo.
    func importCatalog(pets: [Pet], recipes: [Recipe], petUpdates: [Pet], source: String) async throws -> CatalogImportReceipt

    /// Removes exactly the records the batch inserted (with anything since attached to
    /// them, such as favourite marks or checklist progress) and puts back the pets it
    /// updated as they were, in one transaction. Undoing a batch that was already
    /// undone changes nothing.
    func undoImport(_ receipt: CatalogImportReceipt) async throws
}

extension CatalogImporting {
    /// Inserts `pets` and `recipes` in one transaction, updating nothing.
    public func importCatalog(pets: [Pet], recipes: [Recipe], source: String) async throws -> CatalogImportReceipt {
        try await importCatalog(pets: pets, recipes: recipes, petUpdates: [], source: source)
    }
}

import Foundation

/// The in-memory store takes import batches too, for tests and previews: with
/// ``InMemoryCatalogStore/failure`` set, a batch or an undo throws that error and
/// changes nothing, the way the database's rolled-back transaction does. Each batch and
/// undo is told to the store's change observers, as the database tells them.
extension InMemoryCatalogStore: CatalogImporting, CatalogChangeObserving {
    /// Inserts the records whose id is not taken, in order; none when ``failure`` is set.
    public func importCatalog(pets: [Pet], recipes: [Recipe], source: String) throws -> CatalogImportReceipt {
        let receipt = try write { contents in
            let pets = Self.unclaimed(pets, in: &contents.pets)
            let recipes = Self.unclaimed(recipes, in: &contents.recipes)
            return CatalogImportReceipt(
                batchID: Self.batchNumbers.next(), insertedPetIDs: pets.inserted, insertedRecipeIDs: recipes.inserted,
                skippedPetIDs: pets.skipped, skippedRecipeIDs: recipes.skipped)
        }
        changeObservers.notify(receipt.changes)
        return receipt
    }

    /// Removes the records the receipt lists as inserted (with their favourite marks,
    /// adoptions and checklist progress); none when ``failure`` is set.
    public func undoImport(_ receipt: CatalogImportReceipt) throws {
        try write { contents in
            for id in receipt.insertedPetIDs {
                contents.pets[id] = nil
                contents.favouriteIDs.remove(id)
                contents.adoptions[id] = nil
            }
            for id in receipt.insertedRecipeIDs {
                contents.recipes[id] = nil
                contents.checklists[id] = nil
            }
        }
        changeObservers.notify(receipt.changes)
    }

    @MainActor
    public func observeChanges(_ onChange: @escaping @MainActor (CatalogChanges) -> Void) -> any CatalogObservation {
        changeObservers.add(onChange)
    }

    /// Inserts each of `records` whose id `stored` does not hold yet, in order.
    private static func unclaimed<Record: Identifiable>(
        _ records: [Record], in stored: inout [Record.ID: Record]
    ) -> (inserted: [Record.ID], skipped: [Record.ID]) {
        var inserted: [Record.ID] = [], skipped: [Record.ID] = []
        for record in records {
            if stored[record.id] != nil {
                skipped.append(record.id)
            } else {
                stored[record.id] = record
                inserted.append(record.id)
            }
        }
        return (inserted, skipped)
    }

    /// Batch numbers, unique in the process.
    private static let batchNumbers = BatchNumbers()

    /// Hands out 1, 2, 3… from any thread.
    private final class BatchNumbers: @unchecked Sendable {
        private let lock = NSLock()
        private var last: Int64 = 0

        func next() -> Int64 {
            lock.withLock {
                last += 1
                return last
            }
        }
    }
}

import Foundation

/// The in-memory store takes import batches too, for tests and previews: with
/// ``InMemoryCatalogStore/failure`` set, a batch or an undo throws that error and
/// changes nothing, the way the database's rolled-back transaction does. Each batch and
/// undo is told to the store's change observers, as the database tells them.
extension InMemoryCatalogStore: CatalogImporting, CatalogChangeObserving {
    /// Inserts the records whose id (and pets whose origin) is not taken, in order, then
    /// replaces the updated pets that are still there; nothing when ``failure`` is set.
    public func importCatalog(
        pets: [Pet], recipes: [Recipe], petUpdates: [Pet], source: String
    ) throws -> CatalogImportReceipt {
        let receipt = try write { contents in
            var origins = Set(contents.pets.values.compactMap(\.origin))
            var inserted: (inserted: [Pet.ID], skipped: [Pet.ID]) = ([], [])
            for pet in pets {
                if contents.pets[pet.id] != nil || pet.origin.map({ origins.contains($0) }) == true {
                    inserted.skipped.append(pet.id)
                } else {
                    contents.pets[pet.id] = pet
                    if let origin = pet.origin { origins.insert(origin) }
                    inserted.inserted.append(pet.id)
                }
            }
            let recipes = Self.unclaimed(recipes, in: &contents.recipes)
            var updated: [Pet] = []
            for pet in petUpdates {
                guard let before = contents.pets[pet.id] else {
                    inserted.skipped.append(pet.id)
                    continue
                }
                updated.append(before)
                Self.replace(pet, in: &contents.pets)
            }
            return CatalogImportReceipt(
                batchID: Self.batchNumbers.next(), insertedPetIDs: inserted.inserted, insertedRecipeIDs: recipes.inserted,
                updatedPets: updated, skippedPetIDs: inserted.skipped, skippedRecipeIDs: recipes.skipped)
        }
        changeObservers.notify(receipt.changes)
        return receipt
    }

    /// Removes the records the receipt lists as inserted (with their favourite marks,
    /// adoptions and checklist progress) and puts back the pets it updated; nothing
    /// when ``failure`` is set.
    public func undoImport(_ receipt: CatalogImportReceipt) throws {
        try write { contents in
            for pet in receipt.updatedPets.reversed() where contents.pets[pet.id] != nil {
                Self.replace(pet, in: &contents.pets)
            }
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

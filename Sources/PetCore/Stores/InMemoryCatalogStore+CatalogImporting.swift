import Foundation

/// The in-memory store takes import batches too, for tests and previews: with
/// ``InMemoryCatalogStore/failure`` set, a batch or an undo throws that error and
/// changes nothing, the way the database's rolled-back transaction does.
extension InMemoryCatalogStore: CatalogImporting {
    /// Inserts the records whose id is not taken, in order; none when ``failure`` is set.
    public func importCatalog(pets: [Pet], recipes: [Recipe], source: String) throws -> CatalogImportReceipt {
        if let failure { throw failure }
        var insertedPets: [Pet.ID] = [], skippedPets: [Pet.ID] = []
        for pet in pets {
            if self.pets[pet.id] != nil {
                skippedPets.append(pet.id)
            } else {
                try savePet(pet)
                insertedPets.append(pet.id)
            }
        }
        var insertedRecipes: [Recipe.ID] = [], skippedRecipes: [Recipe.ID] = []
        for recipe in recipes {
            if self.recipes[recipe.id] != nil {
                skippedRecipes.append(recipe.id)
            } else {
                try saveRecipe(recipe)
                insertedRecipes.append(recipe.id)
            }
        }
        return CatalogImportReceipt(
            batchID: Self.batchNumbers.next(), insertedPetIDs: insertedPets, insertedRecipeIDs: insertedRecipes,
            skippedPetIDs: skippedPets, skippedRecipeIDs: skippedRecipes)
    }

    /// Removes the records the receipt lists as inserted (with their favourite marks,
    /// adoptions and checklist progress); none when ``failure`` is set.
    public func undoImport(_ receipt: CatalogImportReceipt) throws {
        if let failure { throw failure }
        for id in receipt.insertedPetIDs where pets[id] != nil { try deletePet(id: id) }
        for id in receipt.insertedRecipeIDs where recipes[id] != nil { try deleteRecipe(id: id) }
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

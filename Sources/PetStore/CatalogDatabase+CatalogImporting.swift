import Foundation
import GRDB
import PetCore

extension CatalogDatabase: CatalogImporting {
    public func importCatalog(
        pets: [Pet], recipes: [Recipe], petUpdates: [Pet], source: String
    ) throws -> CatalogImportReceipt {
        let receipt = try write { db in
            try db.execute(
                sql: "INSERT INTO importBatch (source, importedAt) VALUES (?, ?)",
                arguments: [source, Date().timeIntervalSinceReferenceDate])
            let batchID = db.lastInsertedRowID
            var insertedPets: [Pet.ID] = [], skippedPets: [Pet.ID] = []
            for pet in pets {
                let originTaken = try pet.origin.map { try PetRow.id(of: $0, db) != nil } ?? false
                if try originTaken || Self.exists(table: "pet", id: pet.id, db) {
                    skippedPets.append(pet.id)
                } else {
                    try Self.insert(pet, importBatchID: batchID, db)
                    insertedPets.append(pet.id)
                }
            }
            var insertedRecipes: [Recipe.ID] = [], skippedRecipes: [Recipe.ID] = []
            for recipe in recipes {
                if try Self.exists(table: "recipe", id: recipe.id, db) {
                    skippedRecipes.append(recipe.id)
                } else {
                    try Self.registerPhoto(recipe.photo, db)
                    try RecipeRow.insert(recipe, importBatchID: batchID, db)
                    insertedRecipes.append(recipe.id)
                }
            }
            var updatedPets: [Pet] = []
            for pet in petUpdates {
                guard let before = try PetRow.fetchOne(id: pet.id, db) else {
                    skippedPets.append(pet.id)
                    continue
                }
                try Self.registerPhotos(of: pet, db)
                try db.execute(sql: PetRow.updateSQL, arguments: PetRow.arguments(pet, importBatchID: nil))
                updatedPets.append(before)
            }
            return CatalogImportReceipt(
                batchID: batchID, insertedPetIDs: insertedPets, insertedRecipeIDs: insertedRecipes,
                updatedPets: updatedPets, skippedPetIDs: skippedPets, skippedRecipeIDs: skippedRecipes)
        }
        changeObservers.notify(receipt.changes)
        return receipt
    }

    public func undoImport(_ receipt: CatalogImportReceipt) throws {
        try write { db in
            for pet in receipt.updatedPets.reversed() {
                try Self.registerPhotos(of: pet, db)
                try db.execute(sql: PetRow.updateSQL, arguments: PetRow.arguments(pet, importBatchID: nil))
            }
            try db.execute(sql: "DELETE FROM pet WHERE importBatchId = ?", arguments: [receipt.batchID])
            try db.execute(sql: "DELETE FROM recipe WHERE importBatchId = ?", arguments: [receipt.batchID])
            try db.execute(sql: "DELETE FROM importBatch WHERE id = ?", arguments: [receipt.batchID])
        }
        changeObservers.notify(receipt.changes)
    }

    private static func exists(table: String, id: String, _ db: Database) throws -> Bool {
        try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM \(table) WHERE id = ?)", arguments: [id]) ?? false
    }
}

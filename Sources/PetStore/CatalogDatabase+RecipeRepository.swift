import GRDB
import PetCore

extension CatalogDatabase: RecipeRepository {
    public func loadRecipes() throws -> [Recipe] {
        try read(RecipeRow.fetchAll)
    }

    @discardableResult
    public func saveRecipe(_ recipe: Recipe) async throws -> Int64 {
        try await write { db in
            try Self.registerPhoto(recipe.photo, db)
            return try RecipeRow.upsert(recipe, db)
        }
    }

    @discardableResult
    public func updateRecipe(_ recipe: Recipe, overwriting: Bool) async throws -> Int64 {
        try await write { db in
            try Self.registerPhoto(recipe.photo, db)
            let version = try RecipeRow.update(recipe, db)
            if overwriting { try Self.recordOverwrite(kind: "recipe", of: recipe.id, version: recipe.version, db) }
            return version
        }
    }

    public func deleteRecipe(id: Recipe.ID) async throws {
        try await write { db in
            try db.execute(sql: "DELETE FROM recipe WHERE id = ?", arguments: [id])
        }
    }

    /// Throws ``CatalogStoreError/unknownRecipe(_:)`` when there is no recipe with `id`.
    static func requireRecipe(_ id: Recipe.ID, _ db: Database) throws {
        guard try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM recipe WHERE id = ?)", arguments: [id]) == true else {
            throw CatalogStoreError.unknownRecipe(id)
        }
    }
}

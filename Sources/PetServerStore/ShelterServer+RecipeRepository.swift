import PetCore
import PostgresNIO

extension ShelterServer: RecipeRepository {
    public func loadRecipes() async throws -> [Recipe] {
        try await run { connection in
            var recipes: [Recipe] = []
            let rows = try await connection.query(PostgresQuery(unsafeSQL: ServerRecipeRow.selectSQL + " ORDER BY id"), logger: Self.logger)
            for try await row in rows { recipes.append(try ServerRecipeRow.recipe(from: row)) }
            return recipes
        }
    }

    public func saveRecipe(_ recipe: Recipe) async throws {
        try await transaction { connection in
            _ = try await connection.query(
                PostgresQuery(unsafeSQL: ServerRecipeRow.upsertSQL, binds: ServerRecipeRow.bindings(recipe)), logger: Self.logger)
        }
    }

    public func deleteRecipe(id: Recipe.ID) async throws {
        try await transaction { connection in
            _ = try await connection.query("DELETE FROM recipe WHERE id = \(id)", logger: Self.logger)
        }
    }
}

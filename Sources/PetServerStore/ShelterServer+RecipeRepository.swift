import PetCore
import PostgresNIO

extension ShelterServer: RecipeRepository {
    public func loadRecipes() async throws -> [Recipe] {
        try await run(.unlimited) { connection in
            var recipes: [Recipe] = []
            let rows = try await connection.query(PostgresQuery(unsafeSQL: ServerRecipeRow.selectSQL + " ORDER BY id"), logger: Self.logger)
            for try await row in rows { recipes.append(try ServerRecipeRow.recipe(from: row)) }
            return recipes
        }
    }

    @discardableResult
    public func saveRecipe(_ recipe: Recipe) async throws -> Int64 {
        try await transaction { connection in
            try await Self.storedVersion(connection.query(
                PostgresQuery(unsafeSQL: ServerRecipeRow.upsertSQL, binds: ServerRecipeRow.bindings(recipe)), logger: Self.logger))
        }
    }

    @discardableResult
    public func updateRecipe(_ recipe: Recipe, overwriting: Bool) async throws -> Int64 {
        try await edit(
            PostgresQuery(unsafeSQL: ServerRecipeRow.editSQL, binds: ServerRecipeRow.bindings(recipe)),
            of: "recipe", id: recipe.id, overwriting: overwriting
        ) {
            connection, bindings in
            var current: Recipe?
            let rows = try await connection.query(
                PostgresQuery(unsafeSQL: ServerRecipeRow.selectSQL + " WHERE id = $1", binds: bindings), logger: Self.logger)
            for try await row in rows { current = try ServerRecipeRow.recipe(from: row) }
            return current
        }
    }

    public func deleteRecipe(id: Recipe.ID) async throws {
        try await transaction { connection in
            _ = try await connection.query("DELETE FROM recipe WHERE id = \(id)", logger: Self.logger)
        }
    }
}

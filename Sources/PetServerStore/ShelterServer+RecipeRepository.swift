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
    public func updateRecipe(_ recipe: Recipe) async throws -> Int64 {
        try await transaction { connection in
            // One statement decides, as for a pet (``updatePet(_:)``).
            let versions = try await Self.values(connection.query(
                PostgresQuery(unsafeSQL: ServerRecipeRow.editSQL, binds: ServerRecipeRow.bindings(recipe)), logger: Self.logger),
                as: Int64.self)
            guard let version = versions.first else {
                var bindings = PostgresBindings()
                bindings.append(recipe.id)
                let rows = try await connection.query(
                    PostgresQuery(unsafeSQL: ServerRecipeRow.selectSQL + " WHERE id = $1", binds: bindings), logger: Self.logger)
                var current: Recipe?
                for try await row in rows { current = try ServerRecipeRow.recipe(from: row) }
                throw current.map(EditConflict.changedElsewhere) ?? EditConflict<Recipe>.deletedElsewhere
            }
            return version
        }
    }

    public func deleteRecipe(id: Recipe.ID) async throws {
        try await transaction { connection in
            _ = try await connection.query("DELETE FROM recipe WHERE id = \(id)", logger: Self.logger)
        }
    }
}

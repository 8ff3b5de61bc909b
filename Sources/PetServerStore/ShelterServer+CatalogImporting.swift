import Foundation
import PetCore
import PostgresNIO

/// An import batch is one transaction on the server: every record of it, or none.
extension ShelterServer: CatalogImporting {
    public func importCatalog(
        pets: [Pet], recipes: [Recipe], petUpdates: [Pet], source: String
    ) async throws -> CatalogImportReceipt {
        try await transaction(.unlimited) { connection in
            let batchID = try await Self.values(
                connection.query("INSERT INTO import_batch (source) VALUES (\(source)) RETURNING id", logger: Self.logger),
                as: Int64.self
            ).first ?? 0
            var insertedPets: [Pet.ID] = [], skippedPets: [Pet.ID] = []
            for pet in pets {
                if try await Self.isTaken(pet, connection) {
                    skippedPets.append(pet.id)
                } else {
                    var bindings = try ServerPetRow.bindings(pet)
                    bindings.append(batchID)
                    try await connection.query(PostgresQuery(unsafeSQL: ServerPetRow.insertSQL, binds: bindings), logger: Self.logger)
                    insertedPets.append(pet.id)
                }
            }
            var insertedRecipes: [Recipe.ID] = [], skippedRecipes: [Recipe.ID] = []
            for recipe in recipes {
                if try await Self.exists("SELECT 1 FROM recipe WHERE id = \(recipe.id)", connection) {
                    skippedRecipes.append(recipe.id)
                } else {
                    var bindings = ServerRecipeRow.bindings(recipe)
                    bindings.append(batchID)
                    try await connection.query(PostgresQuery(unsafeSQL: ServerRecipeRow.insertSQL, binds: bindings), logger: Self.logger)
                    insertedRecipes.append(recipe.id)
                }
            }
            var updatedPets: [Pet] = []
            for pet in petUpdates {
                let before = try await Self.pets(connection.query(
                    PostgresQuery(unsafeSQL: ServerPetRow.selectSQL + " WHERE id = $1 FOR UPDATE", binds: Self.bindings(pet.id)),
                    logger: Self.logger))
                guard let before = before.first else {
                    skippedPets.append(pet.id)
                    continue
                }
                try await connection.query(
                    PostgresQuery(unsafeSQL: ServerPetRow.updateSQL, binds: ServerPetRow.bindings(pet)), logger: Self.logger)
                updatedPets.append(before)
            }
            return CatalogImportReceipt(
                batchID: batchID, insertedPetIDs: insertedPets, insertedRecipeIDs: insertedRecipes,
                updatedPets: updatedPets, skippedPetIDs: skippedPets, skippedRecipeIDs: skippedRecipes)
        }
    }

    public func undoImport(_ receipt: CatalogImportReceipt) async throws {
        try await transaction(.unlimited) { connection in
            for pet in receipt.updatedPets.reversed() {
                try await connection.query(
                    PostgresQuery(unsafeSQL: ServerPetRow.updateSQL, binds: ServerPetRow.bindings(pet)), logger: Self.logger)
            }
            try await connection.query("DELETE FROM pet WHERE import_batch_id = \(receipt.batchID)", logger: Self.logger)
            try await connection.query("DELETE FROM recipe WHERE import_batch_id = \(receipt.batchID)", logger: Self.logger)
            try await connection.query("DELETE FROM import_batch WHERE id = \(receipt.batchID)", logger: Self.logger)
        }
    }

    /// Whether the catalog has a pet with `pet`'s id, or with its origin.
    static func isTaken(_ pet: Pet, _ connection: PostgresConnection) async throws -> Bool {
        if try await exists("SELECT 1 FROM pet WHERE id = \(pet.id)", connection) { return true }
        guard let origin = pet.origin else { return false }
        return try await exists(
            "SELECT 1 FROM pet WHERE origin_source = \(origin.source) AND origin_animal_id = \(origin.animalID)", connection)
    }

    /// Whether `query` returns a row.
    static func exists(_ query: PostgresQuery, _ connection: PostgresConnection) async throws -> Bool {
        var found = false
        for try await _ in try await connection.query(query, logger: logger) { found = true }
        return found
    }

    /// One bound value.
    private static func bindings(_ value: String) -> PostgresBindings {
        var bindings = PostgresBindings()
        bindings.append(value)
        return bindings
    }
}

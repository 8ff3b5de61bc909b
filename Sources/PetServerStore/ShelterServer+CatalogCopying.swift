import Foundation
import PetCore
import PostgresNIO

extension ShelterServer {
    /// Copies this computer's catalog to the server in one transaction: every photo its
    /// records use, every pet and recipe with its id and import origin, and every adoption
    /// of the pets copied; all of it, or (when anything fails) none.
    ///
    /// A server whose catalog holds records already is refused
    /// (``CatalogCopyRefusal/serverNotEmpty(pets:recipes:)``) unless `merge`: then, as an
    /// import does, a pet whose id or origin the server has and a recipe whose id it has
    /// are left out, and the server's own records stay as they are.
    public func copyCatalog(_ copy: CatalogCopy, merge: Bool) async throws -> CatalogCopyReport {
        try await transaction(.unlimited) { connection in
            if !merge {
                let pets = try await Self.values(connection.query("SELECT count(*)::int FROM pet", logger: Self.logger), as: Int.self)
                let recipes = try await Self.values(
                    connection.query("SELECT count(*)::int FROM recipe", logger: Self.logger), as: Int.self)
                let (petCount, recipeCount) = (pets.first ?? 0, recipes.first ?? 0)
                if petCount + recipeCount > 0 { throw CatalogCopyRefusal.serverNotEmpty(pets: petCount, recipes: recipeCount) }
            }
            var report = CatalogCopyReport(pets: 0, recipes: 0, adoptions: 0, photos: 0)
            for name in copy.photoNames {
                guard let bytes = copy.readPhoto(name) else { continue }
                let added = try await Self.values(connection.query(
                    "INSERT INTO photo (name, bytes) VALUES (\(name), \(bytes)) ON CONFLICT (name) DO NOTHING RETURNING 1",
                    logger: Self.logger), as: Int.self)
                report.photos += added.count
            }
            var copiedPets: Set<Pet.ID> = []
            for pet in copy.pets {
                if try await Self.isTaken(pet, connection) {
                    report.skippedPets += 1
                    continue
                }
                var bindings = try ServerPetRow.bindings(pet)
                bindings.appendNull()  // No import batch: the copy is the catalog itself, not an import to undo.
                try await connection.query(PostgresQuery(unsafeSQL: ServerPetRow.insertSQL, binds: bindings), logger: Self.logger)
                copiedPets.insert(pet.id)
            }
            report.pets = copiedPets.count
            for recipe in copy.recipes {
                if try await Self.exists("SELECT 1 FROM recipe WHERE id = \(recipe.id)", connection) {
                    report.skippedRecipes += 1
                    continue
                }
                var bindings = ServerRecipeRow.bindings(recipe)
                bindings.appendNull()
                try await connection.query(PostgresQuery(unsafeSQL: ServerRecipeRow.insertSQL, binds: bindings), logger: Self.logger)
                report.recipes += 1
            }
            for adoption in copy.adoptions where copiedPets.contains(adoption.petID) {
                try await connection.query(
                    "INSERT INTO adoption (pet_id, adopted_at, is_undone) VALUES (\(adoption.petID), \(adoption.adoptedAt), \(adoption.isUndone))",
                    logger: Self.logger)
                report.adoptions += 1
            }
            return report
        }
    }
}

import Foundation
import GRDB
import PetCore
import Testing
@testable import PetStore

@Suite("Catalog database: import batches")
struct CatalogImportingTests {
    @Test func importCatalog_insertsTheBatch_andSkipsIDsAlreadyTaken() async throws {
        let database = try StoreFixtures.open(in: StoreFixtures.temporaryFolder()).database
        let receipt = try await database.importCatalog(
            pets: [StoreFixtures.pet("new-1"), StoreFixtures.pet("seed-1", name: "Impostor")],
            recipes: [StoreFixtures.recipe("new-r1")], source: "pets.json")
        #expect(receipt.insertedPetIDs == ["new-1"])
        #expect(receipt.skippedPetIDs == ["seed-1"])
        #expect(receipt.insertedRecipeIDs == ["new-r1"])
        #expect(receipt.skippedRecipeIDs.isEmpty)
        let pets = try database.loadPets()
        #expect(Set(pets.map(\.id)) == ["seed-1", "seed-2", "new-1"])
        #expect(pets.first { $0.id == "seed-1" }?.name == "Bella")
    }

    @Test func undoImport_removesExactlyThatBatch_withWhatWasAttachedSince() async throws {
        let database = try StoreFixtures.open(in: StoreFixtures.temporaryFolder()).database
        _ = try await database.importCatalog(pets: [StoreFixtures.pet("a")], recipes: [], source: "a.json")
        let second = try await database.importCatalog(
            pets: [StoreFixtures.pet("b")], recipes: [StoreFixtures.recipe("r")], source: "b.json")
        try await database.setFavourite(true, petID: "b")
        try await database.setChecked(true, item: ChecklistItem(.ingredient, 0), recipeID: "r")
        try database.undoImport(second)
        #expect(Set(try database.loadPets().map(\.id)) == ["seed-1", "seed-2", "a"])
        #expect(try database.loadRecipes().map(\.id) == ["seed-r1"])
        #expect(try database.loadFavouriteIDs().isEmpty)
        try database.undoImport(second)
        #expect(Set(try database.loadPets().map(\.id)) == ["seed-1", "seed-2", "a"])
    }

    @Test func importCatalog_failingHalfway_writesNothing() async throws {
        let database = try StoreFixtures.open(in: StoreFixtures.temporaryFolder()).database
        // The third recipe breaks the schema's rule that times are 0 or more, after two
        // pets and two recipes were already inserted inside the transaction.
        let recipes = [StoreFixtures.recipe("ok-1"), StoreFixtures.recipe("ok-2"), StoreFixtures.recipe("bad", prepMinutes: -5)]
        await #expect(throws: CatalogStoreError.invalidValue) {
            _ = try await database.importCatalog(
                pets: [StoreFixtures.pet("p1"), StoreFixtures.pet("p2")], recipes: recipes, source: "bad.json")
        }
        #expect(Set(try database.loadPets().map(\.id)) == ["seed-1", "seed-2"])
        #expect(try database.loadRecipes().map(\.id) == ["seed-r1"])
        let batches = try await database.writer.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM importBatch") }
        #expect(batches == 0)
    }
}

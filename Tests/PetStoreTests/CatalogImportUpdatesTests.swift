import Foundation
import GRDB
import PetCore
import Testing
@testable import PetStore

@Suite("Catalog database: imported pets' origin and updates")
struct CatalogImportUpdatesTests {
    private static func imported(_ id: String, animal: String, source: String = "outcomes", name: String = "Rex") -> Pet {
        var pet = StoreFixtures.pet(id, name: name)
        pet.origin = PetOrigin(source: source, animalID: animal)
        return pet
    }

    @Test func origin_isStored_andReadBack() async throws {
        let database = try StoreFixtures.open(in: StoreFixtures.temporaryFolder()).database

        _ = try await database.importCatalog(pets: [Self.imported("csv-1", animal: "A1")], recipes: [], source: "outcomes.csv")

        let pet = try #require(try database.loadPets().first { $0.id == "csv-1" })
        #expect(pet.origin == PetOrigin(source: "outcomes", animalID: "A1"))
        #expect(try database.loadPets().first { $0.id == "seed-1" }?.origin == nil)
    }

    @Test func newPet_whoseOriginIsTaken_isSkipped_notAddedTwice() async throws {
        let database = try StoreFixtures.open(in: StoreFixtures.temporaryFolder()).database
        _ = try await database.importCatalog(pets: [Self.imported("csv-1", animal: "A1")], recipes: [], source: "a.csv")

        let receipt = try await database.importCatalog(
            pets: [Self.imported("csv-other", animal: "A1"), Self.imported("csv-2", animal: "A1", source: "elsewhere")],
            recipes: [], source: "b.csv")

        #expect(receipt.insertedPetIDs == ["csv-2"])
        #expect(receipt.skippedPetIDs == ["csv-other"])
    }

    @Test func update_replacesThePet_keepingItsFavourite_andUndoPutsItBack() async throws {
        let database = try StoreFixtures.open(in: StoreFixtures.temporaryFolder()).database
        _ = try await database.importCatalog(pets: [Self.imported("csv-1", animal: "A1")], recipes: [], source: "a.csv")
        try await database.setFavourite(true, petID: "csv-1")
        let before = try #require(try database.loadPets().first { $0.id == "csv-1" })
        var after = before
        after.status = .adopted
        after.name = "Rexy"

        let receipt = try database.importCatalog(
            pets: [], recipes: [], petUpdates: [after, StoreFixtures.pet("gone")], source: "a.csv")

        #expect(receipt.updatedPets == [before])
        #expect(receipt.skippedPetIDs == ["gone"])
        #expect(receipt.changes == .pets)
        after.version += 1
        #expect(try database.loadPets().first { $0.id == "csv-1" } == after)
        #expect(try database.loadFavouriteIDs().contains("csv-1"))
        try database.undoImport(receipt)
        var restored = before
        restored.version += 2  // raised by the update and by its undo
        #expect(try database.loadPets().first { $0.id == "csv-1" } == restored)
        #expect(try database.loadFavouriteIDs().contains("csv-1"))
    }

    @Test func databaseOfTheLastShippedSchema_opens_andKeepsEveryPet() throws {
        let folder = try StoreFixtures.temporaryFolder()
        let database = try StoreFixtures.open(in: folder).database
        let seeded = try database.loadPets()
        try database.writer.write { db in
            try db.execute(sql: "DROP INDEX pet_on_origin")
            try db.execute(sql: "ALTER TABLE pet DROP COLUMN originAnimalId")
            try db.execute(sql: "ALTER TABLE pet DROP COLUMN originSource")
            try db.execute(sql: "DELETE FROM grdb_migrations WHERE identifier = ?", arguments: ["v5: imported pets' origin"])
        }

        let reopened = try StoreFixtures.open(in: folder).database

        #expect(try reopened.loadPets() == seeded)
    }
}

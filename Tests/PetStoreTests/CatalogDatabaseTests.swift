import Foundation
import GRDB
import PetCore
import Testing
@testable import PetStore

@Suite("Catalog database: schema, seeding and repositories")
struct CatalogDatabaseTests {
    @Test func firstOpen_seedsTheSampleCatalog() throws {
        let database = try StoreFixtures.open(in: StoreFixtures.temporaryFolder()).database
        #expect(try database.loadPets().sorted { $0.id < $1.id } == StoreFixtures.seed.pets)
        #expect(try database.loadRecipes() == StoreFixtures.seed.recipes)
    }

    @Test func close_leavesEveryCommitInTheDatabaseFile_soThatFileAloneHoldsThem() async throws {
        let folder = try StoreFixtures.temporaryFolder()
        let database = try StoreFixtures.open(in: folder).database
        try await database.savePet(StoreFixtures.pet("p-new", name: "Newcomer"))
        let log = folder.appendingPathComponent("catalog.sqlite-wal").path
        #expect((try FileManager.default.attributesOfItem(atPath: log)[.size] as? Int ?? 0) > 0)

        try database.close()

        #expect((try? FileManager.default.attributesOfItem(atPath: log)[.size] as? Int) ?? 0 == 0)
        let copy = try StoreFixtures.temporaryFolder()
        try FileManager.default.copyItem(
            at: folder.appendingPathComponent("catalog.sqlite"), to: copy.appendingPathComponent("catalog.sqlite"))
        #expect(try StoreFixtures.open(in: copy).database.loadPets().contains { $0.name == "Newcomer" })
    }

    @Test func laterOpen_neverSeedsAgain_evenWhenTheUserDeletedEverything() async throws {
        let folder = try StoreFixtures.temporaryFolder()
        let first = try StoreFixtures.open(in: folder).database
        try await first.deletePet(id: "seed-1")
        try await first.deletePet(id: "seed-2")
        try await first.deleteRecipe(id: "seed-r1")
        try first.close()
        var seedCalls = 0
        let second = try CatalogDatabase.open(
            at: DatabaseLocation(fileURL: folder.appendingPathComponent("catalog.sqlite")),
            seed: { seedCalls += 1; return StoreFixtures.seed }).database
        #expect(try second.loadPets().isEmpty)
        #expect(try second.loadRecipes().isEmpty)
        #expect(seedCalls == 0)
    }

    @Test func database_isInWALMode_withForeignKeysOn_andFullSync() throws {
        let database = try StoreFixtures.open(in: StoreFixtures.temporaryFolder()).database
        #expect(try database.writer.read { db in try String.fetchOne(db, sql: "PRAGMA journal_mode") } == "wal")
        #expect(try database.writer.read { db in try Bool.fetchOne(db, sql: "PRAGMA foreign_keys") } == true)
        #expect(try database.writer.write { db in try Int.fetchOne(db, sql: "PRAGMA synchronous") } == 2)
    }

    @Test func location_followsTheOverrideVariable() throws {
        let folder = try StoreFixtures.temporaryFolder()
        let path = folder.appendingPathComponent("override.sqlite").path
        let location = DatabaseLocation(environment: [DatabaseLocation.overrideVariable: path])
        let database = try CatalogDatabase.open(at: location, seed: { .empty }).database
        #expect(database.fileURL.path == path)
        #expect(FileManager.default.fileExists(atPath: path))
    }

    @Test func savePet_updatesInPlace_keepingFavouriteAndAdoptions() async throws {
        let database = try StoreFixtures.open(in: StoreFixtures.temporaryFolder()).database
        try await database.setFavourite(true, petID: "seed-1")
        try await database.recordAdoption(petID: "seed-1", on: StoreFixtures.addedDate)
        var edited = try #require(try database.loadPets().first { $0.id == "seed-1" })
        edited.name = "Bella Rose"
        edited.version = try await database.savePet(edited)
        #expect(try database.loadPets().first { $0.id == "seed-1" } == edited)
        #expect(try database.loadFavouriteIDs() == ["seed-1"])
        #expect(try database.adoptions(petID: "seed-1").count == 1)
    }

    @Test func pet_roundTripsExactly_includingDecimalFeeAndDate() async throws {
        let database = try StoreFixtures.open(in: StoreFixtures.temporaryFolder(), seed: .empty).database
        let pet = StoreFixtures.pet("p", fee: Decimal(string: "19.99"), photo: "/photos/p.jpg")
        try await database.savePet(pet)
        #expect(try database.loadPets() == [pet])
    }

    @Test func pet_roundTripsEveryShelterDetail_andItsFurtherPhotos() async throws {
        let database = try StoreFixtures.open(in: StoreFixtures.temporaryFolder(), seed: .empty).database
        var pet = StoreFixtures.pet("p", photo: "a.jpg")
        pet.morePhotos = ["b.jpg", "c.png"]
        pet.details = ShelterDetails(
            size: .extraLarge, colors: ["Black", "Tan"], coatLength: .wire, weight: PetWeight(Decimal(string: "12.50")!, .pounds),
            houseTrained: .yes, spayedOrNeutered: .no, vaccinated: .yes, microchip: "985112003456789",
            intakeDate: CalendarDate(year: 2026, month: 10, day: 2), specialNeeds: .yes,
            specialNeedsNote: "Daily insulin", kennel: "Run 4")
        try await database.savePet(pet)
        #expect(try database.loadPets() == [pet])
        let references = try await database.writer.read { db in try String.fetchSet(db, sql: "SELECT reference FROM photo") }
        #expect(references == ["a.jpg", "b.jpg", "c.png"])
    }

    @Test func pet_withNoShelterDetails_readsBackUnknownAndEmpty() async throws {
        let database = try StoreFixtures.open(in: StoreFixtures.temporaryFolder(), seed: .empty).database
        let pet = StoreFixtures.pet("p")
        try await database.savePet(pet)
        #expect(try database.loadPets().first?.details == ShelterDetails())
    }

    @Test func adoption_isRecorded_thenUndoneAndKeptFlagged() async throws {
        let database = try StoreFixtures.open(in: StoreFixtures.temporaryFolder()).database
        let receipt = try await database.recordAdoption(petID: "seed-2", on: StoreFixtures.addedDate)
        #expect(try database.loadPets().first { $0.id == "seed-2" }?.status == .adopted)
        try await database.undoAdoption(petID: "seed-2", restoring: .pending, receipt: receipt)
        #expect(try database.loadPets().first { $0.id == "seed-2" }?.status == .pending)
        let adoptions = try database.adoptions(petID: "seed-2")
        #expect(adoptions.map(\.date) == [StoreFixtures.addedDate])
        #expect(adoptions.map(\.isUndone) == [true])
    }

    @Test func writes_aboutAnUnknownPet_throwUnknownPet() async throws {
        let database = try StoreFixtures.open(in: StoreFixtures.temporaryFolder()).database
        await #expect(throws: CatalogStoreError.unknownPet("nope")) { try await database.setFavourite(true, petID: "nope") }
        await #expect(throws: CatalogStoreError.unknownPet("nope")) { try await database.recordAdoption(petID: "nope", on: Date()) }
    }

    @Test func deletePet_removesItsFavouriteAndAdoptions() async throws {
        let database = try StoreFixtures.open(in: StoreFixtures.temporaryFolder()).database
        try await database.setFavourite(true, petID: "seed-1")
        try await database.recordAdoption(petID: "seed-1", on: StoreFixtures.addedDate)
        try await database.deletePet(id: "seed-1")
        #expect(try database.loadFavouriteIDs().isEmpty)
        #expect(try database.adoptions(petID: "seed-1").isEmpty)
    }

    @Test func checklist_survivesReopening() async throws {
        let folder = try StoreFixtures.temporaryFolder()
        let first = try StoreFixtures.open(in: folder).database
        try await first.setChecked(true, item: ChecklistItem(.ingredient, 1), recipeID: "seed-r1")
        try await first.setChecked(true, item: ChecklistItem(.direction, 0), recipeID: "seed-r1")
        try await first.setChecked(false, item: ChecklistItem(.direction, 0), recipeID: "seed-r1")
        try first.close()
        let second = try StoreFixtures.open(in: folder).database
        #expect(try second.checkedItems(recipeID: "seed-r1") == [ChecklistItem(.ingredient, 1)])
    }

    @Test func setChecked_onALineThatDoesNotExist_throws() async throws {
        let database = try StoreFixtures.open(in: StoreFixtures.temporaryFolder()).database
        let item = ChecklistItem(.direction, 9)
        await #expect(throws: CatalogStoreError.unknownChecklistItem(item, "seed-r1")) {
            try await database.setChecked(true, item: item, recipeID: "seed-r1")
        }
        await #expect(throws: CatalogStoreError.unknownRecipe("nope")) {
            try await database.setChecked(true, item: item, recipeID: "nope")
        }
    }

    @Test func saveRecipe_withFewerLines_keepsTicksOnRemainingLinesOnly() async throws {
        let database = try StoreFixtures.open(in: StoreFixtures.temporaryFolder()).database
        try await database.setChecked(true, item: ChecklistItem(.ingredient, 0), recipeID: "seed-r1")
        try await database.setChecked(true, item: ChecklistItem(.ingredient, 2), recipeID: "seed-r1")
        var recipe = StoreFixtures.recipe("seed-r1")
        recipe.ingredients = ["1 cup pumpkin", "3 cups oat flour"]
        recipe.version = try await database.saveRecipe(recipe)
        #expect(try database.loadRecipes() == [recipe])
        #expect(try database.checkedItems(recipeID: "seed-r1") == [ChecklistItem(.ingredient, 0)])
    }

    @Test func deleteRecipe_removesItsLinesAndChecklist() async throws {
        let database = try StoreFixtures.open(in: StoreFixtures.temporaryFolder()).database
        try await database.setChecked(true, item: ChecklistItem(.ingredient, 0), recipeID: "seed-r1")
        try await database.deleteRecipe(id: "seed-r1")
        #expect(try await database.writer.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM recipeLine") } == 0)
        #expect(try await database.writer.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM checklistItem") } == 0)
    }

    @Test func replaceChecklist_withNothing_unticksEveryItem() async throws {
        let database = try StoreFixtures.open(in: StoreFixtures.temporaryFolder()).database
        try await database.setChecked(true, item: ChecklistItem(.ingredient, 0), recipeID: "seed-r1")
        try await database.replaceChecklist(recipeID: "seed-r1", checked: [])
        #expect(try database.checkedItems(recipeID: "seed-r1").isEmpty)
    }

    @Test func replaceChecklist_ticksExactlyTheItemsGiven_leavingOutLinesTheRecipeHasNot() async throws {
        let database = try StoreFixtures.open(in: StoreFixtures.temporaryFolder()).database
        try await database.setChecked(true, item: ChecklistItem(.ingredient, 0), recipeID: "seed-r1")
        let wanted: Set = [ChecklistItem(.ingredient, 1), ChecklistItem(.direction, 0), ChecklistItem(.direction, 999)]

        try await database.replaceChecklist(recipeID: "seed-r1", checked: wanted)

        #expect(try database.checkedItems(recipeID: "seed-r1") == [ChecklistItem(.ingredient, 1), ChecklistItem(.direction, 0)])
    }

    @Test func photos_areRecorded_forPetsAndRecipes() throws {
        let database = try StoreFixtures.open(in: StoreFixtures.temporaryFolder()).database
        let references = try database.writer.read { db in try String.fetchSet(db, sql: "SELECT reference FROM photo") }
        #expect(references == ["ziggy.jpg", "pumpkin.jpg"])
    }

    @Test func petPreview_isTheFirstPetsByName_caseIgnored_thenByID_withTheTotalCount() throws {
        let pets = [
            StoreFixtures.pet("b2", name: "bella"), StoreFixtures.pet("z", name: "Ziggy"),
            StoreFixtures.pet("b1", name: "Bella"), StoreFixtures.pet("a", name: "alfie"),
            StoreFixtures.pet("c", name: "Charlie"),
        ]
        let database = try StoreFixtures.open(
            in: StoreFixtures.temporaryFolder(), seed: CatalogSeed(pets: pets, recipes: [])).database
        let preview = try database.loadPetPreview(limit: 3)
        #expect(preview.records.map(\.id) == ["a", "b1", "b2"])
        #expect(preview.records.first == pets[3])
        #expect(preview.totalCount == 5)
        #expect(try database.loadPetPreview(limit: 10).records.map(\.id) == ["a", "b1", "b2", "c", "z"])
        #expect(database.petLoadCount == 0)
    }

    @Test func petPreview_walksTheNameIndex_insteadOfSortingEveryPet() throws {
        let database = try StoreFixtures.open(in: StoreFixtures.temporaryFolder()).database
        let plan = try database.writer.read { db in
            try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN \(PetRow.firstByNameSQL)", arguments: [50])
                .map { $0["detail"] as String }.joined(separator: "; ")
        }
        #expect(plan.contains("INDEX pet_on_name"), "\(plan)")
        #expect(!plan.contains("TEMP B-TREE"), "\(plan)")
    }

    @Test func databaseOfTheFirstSchema_getsTheNameIndex_whenOpened() throws {
        let folder = try StoreFixtures.temporaryFolder()
        let fileURL = folder.appendingPathComponent("catalog.sqlite")
        let version1 = try DatabaseQueue(path: fileURL.path)
        try CatalogSchema.migrator.migrate(version1, upTo: "v1: catalog, adoptions, favourites, checklists, photos, imports")
        try version1.close()

        let database = try StoreFixtures.open(in: folder).database

        let indexes = try database.writer.read { db in
            try String.fetchSet(db, sql: "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'pet'")
        }
        #expect(indexes.contains("pet_on_name"))
        #expect(try database.loadPetPreview(limit: 1).records.map(\.id) == ["seed-1"])
    }

    @Test func queries_useIndexes_forChildLookups() throws {
        let database = try StoreFixtures.open(in: StoreFixtures.temporaryFolder()).database
        let plan = try database.writer.read { db in
            try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN SELECT id FROM adoption WHERE petId = 'x' AND NOT isUndone")
                .map { $0["detail"] as String }.joined()
        }
        #expect(plan.contains("INDEX adoption_on_petId"))
    }
}

import Foundation
import PetCore
import Testing

/// The shared catalog: loading, failures, writes that reach memory only after the
/// store, and snapshots pushed from outside.
@Suite("Pet catalog")
@MainActor
struct PetCatalogTests {
    private struct ReadFailure: LocalizedError {
        var errorDescription: String? { "The database is locked." }
    }

    @Test func load_readsPetsAndFavourites() throws {
        let (catalog, _) = try PetFixtures.catalog(
            [PetFixtures.pet("a", name: "Ace"), PetFixtures.pet("b", name: "Bo")], favourites: ["b"])
        #expect(catalog.count == 2)
        #expect(catalog.pet(withID: "a")?.name == "Ace")
        #expect(catalog.favouriteIDs == ["b"])
        #expect(catalog.isFavourite("b"))
        #expect(!catalog.isFavourite("a"))
        #expect(catalog.loadFailure == nil)
    }

    @Test func load_whenTheStoreCannotBeRead_setsLoadFailure_andStaysEmpty() {
        let store = InMemoryCatalogStore(pets: [PetFixtures.pet()])
        store.readFailure = ReadFailure()
        let catalog = PetCatalog(repository: store, context: PetFixtures.context())
        catalog.load()
        #expect(catalog.count == 0)
        #expect(catalog.loadFailure?.text == "Couldn't load the pets. The database is locked.")
    }

    @Test func load_afterAFailure_clearsTheFailure() {
        let store = InMemoryCatalogStore(pets: [PetFixtures.pet()])
        store.readFailure = ReadFailure()
        let catalog = PetCatalog(repository: store, context: PetFixtures.context())
        catalog.load()
        store.readFailure = nil
        catalog.load()
        #expect(catalog.loadFailure == nil)
        #expect(catalog.count == 1)
    }

    @Test func replace_takesTheNewSnapshot_andDropsUnknownFavourites() throws {
        let (catalog, _) = try PetFixtures.catalog([PetFixtures.pet("a")])
        catalog.replace(pets: [PetFixtures.pet("b"), PetFixtures.pet("c")], favouriteIDs: ["c", "gone"])
        #expect(catalog.pets.map(\.id) == ["b", "c"])
        #expect(catalog.pet(withID: "a") == nil)
        #expect(catalog.favouriteIDs == ["c"])
    }

    @Test func replace_withTheSnapshotItAlreadyHolds_changesNothing() throws {
        let (catalog, _) = try PetFixtures.catalog([PetFixtures.pet("a"), PetFixtures.pet("b")], favourites: ["b"])
        let revision = catalog.revision
        catalog.replace(pets: catalog.pets, favouriteIDs: ["b"])
        #expect(catalog.revision == revision)
        catalog.replace(pets: catalog.pets, favouriteIDs: [])
        #expect(catalog.revision == revision + 1)
        #expect(catalog.favouriteIDs.isEmpty)
    }

    @Test func replace_keepsTheLastPetOfARepeatedID_inTheFirstPlace() throws {
        let (catalog, _) = try PetFixtures.catalog([])
        catalog.replace(
            pets: [PetFixtures.pet("a", name: "Old"), PetFixtures.pet("b"), PetFixtures.pet("a", name: "New")],
            favouriteIDs: [])
        #expect(catalog.pets.map(\.id) == ["a", "b"])
        #expect(catalog.pet(withID: "a")?.name == "New")
    }

    @Test func recordAdoption_andUndo_writeTheStoreThenMemory() throws {
        let (catalog, store) = try PetFixtures.catalog([PetFixtures.pet(status: .pending)])
        try catalog.recordAdoption(petID: "bella")
        #expect(catalog.pet(withID: "bella")?.status == .adopted)
        #expect(store.pets["bella"]?.status == .adopted)
        try catalog.undoAdoption(petID: "bella", restoring: .pending)
        #expect(catalog.pet(withID: "bella")?.status == .pending)
        #expect(store.pets["bella"]?.status == .pending)
    }

    @Test func writes_thatFail_throw_andChangeNothing() throws {
        let (catalog, store) = try PetFixtures.catalog([PetFixtures.pet()])
        store.failure = PetTestDiskFull()
        let revision = catalog.revision
        #expect(throws: PetTestDiskFull.self) { try catalog.recordAdoption(petID: "bella") }
        #expect(throws: PetTestDiskFull.self) { try catalog.setFavourite(true, petID: "bella") }
        #expect(throws: PetTestDiskFull.self) { try catalog.save(PetFixtures.pet("new")) }
        #expect(throws: PetTestDiskFull.self) { try catalog.delete(petID: "bella") }
        #expect(catalog.pets == [PetFixtures.pet()])
        #expect(catalog.favouriteIDs.isEmpty)
        #expect(catalog.revision == revision)
    }

    @Test func save_addsANewPet_orReplacesTheOneWithTheSameID() throws {
        let (catalog, store) = try PetFixtures.catalog([PetFixtures.pet()])
        try catalog.save(PetFixtures.pet("max", name: "Max"))
        try catalog.save(PetFixtures.pet(name: "Bella Rose"))
        #expect(catalog.pets.map(\.name) == ["Bella Rose", "Max"])
        #expect(store.pets["max"]?.name == "Max")
        #expect(store.pets["bella"]?.name == "Bella Rose")
    }

    @Test func delete_removesThePetAndItsFavourite() throws {
        let (catalog, store) = try PetFixtures.catalog(
            [PetFixtures.pet("a"), PetFixtures.pet("b"), PetFixtures.pet("c")], favourites: ["b"])
        catalog.replace(pets: catalog.pets.sorted { $0.id < $1.id }, favouriteIDs: catalog.favouriteIDs)
        try catalog.delete(petID: "b")
        #expect(catalog.pets.map(\.id) == ["a", "c"])
        #expect(catalog.pet(withID: "c")?.id == "c")
        #expect(catalog.favouriteIDs.isEmpty)
        #expect(store.pets["b"] == nil)
    }

    @Test func everyChange_raisesTheRevision() throws {
        let (catalog, _) = try PetFixtures.catalog([PetFixtures.pet()])
        var revisions = [catalog.revision]
        try catalog.setFavourite(true, petID: "bella")
        revisions.append(catalog.revision)
        try catalog.recordAdoption(petID: "bella")
        revisions.append(catalog.revision)
        catalog.replace(pets: catalog.pets, favouriteIDs: [])
        revisions.append(catalog.revision)
        #expect(revisions == revisions.sorted() && Set(revisions).count == revisions.count)
    }

    @Test func adoptionDates_comeFromTheInjectedClock() throws {
        let day = PetFixtures.day("2025-01-02")
        let (catalog, store) = try PetFixtures.catalog([PetFixtures.pet()], context: PetFixtures.context(today: day))
        try catalog.recordAdoption(petID: "bella")
        #expect(store.adoptions["bella"] == [PetFixtures.noon(on: day)])
    }
}

import Foundation
import PetCore
import Testing

/// The shared catalog: loading, failures, writes that reach memory only after the
/// store, and contents pushed from outside.
@Suite("Pet catalog")
@MainActor
struct PetCatalogTests {
    private struct ReadFailure: LocalizedError {
        var errorDescription: String? { "The database is locked." }
    }

    @Test func load_readsPetsAndFavourites() async throws {
        let (catalog, _) = try await PetFixtures.catalog(
            [PetFixtures.pet("a", name: "Ace"), PetFixtures.pet("b", name: "Bo")], favourites: ["b"])
        #expect(catalog.count == 2)
        #expect(catalog.pet(withID: "a")?.name == "Ace")
        #expect(catalog.favouriteIDs == ["b"])
        #expect(catalog.isFavourite(try #require(catalog.records.reference(to: "b"))))
        #expect(!catalog.isFavourite(try #require(catalog.records.reference(to: "a"))))
        #expect(catalog.loadFailure == nil)
    }

    /// The catalog keeps the bare reason; the list words it ("Couldn't load the pets. …",
    /// see `PetListStateTests`).
    @Test func load_whenTheStoreCannotBeRead_setsLoadFailure_andStaysEmpty() async {
        let store = InMemoryCatalogStore(pets: [PetFixtures.pet()])
        store.readFailure = ReadFailure()
        let catalog = PetCatalog(repository: store, context: PetFixtures.context())
        await catalog.load()
        #expect(catalog.count == 0)
        #expect(catalog.loadFailure?.text == "The database is locked.")
    }

    @Test func load_afterAFailure_clearsTheFailure() async {
        let store = InMemoryCatalogStore(pets: [PetFixtures.pet()])
        store.readFailure = ReadFailure()
        let catalog = PetCatalog(repository: store, context: PetFixtures.context())
        await catalog.load()
        store.readFailure = nil
        await catalog.load()
        #expect(catalog.loadFailure == nil)
        #expect(catalog.count == 1)
    }

    @Test func replace_takesTheNewContents_andDropsUnknownFavourites() async throws {
        let (catalog, _) = try await PetFixtures.catalog([PetFixtures.pet("a")])
        catalog.replace(with: PetCatalogContents(
            pets: [PetFixtures.pet("b"), PetFixtures.pet("c")], favouriteIDs: ["c", "gone"]))
        #expect(catalog.pets.map(\.id) == ["b", "c"])
        #expect(catalog.pet(withID: "a") == nil)
        #expect(catalog.favouriteIDs == ["c"])
    }

    @Test func replace_withTheContentsItAlreadyHolds_changesNothing() async throws {
        let (catalog, _) = try await PetFixtures.catalog(
            [PetFixtures.pet("a"), PetFixtures.pet("b")], favourites: ["b"])
        let revision = catalog.records.revision
        catalog.replace(with: PetCatalogContents(pets: catalog.pets, favouriteIDs: ["b"]))
        #expect(catalog.records.revision == revision)
        catalog.replace(with: PetCatalogContents(pets: catalog.pets, favouriteIDs: []))
        #expect(catalog.records.revision == revision + 1)
        #expect(catalog.favouriteIDs.isEmpty)
    }

    @Test func replace_keepsTheLastPetOfARepeatedID_inTheFirstPlace() async throws {
        let (catalog, _) = try await PetFixtures.catalog([])
        catalog.replace(with: PetCatalogContents(
            pets: [PetFixtures.pet("a", name: "Old"), PetFixtures.pet("b"), PetFixtures.pet("a", name: "New")],
            favouriteIDs: []))
        #expect(catalog.pets.map(\.id) == ["a", "b"])
        #expect(catalog.pet(withID: "a")?.name == "New")
    }

    @Test func recordAdoption_andUndo_writeTheStoreThenMemory() async throws {
        let (catalog, store) = try await PetFixtures.catalog([PetFixtures.pet(status: .pending)])
        let receipt = try await catalog.recordAdoption(petID: "bella")
        #expect(catalog.pet(withID: "bella")?.status == .adopted)
        #expect(store.pets["bella"]?.status == .adopted)
        try await catalog.undoAdoption(petID: "bella", restoring: .pending, receipt: receipt)
        #expect(catalog.pet(withID: "bella")?.status == .pending)
        #expect(store.pets["bella"]?.status == .pending)
    }

    @Test func changesFromAnotherDesk_showAsTheyAreNow_onThePagesFollowingThem() async throws {
        let (catalog, _) = try await PetFixtures.catalog([PetFixtures.pet(), PetFixtures.pet("max", name: "Max")])
        let bellaPage = try #require(PetViewModel(petID: "bella", catalog: catalog))
        let maxPage = try #require(PetViewModel(petID: "max", catalog: catalog))

        await catalog.apply(CatalogRecordChanges(pets: RecordChanges(
            changed: [PetFixtures.pet(status: .adopted), PetFixtures.pet("luna", name: "Luna")], removedIDs: ["max"])))

        #expect(catalog.pets.map(\.id).sorted() == ["bella", "luna"])
        #expect(bellaPage.statusText == "Adopted")
        #expect(!bellaPage.canAdopt)
        #expect(!maxPage.canAdopt, "Max is gone")
    }

    @Test func writes_thatFail_throw_andChangeNothing() async throws {
        let (catalog, store) = try await PetFixtures.catalog([PetFixtures.pet()])
        store.failure = PetTestDiskFull()
        let revision = catalog.records.revision
        await #expect(throws: PetTestDiskFull.self) { try await catalog.recordAdoption(petID: "bella") }
        await #expect(throws: PetTestDiskFull.self) { try await catalog.save(PetFixtures.pet("new")) }
        await #expect(throws: PetTestDiskFull.self) { try await catalog.delete(petID: "bella") }
        #expect(catalog.pets == [PetFixtures.pet()])
        #expect(catalog.records.revision == revision)
    }

    /// A mark shows at once (``toggleFavourite_showsAtOnce_andASecondAskedWhileTheFirstCommits_readsTheMarkShown()``):
    /// one whose commit fails is put back as stored.
    @Test func favouriteMarks_thatFail_throw_andArePutBackAsStored() async throws {
        let (catalog, store) = try await PetFixtures.catalog([PetFixtures.pet(), PetFixtures.pet("max", name: "Max")], favourites: ["max"])
        store.failure = PetTestDiskFull()
        await #expect(throws: PetTestDiskFull.self) { try await catalog.setFavourite(true, petID: "bella") }
        await #expect(throws: PetTestDiskFull.self) { try await catalog.toggleFavourite(petID: "bella") }
        await #expect(throws: PetTestDiskFull.self) { try await catalog.toggleFavourite(petID: "max") }
        #expect(catalog.favouriteIDs == ["max"])
    }

    @Test func save_addsANewPet_orReplacesTheOneWithTheSameID() async throws {
        let (catalog, store) = try await PetFixtures.catalog([PetFixtures.pet()])
        try await catalog.save(PetFixtures.pet("max", name: "Max"))
        try await catalog.save(PetFixtures.pet(name: "Bella Rose"))
        #expect(catalog.pets.map(\.name) == ["Bella Rose", "Max"])
        #expect(store.pets["max"]?.name == "Max")
        #expect(store.pets["bella"]?.name == "Bella Rose")
    }

    @Test func delete_removesThePetAndItsFavourite() async throws {
        let (catalog, store) = try await PetFixtures.catalog(
            [PetFixtures.pet("a"), PetFixtures.pet("b"), PetFixtures.pet("c")], favourites: ["b"])
        catalog.replace(with: PetCatalogContents(
            pets: catalog.pets.sorted { $0.id < $1.id }, favouriteIDs: catalog.favouriteIDs))
        try await catalog.delete(petID: "b")
        #expect(catalog.pets.map(\.id) == ["a", "c"])
        #expect(catalog.pet(withID: "c")?.id == "c")
        #expect(catalog.favouriteIDs.isEmpty)
        #expect(store.pets["b"] == nil)
    }

    @Test func everyChange_raisesTheRevision() async throws {
        let (catalog, _) = try await PetFixtures.catalog([PetFixtures.pet()])
        var revisions = [catalog.records.revision]
        try await catalog.setFavourite(true, petID: "bella")
        revisions.append(catalog.records.revision)
        try await catalog.recordAdoption(petID: "bella")
        revisions.append(catalog.records.revision)
        catalog.replace(with: PetCatalogContents(pets: catalog.pets, favouriteIDs: []))
        revisions.append(catalog.records.revision)
        #expect(revisions == revisions.sorted() && Set(revisions).count == revisions.count)
    }

    @Test func adoptionDates_comeFromTheInjectedClock() async throws {
        let day = PetFixtures.day("2025-01-02")
        let (catalog, store) = try await PetFixtures.catalog(
            [PetFixtures.pet()], context: PetFixtures.context(today: day))
        try await catalog.recordAdoption(petID: "bella")
        #expect(store.adoptions["bella"] == [PetFixtures.noon(on: day)])
    }
}

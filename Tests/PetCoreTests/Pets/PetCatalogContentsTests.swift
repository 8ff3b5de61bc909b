import PetCore
import Testing

/// What start-up reads and indexes off the main actor, and how a catalog takes it.
@Suite("Pet catalog contents")
@MainActor
struct PetCatalogContentsTests {
    @Test func contents_keepTheLastPetOfARepeatedID_atTheFirstOnesPosition() {
        let contents = PetCatalogContents(
            pets: [PetFixtures.pet("a", name: "Ace"), PetFixtures.pet("b"), PetFixtures.pet("a", name: "Ada")],
            favouriteIDs: [])
        #expect(contents.pets.map(\.id) == ["a", "b"])
        #expect(contents.pets.first?.name == "Ada")
    }

    @Test func contents_dropFavouritesOfPetsTheyDoNotHold() {
        let contents = PetCatalogContents(pets: [PetFixtures.pet("a")], favouriteIDs: ["a", "gone"])
        #expect(contents.favouriteIDs == ["a"])
    }

    @Test func load_readsPetsAndFavourites_fromAnyThread() async throws {
        let store = InMemoryCatalogStore(pets: [PetFixtures.pet("a", name: "Ace"), PetFixtures.pet("b", name: "Bo")])
        try store.setFavourite(true, petID: "b")
        let contents = try await Task.detached { try await PetCatalogContents.load(from: store) }.value
        #expect(Set(contents.pets.map(\.name)) == ["Ace", "Bo"])
        #expect(contents.favouriteIDs == ["b"])
    }

    @Test func load_throwsWhatTheStoreThrew() async {
        struct Locked: Error {}
        let store = InMemoryCatalogStore(pets: [PetFixtures.pet()])
        store.readFailure = Locked()
        await #expect(throws: Locked.self) { try await PetCatalogContents.load(from: store) }
    }

    @Test func replaceWithLoadedContents_searchesAndSortsThem() async throws {
        let store = InMemoryCatalogStore(pets: [
            PetFixtures.pet("1", name: "Zoe"), PetFixtures.pet("2", name: "Ángel"), PetFixtures.pet("3", name: "Milo"),
        ])
        let catalog = PetCatalog(repository: InMemoryCatalogStore(), context: PetFixtures.context())
        catalog.replace(with: try await PetCatalogContents.load(from: store))
        let list = PetListViewModel(catalog: catalog)
        #expect(list.shownIDs == ["2", "3", "1"])
        list.search("angel")
        #expect(list.shownIDs == ["2"])
    }

    @Test func aPetSavedAfterLoadedContents_isFoundBySearch() async throws {
        let store = InMemoryCatalogStore(pets: [PetFixtures.pet("1", name: "Zoe")])
        let catalog = PetCatalog(repository: store, context: PetFixtures.context())
        await catalog.replace(with: try PetCatalogContents.load(from: store))
        let list = PetListViewModel(catalog: catalog)
        list.search("milo")
        #expect(list.visibleCount == 0)

        try await catalog.save(PetFixtures.pet("2", name: "Milo"))
        #expect(list.shownIDs == ["2"])
    }

    @Test func replaceWithContentsEqualToWhatItHolds_changesNothing() async throws {
        let store = InMemoryCatalogStore(pets: [PetFixtures.pet("a")])
        let catalog = PetCatalog(repository: store, context: PetFixtures.context())
        catalog.replace(with: try await PetCatalogContents.load(from: store))
        let revision = catalog.records.revision
        catalog.replace(with: try await PetCatalogContents.load(from: store))
        #expect(catalog.records.revision == revision)
    }

    @Test func replaceWithContentsEqualToWhatItHolds_notifiesNeitherTheListNorItsRows() async throws {
        let (list, catalog, store) = try await PetListFixtures.list()
        let row = try #require(list.row(withID: "bella"))
        let notified = try await Observed.notified(
            ["rows": { _ = list.visibleRowIDs }, "count": { _ = list.countText }, "row": { _ = row.statusText }],
            when: { await catalog.replace(with: try PetCatalogContents.load(from: store)) })
        #expect(notified.isEmpty)
    }
}

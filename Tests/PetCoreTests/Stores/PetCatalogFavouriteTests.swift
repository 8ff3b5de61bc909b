import PetCore
import Testing

/// Favouriting one pet is cheap and precise: no whole-catalog read, only that pet's row
/// is told, and quick toggles run one after the other.
@Suite("Pet catalog: favourites")
@MainActor
struct PetCatalogFavouriteTests {
    @Test func toggleFavourite_readsNoWholeCatalog() async throws {
        let (catalog, store) = try await PetFixtures.catalog(PetListFixtures.pets)
        #expect(store.petLoadCount == 1)
        try await catalog.toggleFavourite(petID: "zoe")
        #expect(store.petLoadCount == 1)
        #expect(catalog.favouriteIDs == ["zoe"])
        #expect(store.favouriteIDs == ["zoe"])
    }

    @Test func toggleFavourite_notifiesThatPetsRow_only() async throws {
        let (list, catalog, _) = try await PetListFixtures.list()
        let zoe = try #require(list.row(withID: "zoe"))
        let bella = try #require(list.row(withID: "bella"))
        let notified = try await Observed.notified(
            ["zoe": { _ = zoe.isFavourite }, "bella": { _ = bella.isFavourite }],
            when: { try await catalog.toggleFavourite(petID: "zoe") })
        #expect(notified == ["zoe"])
        #expect(zoe.isFavourite)
        #expect(!bella.isFavourite)
    }

    @Test func toggleFavourite_notifiesAFavouritesOnlyList() async throws {
        let (list, catalog, _) = try await PetListFixtures.list()
        list.setFilter(PetFilter(favouritesOnly: true))
        #expect(try await Observed.changes({ _ = list.visibleRowIDs }, when: {
            try await catalog.toggleFavourite(petID: "zoe")
        }))
        #expect(list.shownIDs == ["zoe"])
    }

    /// The second toggle is asked for before the first has committed; it reads the mark
    /// the first committed, so the two cancel out.
    @Test func toggleFavourite_twiceQuickly_endsWhereItStarted() async throws {
        let (catalog, store) = try await PetFixtures.catalog([PetFixtures.pet()])
        async let first: Void = catalog.toggleFavourite(petID: "bella")
        async let second: Void = catalog.toggleFavourite(petID: "bella")
        try await first
        try await second
        #expect(catalog.favouriteIDs.isEmpty)
        #expect(store.favouriteIDs.isEmpty)
    }

    @Test func toggleFavourite_twiceQuickly_ofAFavourite_endsAFavourite() async throws {
        let (catalog, store) = try await PetFixtures.catalog([PetFixtures.pet()], favourites: ["bella"])
        let first = Task { try await catalog.toggleFavourite(petID: "bella") }
        let second = Task { try await catalog.toggleFavourite(petID: "bella") }
        try await first.value
        try await second.value
        #expect(catalog.favouriteIDs == ["bella"])
        #expect(store.favouriteIDs == ["bella"])
    }
}

import PetCore
import Testing

/// Start-up reads every pet of a small catalog, and only a preview of a large one, which
/// the list shows while the rest is read.
@Suite("Pet catalog: start-up")
@MainActor
struct PetCatalogStartTests {
    @Test func aCatalogAtTheLimit_isReadWhole() throws {
        let store = InMemoryCatalogStore(pets: PetListFixtures.pets)

        let start = try PetCatalogStart.read(from: store, previewAbove: PetListFixtures.pets.count)

        guard case .complete(let contents) = start else {
            Issue.record("expected every pet, got \(start)")
            return
        }
        #expect(contents.pets.count == PetListFixtures.pets.count)
        #expect(store.petLoadCount == 1)
    }

    @Test func aCatalogOverTheLimit_isPreviewed_thenReadWhole_inTheBackground() async throws {
        let store = InMemoryCatalogStore(pets: PetListFixtures.pets)
        let catalog = PetCatalog(repository: store, context: PetFixtures.context())
        let list = PetListViewModel(catalog: catalog)

        let start = try PetCatalogStart.read(from: store, previewAbove: 2)
        #expect(store.petLoadCount == 0, "a preview reads no whole catalog")
        catalog.start(with: start)

        #expect(list.isLoading)
        #expect(list.countText == "6 pets")
        #expect(list.visibleCount == PetListFixtures.pets.count, "the preview holds up to \(PetCatalogStart.previewLength) pets")
        var turns = 0
        while !catalog.records.isComplete, turns < 100_000 {  // the background read's event, not a time
            await Task.yield()
            turns += 1
        }
        #expect(!list.isLoading)
        #expect(store.petLoadCount == 1)
        #expect(catalog.records.isComplete)
    }
}

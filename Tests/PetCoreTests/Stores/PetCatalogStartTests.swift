import PetCore
import Testing

/// Start-up reads every pet of a small catalog, and only a preview of a large one, which
/// the list shows until ``PetCatalog/completePreview()`` reads the rest.
@Suite("Pet catalog: start-up")
@MainActor
struct PetCatalogStartTests {
    @Test func aCatalogAtTheLimit_isReadWhole() async throws {
        let store = InMemoryCatalogStore(pets: PetListFixtures.pets)

        let start = try await PetCatalogStart.read(from: store, previewAbove: PetListFixtures.pets.count)

        guard case .complete(let contents) = start else {
            Issue.record("expected every pet, got \(start)")
            return
        }
        #expect(contents.pets.count == PetListFixtures.pets.count)
        #expect(store.petLoadCount == 1)
    }

    @Test func aCatalogOverTheLimit_isPreviewed_andStaysAPreview_untilCompletePreview() async throws {
        let store = InMemoryCatalogStore(pets: PetListFixtures.pets)
        let catalog = PetCatalog(repository: store, context: PetFixtures.context())
        let list = PetListViewModel(catalog: catalog)

        let start = try await PetCatalogStart.read(from: store, previewAbove: 2)
        #expect(store.petLoadCount == 0, "a preview reads no whole catalog")
        catalog.start(with: start)
        #expect(await PendingWorkDrain.settle(), "start(with:) set nothing in motion that does not land")

        #expect(store.petLoadCount == 0, "the rest waits for completePreview(), called after the first frame")
        #expect(list.isLoading)
        #expect(list.countText == "6 pets")
        #expect(list.visibleCount == PetListFixtures.pets.count, "the preview holds up to \(PetCatalogStart.previewLength) pets")
    }

    @Test func completePreview_readsAPreviewedCatalogWhole() async throws {
        let store = InMemoryCatalogStore(pets: PetListFixtures.pets)
        let catalog = PetCatalog(repository: store, context: PetFixtures.context())
        let list = PetListViewModel(catalog: catalog)
        await catalog.start(with: try PetCatalogStart.read(from: store, previewAbove: 2))

        await catalog.completePreview()

        #expect(!list.isLoading)
        #expect(store.petLoadCount == 1)
        #expect(catalog.records.isComplete)
    }

    @Test func completePreview_readsNothing_whenStartUpReadEveryPet() async throws {
        let store = InMemoryCatalogStore(pets: PetListFixtures.pets)
        let catalog = PetCatalog(repository: store, context: PetFixtures.context())
        await catalog.start(with: try PetCatalogStart.read(from: store, previewAbove: PetListFixtures.pets.count))

        await catalog.completePreview()

        #expect(store.petLoadCount == 1, "only start-up's read")
        #expect(catalog.records.isComplete)
    }
}

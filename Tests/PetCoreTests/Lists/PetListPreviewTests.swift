import PetCore
import Testing

/// Before the first full read a list shows a preview (the first pets by name and the
/// total count), says it is still loading, and answers a search or a filter with the
/// loading state instead of a partial result.
@Suite("Pet list: preview while loading")
@MainActor
struct PetListPreviewTests {
    /// Five pets, by name: Ace, Bella, Coco, Daisy, Milo.
    private static let pets = [
        PetFixtures.pet("milo", name: "Milo"), PetFixtures.pet("bella", name: "Bella"),
        PetFixtures.pet("daisy", name: "Daisy", species: .cat), PetFixtures.pet("ace", name: "ace"),
        PetFixtures.pet("coco", name: "Coco", species: .cat),
    ]

    /// A catalog showing the store's preview of its first two pets by name, and its list.
    private func previewing() throws -> (PetCatalog, PetListViewModel) {
        let store = InMemoryCatalogStore(pets: Self.pets)
        let catalog = PetCatalog(repository: store, context: PetFixtures.context())
        catalog.show(try store.loadPetPreview(limit: 2))
        return (catalog, PetListViewModel(catalog: catalog))
    }

    @Test func preview_listsItsPets_inNameOrder_countingThePreviewsTotal() throws {
        let (_, list) = try previewing()
        #expect(list.shownIDs == ["ace", "bella"])
        #expect(list.countText == "5 pets")
        #expect(list.isLoading)
        #expect(list.emptyState == nil)
        #expect(list.failure == nil)
        #expect(list.row(at: 1).name == "Bella")
    }

    @Test func preview_ofPetsGivenOutOfOrder_isShownInNameOrder() {
        let catalog = PetCatalog(repository: InMemoryCatalogStore(), context: PetFixtures.context())
        catalog.show(RecordPreview(records: [Self.pets[1], Self.pets[3]], totalCount: 5))
        let list = PetListViewModel(catalog: catalog)
        #expect(list.shownIDs == ["ace", "bella"])
        #expect(list.countText == "5 pets")
    }

    @Test func searchWhileLoading_showsNoRows_andTheLoadingState() throws {
        let (_, list) = try previewing()
        list.search("bella")
        #expect(list.shownIDs.isEmpty)
        #expect(list.emptyState == ListEmptyState(title: "Loading Pets…", description: "", action: nil))
        #expect(list.isLoading)
    }

    @Test func filterWhileLoading_showsNoRows_andTheLoadingState() throws {
        let (_, list) = try previewing()
        list.setFilter(PetFilter(species: [.dog]))
        #expect(list.visibleCount == 0)
        #expect(list.emptyState == ListEmptyState(title: "Loading Pets…", description: "", action: nil))
    }

    @Test func sortingByAnotherOrderWhileLoading_showsNoRows_andTheLoadingState() throws {
        let (_, list) = try previewing()
        list.sort(by: .age)
        #expect(list.visibleCount == 0)
        #expect(list.emptyState?.title == "Loading Pets…")
    }

    @Test func afterTheFullRead_everythingWorksOnTheWholeCatalog() async throws {
        let (catalog, list) = try previewing()
        list.search("co")
        list.setFilter(PetFilter(species: [.cat]))
        #expect(await Observed.changes({ _ = list.visibleRowIDs }, when: {
            catalog.replace(with: PetCatalogContents(pets: Self.pets, favouriteIDs: []))
        }))
        #expect(!list.isLoading)
        #expect(list.shownIDs == ["coco"])
        #expect(list.countText == "1 of 5 pets · Cat")
        list.clearSearchAndFilters()
        #expect(list.shownIDs == ["ace", "bella", "coco", "daisy", "milo"])
        #expect(list.countText == "5 pets")
        #expect(list.emptyState == nil)
    }

    @Test func aPreviewShownAfterTheFullRead_isIgnored() {
        let catalog = PetCatalog(repository: InMemoryCatalogStore(), context: PetFixtures.context())
        catalog.replace(with: PetCatalogContents(pets: Self.pets, favouriteIDs: []))
        catalog.show(RecordPreview(records: [Self.pets[3]], totalCount: 9))
        let list = PetListViewModel(catalog: catalog)
        #expect(list.visibleCount == 5)
        #expect(list.countText == "5 pets")
        #expect(!list.isLoading)
    }
}

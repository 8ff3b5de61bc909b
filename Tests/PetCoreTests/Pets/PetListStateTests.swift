import Foundation
import PetCore
import Testing

/// The list's state around its rows: the count line, empty states that say why,
/// selection, and changes made elsewhere showing without a reload.
@Suite("Pet list view model: count, empty states, selection, live changes")
@MainActor
struct PetListStateTests {
    // MARK: Count text

    @Test func countText_isTheTotal_whenNothingNarrows() throws {
        let (list, _, _) = try PetListFixtures.list()
        #expect(list.countText == "6 pets")
    }

    @Test func countText_isShownOfTotal_whenSearchingOrFiltering() throws {
        let (list, _, _) = try PetListFixtures.list()
        list.search("dog")
        #expect(list.countText == "2 of 6 pets")
        list.clearSearch()
        list.setFilter(PetFilter(species: [.cat]))
        #expect(list.countText == "1 of 6 pets")
        list.search("nothing like it")
        #expect(list.countText == "0 of 6 pets")
    }

    @Test func countText_isSingular_forACatalogOfOne() throws {
        let (list, _, _) = try PetListFixtures.list([PetFixtures.pet()])
        #expect(list.countText == "1 pet")
        list.search("bella")
        #expect(list.countText == "1 of 1 pet")
        list.search("max")
        #expect(list.countText == "0 of 1 pet")
    }

    @Test func countText_isNoPets_forAnEmptyCatalog() throws {
        let (list, _, _) = try PetListFixtures.list([])
        #expect(list.countText == "No pets")
    }

    @Test func countText_groupsThousands_forTheLocale() throws {
        let pets = PetGenerator().makePets(
            count: 1_234, today: PetFixtures.today, now: PetFixtures.noon(on: PetFixtures.today))
        let (list, _, _) = try PetListFixtures.list(pets)
        #expect(list.countText == "1,234 pets")
    }

    // MARK: Empty states

    @Test func emptyState_isNil_whileRowsAreShown() throws {
        let (list, _, _) = try PetListFixtures.list()
        #expect(list.emptyState == nil)
    }

    @Test func emptyState_saysNoPetsYet_forAnEmptyCatalog() throws {
        let (list, _, _) = try PetListFixtures.list([])
        #expect(list.emptyState == PetListEmptyState(
            title: "No Pets Yet", description: "Pets you add or import will appear here.", action: nil))
    }

    @Test func emptyState_quotesTheSearch_whenNothingMatches() throws {
        let (list, _, _) = try PetListFixtures.list()
        list.search("  xyz ")
        #expect(list.emptyState == PetListEmptyState(
            title: "No Results", description: "No pets match “xyz”.", action: .clearSearch))
    }

    @Test func emptyState_blamesTheFilters_whenNothingPasses() throws {
        let (list, _, _) = try PetListFixtures.list()
        list.setFilter(PetFilter(favouritesOnly: true))
        #expect(list.emptyState == PetListEmptyState(
            title: "No Results", description: "No pets match these filters.", action: .clearFilters))
    }

    @Test func emptyState_namesSearchAndFilters_whenBothNarrow() throws {
        let (list, _, _) = try PetListFixtures.list()
        list.search("zoe")
        list.setFilter(PetFilter(species: [.dog]))
        #expect(list.emptyState == PetListEmptyState(
            title: "No Results", description: "No pets match “zoe” with these filters.", action: .clearFilters))
    }

    @Test func emptyState_explainsALoadFailure_andRetryLoads() throws {
        struct Locked: LocalizedError { var errorDescription: String? { "The database is locked." } }
        let store = InMemoryCatalogStore(pets: [PetFixtures.pet()])
        store.readFailure = Locked()
        let catalog = PetCatalog(repository: store, context: PetFixtures.context())
        catalog.load()
        let list = PetListViewModel(catalog: catalog)
        #expect(list.emptyState == PetListEmptyState(
            title: "Couldn't Load Pets", description: "Couldn't load the pets. The database is locked.",
            action: .retryLoading))
        store.readFailure = nil
        list.retryLoading()
        #expect(list.emptyState == nil)
        #expect(list.shownIDs == ["bella"])
    }

    @Test func emptyStateActions_haveLabels() {
        #expect(PetListEmptyState.Action.clearSearch.label == "Clear Search")
        #expect(PetListEmptyState.Action.clearFilters.label == "Clear Filters")
        #expect(PetListEmptyState.Action.retryLoading.label == "Try Again")
    }

    // MARK: Selection

    @Test func select_makesTheDetail() throws {
        let (list, _, _) = try PetListFixtures.list()
        #expect(list.selectedPetID == nil)
        #expect(list.selectedPet == nil)
        list.select("zoe")
        #expect(list.selectedPetID == "zoe")
        #expect(list.selectedPet?.name == "Zoë")
    }

    @Test func select_theSamePet_keepsItsDetail() throws {
        let (list, _, _) = try PetListFixtures.list()
        list.select("bella")
        let detail = try #require(list.selectedPet)
        detail.adopt()
        list.select("bella")
        #expect(list.selectedPet === detail)
        #expect(list.selectedPet?.canUndoAdoption == true)
    }

    @Test func select_nilOrAnUnknownPet_clearsTheSelection() throws {
        let (list, _, _) = try PetListFixtures.list()
        list.select("bella")
        list.select(nil)
        #expect(list.selectedPetID == nil)
        #expect(list.selectedPet == nil)
        list.select("bella")
        list.select("nobody")
        #expect(list.selectedPetID == nil)
        #expect(list.selectedPet == nil)
    }

    // MARK: Changes made elsewhere

    @Test func adoptingInTheDetail_updatesTheRow_andAStatusFilteredList() throws {
        let (list, _, _) = try PetListFixtures.list()
        list.setFilter(PetFilter(statuses: [.available]))
        let row = try #require(list.row(withID: "bella"))
        list.select("bella")
        #expect(list.countText == "4 of 6 pets")
        list.selectedPet?.adopt()
        #expect(row.statusText == "Adopted")
        #expect(row.isAdopted)
        #expect(list.shownIDs == ["ace", "chien", "nihon"])
        #expect(list.countText == "3 of 6 pets")
        list.selectedPet?.undoAdoption()
        #expect(list.shownIDs == ["ace", "bella", "chien", "nihon"])
    }

    @Test func favouritingInTheDetail_updatesAFavouritesOnlyList() throws {
        let (list, catalog, _) = try PetListFixtures.list()
        list.setFilter(PetFilter(favouritesOnly: true))
        #expect(list.visibleCount == 0)
        let detail = try #require(PetViewModel(petID: "zoe", catalog: catalog))
        detail.toggleFavourite()
        #expect(list.shownIDs == ["zoe"])
        #expect(list.row(at: 0).isFavourite)
        detail.toggleFavourite()
        #expect(list.visibleCount == 0)
    }

    @Test func aFailedAdoption_leavesTheListAsItWas() throws {
        let (list, _, store) = try PetListFixtures.list()
        list.setFilter(PetFilter(statuses: [.available]))
        list.select("bella")
        store.failure = PetTestDiskFull()
        list.selectedPet?.adopt()
        #expect(list.shownIDs == ["ace", "bella", "chien", "nihon"])
        #expect(list.selectedPet?.failure?.text == "Couldn't adopt Bella. The disk is full.")
    }

    @Test func adoptingInTheDetail_notifiesObserversOfTheRowsAndCount() throws {
        let (list, _, _) = try PetListFixtures.list()
        list.setFilter(PetFilter(statuses: [.available]))
        list.select("bella")
        let row = list.row(at: 1)
        #expect(PetFixtures.changes({ _ = list.visibleRowIDs }, when: { list.selectedPet?.adopt() }))
        #expect(PetFixtures.changes({ _ = list.countText }, when: { list.selectedPet?.undoAdoption() }))
        #expect(PetFixtures.changes({ _ = row.statusText }, when: { list.selectedPet?.adopt() }))
    }

    @Test func typing_notifiesObserversOfTheRows() throws {
        let (list, _, _) = try PetListFixtures.list()
        #expect(PetFixtures.changes({ _ = list.visibleRowIDs }, when: { list.search("z") }))
        #expect(PetFixtures.changes({ _ = list.visibleRowIDs }, when: { list.sort(by: .fee) }))
        #expect(PetFixtures.changes({ _ = list.visibleRowIDs }, when: { list.setFilter(PetFilter(species: [.cat])) }))
    }

    @Test func aSpaceThatChangesNoWord_doesNotNotify() throws {
        let (list, _, _) = try PetListFixtures.list()
        list.search("zoe")
        #expect(!PetFixtures.changes({ _ = list.visibleRowIDs }, when: { list.search("zoe ") }))
    }

    @Test func aReplacedSnapshot_showsWithoutReloading() throws {
        let (list, catalog, _) = try PetListFixtures.list()
        list.search("b")
        #expect(PetFixtures.changes({ _ = list.visibleRowIDs }, when: {
            catalog.replace(pets: [PetFixtures.pet("new", name: "Bonnie")] + PetListFixtures.pets, favouriteIDs: [])
        }))
        #expect(list.shownIDs == ["ace", "bella", "bjorn", "new", "nihon"])
        #expect(list.countText == "5 of 7 pets")
    }

    @Test func savingAndDeleting_showInTheList() throws {
        let (list, catalog, _) = try PetListFixtures.list()
        try catalog.save(PetFixtures.pet("abe", name: "Abe"))
        #expect(list.shownIDs.first == "abe")
        try catalog.delete(petID: "zoe")
        #expect(list.shownIDs == ["abe", "ace", "bella", "bjorn", "chien", "nihon"])
    }

    @Test func visibleRowIDs_diffIntoOneListChange() throws {
        let (list, _, _) = try PetListFixtures.list()
        let before = list.visibleRowIDs
        list.search("dog")
        let after = list.visibleRowIDs
        #expect(ListDifference(from: before, to: after) == ListDifference(position: 0, removed: 6, inserted: 2))
        list.search("")
        #expect(ListDifference(from: after, to: list.visibleRowIDs) == ListDifference(position: 0, removed: 2, inserted: 6))
        let all = list.visibleRowIDs
        list.setFilter(PetFilter(statuses: [.available, .pending]))
        #expect(ListDifference(from: all, to: list.visibleRowIDs) == ListDifference(position: 2, removed: 1, inserted: 0))
        #expect(list.visibleRowIDs.difference(from: all) == ListDifference(position: 2, removed: 1, inserted: 0))
    }

    @Test func difference_comparesIDs_acrossSnapshots() throws {
        let (list, catalog, _) = try PetListFixtures.list()
        let before = list.visibleRowIDs
        catalog.replace(pets: PetListFixtures.pets.reversed(), favouriteIDs: [])
        #expect(list.visibleRowIDs.difference(from: before).isEmpty)
        catalog.replace(pets: PetListFixtures.pets.filter { $0.id != "chien" }, favouriteIDs: [])
        #expect(list.visibleRowIDs.difference(from: before) == ListDifference(position: 3, removed: 1, inserted: 0))
    }
}

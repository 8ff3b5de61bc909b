import Foundation
import PetCore
import Testing

/// The list's state around its rows: the count line, empty states that say why,
/// selection, and changes made elsewhere showing without a reload.
@Suite("Pet list view model: count, empty states, selection, live changes")
@MainActor
struct PetListStateTests {
    // MARK: Count text

    @Test func countText_isTheTotal_whenNothingNarrows() async throws {
        let (list, _, _) = try await PetListFixtures.list()
        #expect(list.countText == "6 pets")
    }

    @Test func countText_isShownOfTotal_whenSearchingOrFiltering() async throws {
        let (list, _, _) = try await PetListFixtures.list()
        list.search("dog")
        #expect(list.countText == "2 of 6 pets")
        list.clearSearch()
        list.setFilter(PetFilter(species: [.cat]))
        #expect(list.countText == "1 of 6 pets · Cat")
        list.search("nothing like it")
        #expect(list.countText == "0 of 6 pets · Cat")
    }

    @Test func countText_namesEveryFilterThatIsOn_inTheMenusOrder() async throws {
        let (list, _, _) = try await PetListFixtures.list()
        list.setFilter(PetFilter(
            species: [.dog, .cat], sizes: [.small], goodWith: [.cats, .children], houseTrainedOnly: true,
            favouritesOnly: true))
        #expect(list.countText == "0 of 6 pets · Dog, Cat, Small, Good with children, Good with cats, House-trained, Favourites")
    }

    @Test func countText_isSingular_forACatalogOfOne() async throws {
        let (list, _, _) = try await PetListFixtures.list([PetFixtures.pet()])
        #expect(list.countText == "1 pet")
        list.search("bella")
        #expect(list.countText == "1 of 1 pet")
        list.search("max")
        #expect(list.countText == "0 of 1 pet")
    }

    @Test func countText_isNoPets_forAnEmptyCatalog() async throws {
        let (list, _, _) = try await PetListFixtures.list([])
        #expect(list.countText == "No pets")
    }

    @Test func countText_groupsThousands_forTheLocale() async throws {
        let pets = PetGenerator().makePets(
            count: 1_234, today: PetFixtures.today, now: PetFixtures.noon(on: PetFixtures.today))
        let (list, _, _) = try await PetListFixtures.list(pets)
        #expect(list.countText == "1,234 pets")
    }

    // MARK: Result summary (what a screen reader says once a search settles)

    @Test func resultSummary_isTheCount_whileRecordsShow() async throws {
        let (list, _, _) = try await PetListFixtures.list()
        #expect(list.resultSummary == "6 pets")
        list.search("dog")
        #expect(list.resultSummary == "2 of 6 pets")
    }

    @Test func resultSummary_saysWhyNothingShows_whenASearchOrFilterMatchesNothing() async throws {
        let (list, _, _) = try await PetListFixtures.list()
        list.search("xyz")
        #expect(list.resultSummary == "No pets match “xyz”.")
        list.clearSearch()
        list.setFilter(PetFilter(favouritesOnly: true))
        #expect(list.resultSummary == "No pets match these filters: Favourites.")
    }

    @Test func resultSummary_isNoPets_forAnEmptyCatalog_whateverIsSearched() async throws {
        let (list, _, _) = try await PetListFixtures.list([])
        #expect(list.resultSummary == "No pets")
        list.search("xyz")
        #expect(list.resultSummary == "No pets")
    }

    // MARK: Empty states

    @Test func emptyState_isNil_whileRowsAreShown() async throws {
        let (list, _, _) = try await PetListFixtures.list()
        #expect(list.emptyState == nil)
    }

    @Test func emptyState_saysNoPetsYet_forAnEmptyCatalog() async throws {
        let (list, _, _) = try await PetListFixtures.list([])
        #expect(list.emptyState == ListEmptyState(
            title: "No Pets Yet", description: "Pets you add or import will appear here.", action: nil))
    }

    @Test func emptyState_quotesTheSearch_whenNothingMatches() async throws {
        let (list, _, _) = try await PetListFixtures.list()
        list.search("  xyz ")
        #expect(list.emptyState == ListEmptyState(
            title: "No Matching Pets", description: "No pets match “xyz”.", action: .clearSearch))
    }

    @Test func emptyState_blamesTheFilters_whenNothingPasses() async throws {
        let (list, _, _) = try await PetListFixtures.list()
        list.setFilter(PetFilter(favouritesOnly: true))
        #expect(list.emptyState == ListEmptyState(
            title: "No Matching Pets", description: "No pets match these filters: Favourites.", action: .clearFilters))
    }

    @Test func emptyState_namesSearchAndFilters_whenBothNarrow() async throws {
        let (list, _, _) = try await PetListFixtures.list()
        list.search("zoe")
        list.setFilter(PetFilter(species: [.dog]))
        #expect(list.emptyState == ListEmptyState(
            title: "No Matching Pets", description: "No pets match “zoe” with these filters: Dog.", action: .clearFilters))
    }

    @Test func emptyState_explainsALoadFailure_andRetryLoads() async throws {
        struct Locked: LocalizedError { var errorDescription: String? { "The database is locked." } }
        let store = InMemoryCatalogStore(pets: [PetFixtures.pet()])
        store.readFailure = Locked()
        let catalog = PetCatalog(repository: store, context: PetFixtures.context())
        await catalog.load()
        let list = PetListViewModel(catalog: catalog)
        #expect(list.emptyState == ListEmptyState(
            title: "Couldn't Load Pets", description: "Couldn't load the pets. The database is locked.",
            action: .retryLoading))
        store.readFailure = nil
        await list.retryLoading()
        #expect(list.emptyState == nil)
        #expect(list.shownIDs == ["bella"])
    }

    @Test func failedReload_keepsThePetsShown_andSetsAFailure_untilDismissed() async throws {
        struct Locked: LocalizedError { var errorDescription: String? { "The database is locked." } }
        let (list, catalog, store) = try await PetListFixtures.list()
        store.readFailure = Locked()
        await catalog.reload()
        #expect(list.visibleCount == 6)
        #expect(list.emptyState == nil)
        #expect(list.failure?.text == "Couldn't reload the pets. The database is locked.")
        list.dismissFailure()
        #expect(list.failure == nil)
    }

    @Test func emptyStateActions_haveLabels() {
        #expect(ListEmptyState.Action.clearSearch.label(.english) == "Clear Search")
        #expect(ListEmptyState.Action.clearFilters.label(.english) == "Clear Filters")
        #expect(ListEmptyState.Action.clearSearchAndFilters.label(.english) == "Clear Search and Filters")
        #expect(ListEmptyState.Action.retryLoading.label(.english) == "Try Again")
    }

    // MARK: Selection

    @Test func select_makesTheDetail() async throws {
        let (list, _, _) = try await PetListFixtures.list()
        #expect(list.selectedID == nil)
        #expect(list.selected == nil)
        list.select("zoe")
        #expect(list.selectedID == "zoe")
        #expect(list.selected?.name == "Zoë")
    }

    @Test func select_theSamePet_keepsItsDetail() async throws {
        let (list, _, _) = try await PetListFixtures.list()
        list.select("bella")
        let detail = try #require(list.selected)
        await detail.adopt()
        list.select("bella")
        #expect(list.selected === detail)
        #expect(list.selected?.canUndoAdoption == true)
    }

    @Test func select_nil_clearsTheSelection() async throws {
        let (list, _, _) = try await PetListFixtures.list()
        list.select("bella")
        #expect(list.select(nil))
        #expect(list.selectedID == nil)
        #expect(list.selected == nil)
    }

    /// Every section rejects an unknown id and keeps what was selected (pets used to clear it).
    @Test func select_anUnknownPet_isRejected_andKeepsTheSelection() async throws {
        let (list, _, _) = try await PetListFixtures.list()
        list.select("bella")
        #expect(!list.select("nobody"))
        #expect(list.selectedID == "bella")
        #expect(list.selected?.name == "Bella")
    }

    // MARK: Changes made elsewhere

    @Test func adoptingInTheDetail_updatesTheRow_andAStatusFilteredList() async throws {
        let (list, _, _) = try await PetListFixtures.list()
        list.setFilter(PetFilter(statuses: [.available]))
        let row = try #require(list.row(withID: "bella"))
        list.select("bella")
        #expect(list.countText == "4 of 6 pets · Available")
        await list.selected?.adopt()
        #expect(row.statusText == "Adopted")
        #expect(row.isAdopted)
        #expect(list.shownIDs == ["ace", "chien", "nihon"])
        #expect(list.countText == "3 of 6 pets · Available")
        await list.selected?.undoAdoption()
        #expect(list.shownIDs == ["ace", "bella", "chien", "nihon"])
    }

    @Test func favouritingInTheDetail_updatesAFavouritesOnlyList() async throws {
        let (list, catalog, _) = try await PetListFixtures.list()
        list.setFilter(PetFilter(favouritesOnly: true))
        #expect(list.visibleCount == 0)
        let detail = try #require(PetViewModel(petID: "zoe", catalog: catalog))
        await detail.toggleFavourite()
        #expect(list.shownIDs == ["zoe"])
        #expect(list.row(at: 0).isFavourite)
        await detail.toggleFavourite()
        #expect(list.visibleCount == 0)
    }

    @Test func aFailedAdoption_leavesTheListAsItWas() async throws {
        let (list, _, store) = try await PetListFixtures.list()
        list.setFilter(PetFilter(statuses: [.available]))
        list.select("bella")
        store.failure = PetTestDiskFull()
        await list.selected?.adopt()
        #expect(list.shownIDs == ["ace", "bella", "chien", "nihon"])
        #expect(list.selected?.failure?.text == "Couldn't adopt Bella. The disk is full.")
    }

    @Test func adoptingInTheDetail_notifiesObserversOfTheRowsAndCount() async throws {
        let (list, _, _) = try await PetListFixtures.list()
        list.setFilter(PetFilter(statuses: [.available]))
        list.select("bella")
        let row = list.row(at: 1)
        #expect(await Observed.changes({ _ = list.visibleRowIDs }, when: { await list.selected?.adopt() }))
        #expect(await Observed.changes({ _ = list.countText }, when: { await list.selected?.undoAdoption() }))
        #expect(await Observed.changes({ _ = row.statusText }, when: { await list.selected?.adopt() }))
    }

    @Test func typing_notifiesObserversOfTheRows() async throws {
        let (list, _, _) = try await PetListFixtures.list()
        #expect(await Observed.changes({ _ = list.visibleRowIDs }, when: { list.search("z") }))
        #expect(await Observed.changes({ _ = list.visibleRowIDs }, when: { list.sort(by: .fee) }))
        #expect(await Observed.changes({ _ = list.visibleRowIDs }, when: { list.setFilter(PetFilter(species: [.cat])) }))
    }

    @Test func aSpaceThatChangesNoWord_doesNotNotify() async throws {
        let (list, _, _) = try await PetListFixtures.list()
        list.search("zoe")
        #expect(await !Observed.changes({ _ = list.visibleRowIDs }, when: { list.search("zoe ") }))
    }

    @Test func replacedContents_showWithoutReloading() async throws {
        let (list, catalog, _) = try await PetListFixtures.list()
        list.search("b")
        #expect(await Observed.changes({ _ = list.visibleRowIDs }, when: {
            catalog.replace(with: PetCatalogContents(
                pets: [PetFixtures.pet("new", name: "Bonnie")] + PetListFixtures.pets, favouriteIDs: []))
        }))
        #expect(list.shownIDs == ["ace", "bella", "bjorn", "new", "nihon"])
        #expect(list.countText == "5 of 7 pets")
    }

    @Test func savingAndDeleting_showInTheList() async throws {
        let (list, catalog, _) = try await PetListFixtures.list()
        try await catalog.save(PetFixtures.pet("abe", name: "Abe"))
        #expect(list.shownIDs.first == "abe")
        try await catalog.delete(petID: "zoe")
        #expect(list.shownIDs == ["abe", "ace", "bella", "bjorn", "chien", "nihon"])
    }

    @Test func visibleRowIDs_diffIntoOneListChange() async throws {
        let (list, _, _) = try await PetListFixtures.list()
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

    @Test func difference_comparesIDs_acrossReplacedContents() async throws {
        let (list, catalog, _) = try await PetListFixtures.list()
        let before = list.visibleRowIDs
        catalog.replace(with: PetCatalogContents(pets: PetListFixtures.pets.reversed(), favouriteIDs: []))
        #expect(list.visibleRowIDs.difference(from: before).isEmpty)
        catalog.replace(with: PetCatalogContents(
            pets: PetListFixtures.pets.filter { $0.id != "chien" }, favouriteIDs: []))
        #expect(list.visibleRowIDs.difference(from: before) == ListDifference(position: 3, removed: 1, inserted: 0))
    }
}

import Foundation
import PetCore
import Testing

/// The list: search, filters, sort orders, count line, rows, empty states, selection,
/// and changes made elsewhere showing without a reload.
@Suite("Pet list view model")
@MainActor
struct PetListViewModelTests {
    // MARK: Rows

    @Test func rows_showEveryPet_inNameOrder_ignoringCaseAndAccents() throws {
        let (list, _, _) = try PetListFixtures.list()
        #expect(list.shownIDs == ["ace", "bella", "bjorn", "chien", "zoe", "nihon"])
        #expect(list.visibleCount == 6)
        #expect(list.rowID(at: 1) == "bella")
    }

    @Test func row_hasDisplayTexts() throws {
        let pets = [PetFixtures.pet(photo: "bella.jpg")]
        let (list, _, _) = try PetListFixtures.list(pets, favourites: ["bella"])
        let row = list.row(at: 0)
        #expect(row.id == "bella")
        #expect(row.name == "Bella")
        #expect(row.subtitle == "Dog · Beagle · 2 years old")
        #expect(row.adoptionFeeText == "$50.00")
        #expect(row.statusText == "Available")
        #expect(!row.isAdopted)
        #expect(row.thumbnailReference == "bella.jpg")
        #expect(row.isFavourite)
    }

    @Test func row_subtitle_leavesOutAnEmptyBreed() throws {
        let (list, _, _) = try PetListFixtures.list()
        #expect(list.row(at: 0).subtitle == "Bird · 2 weeks old")
        #expect(list.row(at: 0).adoptionFeeText == "$150.00")
        #expect(list.row(at: 3).adoptionFeeText == "Free")
        #expect(list.row(at: 3).subtitle == "Small animal · Guinea Pig · 1 year old")
    }

    @Test func row_withID_findsAnyPet_andNilForUnknown() throws {
        let (list, _, _) = try PetListFixtures.list()
        list.search("zoe")
        #expect(list.row(withID: "bjorn")?.name == "Bjørn")
        #expect(list.row(withID: "nobody") == nil)
    }

    @Test func position_ofRowID_isWhereThePetIsShown() throws {
        let (list, _, _) = try PetListFixtures.list()
        #expect(list.position(ofRowID: "chien") == 3)
        list.search("dog")
        #expect(list.position(ofRowID: "bjorn") == 1)
        #expect(list.position(ofRowID: "chien") == nil)
        #expect(list.position(ofRowID: "nobody") == nil)
    }

    // MARK: Search

    @Test(arguments: [
        ("zoe", ["zoe"]), ("ZOË", ["zoe"]), ("bjorn", ["bjorn"]), ("CHIEN", ["chien"]),
        ("日本", ["nihon"]), ("本", ["nihon"]), ("ａｃｅ", ["ace"]),
    ])
    func search_matchesNames_ignoringCaseAccentsAndWidth(text: String, expected: [Pet.ID]) throws {
        let (list, _, _) = try PetListFixtures.list()
        list.search(text)
        #expect(list.shownIDs == expected)
        #expect(list.searchText == text)
    }

    @Test(arguments: [
        ("collie", ["bjorn"]), ("LOP", ["nihon"]), ("dog", ["bella", "bjorn"]),
        ("small animal", ["chien"]), ("rabbit", ["nihon"]),
    ])
    func search_matchesBreedsAndSpecies(text: String, expected: [Pet.ID]) throws {
        let (list, _, _) = try PetListFixtures.list()
        list.search(text)
        #expect(list.shownIDs == expected)
    }

    @Test func search_needsEveryWord_inAnyOrder() throws {
        let (list, _, _) = try PetListFixtures.list()
        list.search("beagle  dog")
        #expect(list.shownIDs == ["bella"])
        list.search("dog border")
        #expect(list.shownIDs == ["bjorn"])
        list.search("dog cat")
        #expect(list.shownIDs.isEmpty)
    }

    @Test func search_doesNotMatchAcrossFields() throws {
        let (list, _, _) = try PetListFixtures.list()
        list.search("beagledog")
        #expect(list.shownIDs.isEmpty)
        list.search("bellabeagle")
        #expect(list.shownIDs.isEmpty)
    }

    @Test func search_withOnlySpaces_showsEverything() throws {
        let (list, _, _) = try PetListFixtures.list()
        list.search("   ")
        #expect(list.visibleCount == 6)
        #expect(list.countText == "6 pets")
        #expect(!list.isNarrowed)
    }

    @Test func search_asYouType_andDeleting_findsWhatABruteForceScanFinds_everyKeystroke() throws {
        let pets = PetGenerator(seed: 3).makePets(
            count: 1_000, today: PetFixtures.today, now: PetFixtures.noon(on: PetFixtures.today))
        let (list, _, _) = try PetListFixtures.list(pets)
        list.sort(by: .fee)
        let order = list.shownIDs
        let fields = Dictionary(uniqueKeysWithValues: pets.map { pet in
            (pet.id, [pet.name, pet.breed, PetLabels.species(pet.species)].map(SearchFolding.foldedBytes))
        })
        func bruteForce(_ text: String) -> [Pet.ID] {
            let words = SearchQuery(text).words
            return order.filter { id in
                words.allSatisfy { word in fields[id]!.contains { field in Self.bytes(field, contain: word) } }
            }
        }
        for query in ["belaz", "chø lo", "ZE ta", "Fédo"] {
            let letters = Array(query)
            let typed = (1...letters.count).map { String(letters[..<$0]) }
            for text in typed + typed.reversed().dropFirst() + ["", "x" + query] {
                list.search(text)
                #expect(list.shownIDs == bruteForce(text), "after typing “\(text)”")
            }
        }
    }

    private static func bytes(_ field: [UInt8], contain word: [UInt8]) -> Bool {
        guard word.count <= field.count else { return false }
        return (0...(field.count - word.count)).contains { field[$0..<($0 + word.count)].elementsEqual(word) }
    }

    @Test func clearSearch_showsEverythingAgain() throws {
        let (list, _, _) = try PetListFixtures.list()
        list.search("zoe")
        list.clearSearch()
        #expect(list.searchText == "")
        #expect(list.visibleCount == 6)
    }

    // MARK: Filters

    @Test(arguments: [
        (PetFilter(species: [.dog]), ["bella", "bjorn"]),
        (PetFilter(species: [.dog, .cat]), ["bella", "bjorn", "zoe"]),
        (PetFilter(ageGroups: [.baby]), ["ace", "zoe"]),
        (PetFilter(ageGroups: [.young]), ["bella", "chien"]),
        (PetFilter(ageGroups: [.adult]), ["nihon"]),
        (PetFilter(ageGroups: [.senior]), ["bjorn"]),
        (PetFilter(rarities: [.rare]), ["ace", "zoe"]),
        (PetFilter(rarities: [.common, .uncommon]), ["bella", "chien", "nihon"]),
        (PetFilter(statuses: [.available]), ["ace", "bella", "chien", "nihon"]),
        (PetFilter(statuses: [.pending, .adopted]), ["bjorn", "zoe"]),
        (PetFilter(species: [.dog], statuses: [.available]), ["bella"]),
    ])
    func filter_showsOnlyMatchingPets(filter: PetFilter, expected: [Pet.ID]) throws {
        let (list, _, _) = try PetListFixtures.list()
        list.setFilter(filter)
        #expect(list.shownIDs == expected)
        #expect(list.filter == filter)
        #expect(list.isNarrowed)
    }

    @Test func filter_favouritesOnly_showsFavourites() throws {
        let (list, _, _) = try PetListFixtures.list(favourites: ["zoe", "bella"])
        list.setFilter(PetFilter(favouritesOnly: true))
        #expect(list.shownIDs == ["bella", "zoe"])
    }

    @Test func filter_andSearch_combine() throws {
        let (list, _, _) = try PetListFixtures.list()
        list.search("b")
        list.setFilter(PetFilter(species: [.dog]))
        #expect(list.shownIDs == ["bella", "bjorn"])
        list.search("bo")
        #expect(list.shownIDs == ["bjorn"])
        list.setFilter(PetFilter(statuses: [.available]))
        #expect(list.shownIDs.isEmpty)
        list.search("b")
        #expect(list.shownIDs == ["ace", "bella", "nihon"])
    }

    @Test func clearFilters_showsEveryPetAgain() throws {
        let (list, _, _) = try PetListFixtures.list()
        list.setFilter(PetFilter(species: [.cat], favouritesOnly: true))
        list.clearFilters()
        #expect(list.filter == PetFilter())
        #expect(list.visibleCount == 6)
    }

    @Test func ageFilter_followsTheInjectedToday() throws {
        let context = PetFixtures.context(today: PetFixtures.day("2024-06-14"))
        let (catalog, _) = try PetFixtures.catalog(PetListFixtures.pets, context: context)
        let list = PetListViewModel(catalog: catalog)
        list.setFilter(PetFilter(ageGroups: [.baby]))
        // Chien turns one on 15 June: still a baby on the 14th.
        #expect(list.shownIDs == ["ace", "chien", "zoe"])
    }

    // MARK: Sorting

    @Test(arguments: [
        (PetSortOrder.name, ["ace", "bella", "bjorn", "chien", "zoe", "nihon"]),
        (.age, ["ace", "zoe", "chien", "bella", "nihon", "bjorn"]),
        (.fee, ["chien", "bjorn", "bella", "nihon", "ace", "zoe"]),
        (.newest, ["zoe", "ace", "chien", "nihon", "bella", "bjorn"]),
    ])
    func sort_ordersTheRows(order: PetSortOrder, expected: [Pet.ID]) throws {
        let (list, _, _) = try PetListFixtures.list()
        list.sort(by: order)
        #expect(list.sortOrder == order)
        #expect(list.shownIDs == expected)
    }

    @Test func sort_breaksTiesByName_thenByID() throws {
        let pets = [
            PetFixtures.pet("2", name: "Max", born: "2020-01-01"),
            PetFixtures.pet("1", name: "Max", born: "2020-01-01"),
            PetFixtures.pet("3", name: "Abby", born: "2020-01-01"),
            PetFixtures.pet("4", name: "max", born: "2020-01-01"),
        ]
        let (list, _, _) = try PetListFixtures.list(pets)
        list.sort(by: .age)
        #expect(list.shownIDs == ["3", "1", "2", "4"])
    }

    @Test func search_keepsTheSortOrder() throws {
        let (list, _, _) = try PetListFixtures.list()
        list.sort(by: .newest)
        list.search("o")
        #expect(list.shownIDs == ["zoe", "nihon", "bella", "bjorn"])
    }

    @Test func sort_titles() {
        #expect(PetSortOrder.allCases.map(\.title) == ["Name", "Age", "Fee", "Newest"])
    }

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

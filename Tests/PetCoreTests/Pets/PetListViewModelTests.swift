import Foundation
import PetCore
import Testing

/// The list: rows, search, filters and sort orders (see `PetListStateTests` for the
/// count line, empty states, selection and changes made elsewhere).
@Suite("Pet list view model")
@MainActor
struct PetListViewModelTests {
    // MARK: Rows

    @Test func rows_showEveryPet_inNameOrder_ignoringCaseAndAccents() async throws {
        let (list, _, _) = try await PetListFixtures.list()
        #expect(list.shownIDs == ["ace", "bella", "bjorn", "chien", "zoe", "nihon"])
        #expect(list.visibleCount == 6)
        #expect(list.rowID(at: 1) == "bella")
    }

    @Test func row_hasDisplayTexts() async throws {
        let pets = [PetFixtures.pet(photo: "bella.jpg")]
        let (list, _, _) = try await PetListFixtures.list(pets, favourites: ["bella"])
        let row = list.row(at: 0)
        #expect(row.id == "bella")
        #expect(row.name == "Bella")
        #expect(row.subtitle == "Dog · Beagle · 2 years old")
        #expect(row.adoptionFeeText == "$50.00")
        #expect(row.statusText == "Available")
        #expect(!row.isAdopted)
        #expect(row.thumbnailReference == "bella.jpg")
        #expect(row.isFavourite)
        #expect(row.content == PetRowContent(
            name: "Bella", subtitle: "Dog · Beagle · 2 years old", adoptionFeeText: "$50.00", statusText: "Available",
            isAdopted: false, thumbnailReference: "bella.jpg", isFavourite: true))
    }

    @Test func row_accessibleLabel_saysEverythingTheRowShows_andFavourite() async throws {
        let (list, _, _) = try await PetListFixtures.list([PetFixtures.pet()], favourites: ["bella"])
        #expect(list.row(at: 0).accessibleLabel == "Bella, Dog · Beagle · 2 years old, $50.00, Available, favourite")
    }

    @Test func row_accessibleLabel_leavesOutFavourite_forAPetThatIsNone() async throws {
        let (list, _, _) = try await PetListFixtures.list([PetFixtures.pet()])
        #expect(list.row(at: 0).accessibleLabel == "Bella, Dog · Beagle · 2 years old, $50.00, Available")
    }

    @Test func row_subtitle_leavesOutAnEmptyBreed() async throws {
        let (list, _, _) = try await PetListFixtures.list()
        #expect(list.row(at: 0).subtitle == "Bird · 2 weeks old")
        #expect(list.row(at: 0).adoptionFeeText == "$150.00")
        #expect(list.row(at: 3).adoptionFeeText == "Free")
        #expect(list.row(at: 3).subtitle == "Small animal · Guinea Pig · 1 year old")
    }

    @Test func row_withID_findsAnyPet_andNilForUnknown() async throws {
        let (list, _, _) = try await PetListFixtures.list()
        list.search("zoe")
        #expect(list.row(withID: "bjorn")?.name == "Bjørn")
        #expect(list.row(withID: "nobody") == nil)
    }

    @Test func position_ofRowID_isWhereThePetIsShown() async throws {
        let (list, _, _) = try await PetListFixtures.list()
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
    func search_matchesNames_ignoringCaseAccentsAndWidth(text: String, expected: [Pet.ID]) async throws {
        let (list, _, _) = try await PetListFixtures.list()
        list.search(text)
        #expect(list.shownIDs == expected)
        #expect(list.searchText == text)
    }

    @Test(arguments: [
        ("collie", ["bjorn"]), ("LOP", ["nihon"]), ("dog", ["bella", "bjorn"]),
        ("small animal", ["chien"]), ("rabbit", ["nihon"]),
    ])
    func search_matchesBreedsAndSpecies(text: String, expected: [Pet.ID]) async throws {
        let (list, _, _) = try await PetListFixtures.list()
        list.search(text)
        #expect(list.shownIDs == expected)
    }

    @Test func search_needsEveryWord_inAnyOrder() async throws {
        let (list, _, _) = try await PetListFixtures.list()
        list.search("beagle  dog")
        #expect(list.shownIDs == ["bella"])
        list.search("dog border")
        #expect(list.shownIDs == ["bjorn"])
        list.search("dog cat")
        #expect(list.shownIDs.isEmpty)
    }

    @Test func search_doesNotMatchAcrossFields() async throws {
        let (list, _, _) = try await PetListFixtures.list()
        list.search("beagledog")
        #expect(list.shownIDs.isEmpty)
        list.search("bellabeagle")
        #expect(list.shownIDs.isEmpty)
    }

    @Test func search_withOnlySpaces_showsEverything() async throws {
        let (list, _, _) = try await PetListFixtures.list()
        list.search("   ")
        #expect(list.visibleCount == 6)
        #expect(list.countText == "6 pets")
        #expect(!list.isNarrowed)
    }

    @Test func search_asYouType_andDeleting_findsWhatABruteForceScanFinds_everyKeystroke() async throws {
        let pets = PetGenerator(seed: 3).makePets(
            count: 1_000, today: PetFixtures.today, now: PetFixtures.noon(on: PetFixtures.today))
        let (list, _, _) = try await PetListFixtures.list(pets)
        list.sort(by: .fee)
        let order = list.shownIDs
        let fields = Dictionary(uniqueKeysWithValues: pets.map { pet in
            (pet.id, [pet.name, pet.breed, PetLabels(translator: .english).species(pet.species)].map(SearchFolding.foldedBytes))
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

    @Test func clearSearch_showsEverythingAgain() async throws {
        let (list, _, _) = try await PetListFixtures.list()
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
    func filter_showsOnlyMatchingPets(filter: PetFilter, expected: [Pet.ID]) async throws {
        let (list, _, _) = try await PetListFixtures.list()
        list.setFilter(filter)
        #expect(list.shownIDs == expected)
        #expect(list.filter == filter)
        #expect(list.isNarrowed)
    }

    @Test func filter_favouritesOnly_showsFavourites() async throws {
        let (list, _, _) = try await PetListFixtures.list(favourites: ["zoe", "bella"])
        list.setFilter(PetFilter(favouritesOnly: true))
        #expect(list.shownIDs == ["bella", "zoe"])
    }

    @Test func filter_andSearch_combine() async throws {
        let (list, _, _) = try await PetListFixtures.list()
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

    @Test func clearFilters_showsEveryPetAgain() async throws {
        let (list, _, _) = try await PetListFixtures.list()
        list.setFilter(PetFilter(species: [.cat], favouritesOnly: true))
        list.clearFilters()
        #expect(list.filter == PetFilter())
        #expect(list.visibleCount == 6)
    }

    @Test func ageFilter_followsTheInjectedToday() async throws {
        let context = PetFixtures.context(today: PetFixtures.day("2024-06-14"))
        let (catalog, _) = try await PetFixtures.catalog(PetListFixtures.pets, context: context)
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
    func sort_ordersTheRows(order: PetSortOrder, expected: [Pet.ID]) async throws {
        let (list, _, _) = try await PetListFixtures.list()
        list.sort(by: order)
        #expect(list.sortOrder == order)
        #expect(list.shownIDs == expected)
    }

    @Test func sort_breaksTiesByName_thenByID() async throws {
        let pets = [
            PetFixtures.pet("2", name: "Max", born: "2020-01-01"),
            PetFixtures.pet("1", name: "Max", born: "2020-01-01"),
            PetFixtures.pet("3", name: "Abby", born: "2020-01-01"),
            PetFixtures.pet("4", name: "max", born: "2020-01-01"),
        ]
        let (list, _, _) = try await PetListFixtures.list(pets)
        list.sort(by: .age)
        #expect(list.shownIDs == ["3", "1", "2", "4"])
    }

    @Test func search_keepsTheSortOrder() async throws {
        let (list, _, _) = try await PetListFixtures.list()
        list.sort(by: .newest)
        list.search("o")
        #expect(list.shownIDs == ["zoe", "nihon", "bella", "bjorn"])
    }

    @Test func sort_titles() {
        #expect(PetSortOrder.allCases.map { $0.title(in: DisplayContext()) } == ["Name", "Age", "Fee", "Newest"])
    }
}

import Foundation
import PetCore
import Testing

/// The adopters' filters of shelter details, and keeping a filter between runs.
@Suite("Pet filter: sizes, sexes, behaviour and care; kept as text")
@MainActor
struct PetFilterTests {
    private static func pet(
        _ id: String, sex: Sex = .female, children: YesNoAnswer = .unknown, cats: YesNoAnswer = .unknown,
        _ details: ShelterDetails = ShelterDetails()
    ) -> Pet {
        var pet = PetFixtures.pet(id, name: id.capitalized, sex: sex, children: children, cats: cats)
        pet.details = details
        return pet
    }

    private static let pets = [
        pet("ada", children: .yes, cats: .yes, ShelterDetails(size: .small, houseTrained: .yes)),
        pet("bo", sex: .male, children: .yes, cats: .no, ShelterDetails(size: .large, houseTrained: .no)),
        pet("cy", sex: .unknown, ShelterDetails(specialNeeds: .yes, specialNeedsNote: "Blind")),
        pet("di", sex: .male, cats: .yes, ShelterDetails(size: .extraLarge, houseTrained: .unknown, specialNeeds: .no)),
    ]

    private func shown(with filter: PetFilter) async throws -> [Pet.ID] {
        let (list, _, _) = try await PetListFixtures.list(Self.pets)
        list.setFilter(filter)
        return list.shownIDs
    }

    @Test func sizeFilter_showsTheChosenSizes_andHidesPetsOfNoRecordedSize() async throws {
        #expect(try await shown(with: PetFilter(sizes: [.small, .extraLarge])) == ["ada", "di"])
    }

    @Test func sexFilter_showsTheChosenSexes() async throws {
        #expect(try await shown(with: PetFilter(sexes: [.male])) == ["bo", "di"])
        #expect(try await shown(with: PetFilter(sexes: [.female, .unknown])) == ["ada", "cy"])
    }

    @Test func goodWithFilter_wantsPetsKnownToGetOnWithEverySubjectChosen() async throws {
        #expect(try await shown(with: PetFilter(goodWith: [.cats])) == ["ada", "di"])
        #expect(try await shown(with: PetFilter(goodWith: [.children, .cats])) == ["ada"])
    }

    @Test func houseTrainedOnly_hidesPetsNotKnownToBeHouseTrained() async throws {
        #expect(try await shown(with: PetFilter(houseTrainedOnly: true)) == ["ada"])
    }

    @Test func specialNeedsOnly_showsPetsWithSpecialNeeds() async throws {
        #expect(try await shown(with: PetFilter(specialNeedsOnly: true)) == ["cy"])
    }

    @Test func filters_combine() async throws {
        #expect(try await shown(with: PetFilter(sizes: [.small, .large], sexes: [.male], goodWith: [.children])) == ["bo"])
    }

    @Test func storedText_ofAFilterThatHidesNothing_isEmpty() {
        #expect(PetFilter().storedText == "")
        #expect(PetFilter(storedText: "") == PetFilter())
    }

    @Test func storedText_restoresEveryChoice() {
        let filter = PetFilter(
            species: [.dog, .rabbit], ageGroups: [.senior], sizes: [.extraLarge], sexes: [.male], goodWith: [.dogs, .cats],
            houseTrainedOnly: true, specialNeedsOnly: true, rarities: [.veryRare], statuses: [.pending],
            favouritesOnly: true)
        #expect(PetFilter(storedText: filter.storedText) == filter)
    }

    @Test func storedText_isTheSame_forTheSameFilter() {
        #expect(PetFilter(species: [.dog, .cat, .bird]).storedText == PetFilter(species: [.bird, .cat, .dog]).storedText)
        #expect(PetFilter(species: [.cat, .dog], houseTrainedOnly: true).storedText == "houseTrained;species=cat,dog")
    }

    @Test func storedText_fromAnotherVersion_keepsWhatThisVersionKnows() {
        let restored = PetFilter(storedText: "species=dog,dragon;colour=black;sizes=;houseTrained;;=x")
        #expect(restored == PetFilter(species: [.dog], houseTrainedOnly: true))
    }

    @Test func recipeFilter_storedText_restoresDifficultyAndTime() {
        let filter = RecipeFilter(difficulty: .only(.hard), time: .upTo30Minutes)
        #expect(RecipeFilter(storedText: filter.storedText) == filter)
        #expect(RecipeFilter().storedText == "")
        #expect(RecipeFilter(storedText: "difficulty=9;time=45") == RecipeFilter())
    }
}

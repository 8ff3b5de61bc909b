import Foundation
import PetCore
import Testing

/// The pet page's groups of what the shelter records: which rows show, and how each
/// value reads.
@Suite("Pet detail groups")
@MainActor
struct PetDetailGroupsTests {
    private typealias Row = DetailGroup.Row

    /// Bella with `details` (and `origin`), as the page of a catalog in `locale` shows her.
    private func groups(
        _ details: ShelterDetails, origin: PetOrigin? = nil, locale: String = "en_US"
    ) async throws -> [DetailGroup] {
        var pet = PetFixtures.pet()
        pet.details = details
        pet.origin = origin
        return try await PetFixtures.detail(in: [pet], context: PetFixtures.context(locale: locale)).0.detailGroups
    }

    private static let everything = ShelterDetails(
        size: .extraLarge, colors: ["Black", "White"], coatLength: .wire, weight: PetWeight(Decimal(string: "12.5")!, .kilograms),
        houseTrained: .yes, spayedOrNeutered: .no, vaccinated: .yes, microchip: "985112003456789",
        intakeDate: CalendarDate(iso8601: "2024-03-12"), specialNeeds: .yes, specialNeedsNote: "Needs daily insulin",
        kennel: "Kennel 12")

    @Test func aPetWithEveryDetail_showsThreeGroups() async throws {
        let groups = try await groups(Self.everything, origin: PetOrigin(source: "austin_outcomes", animalID: "A746874"), locale: "en_GB")
        #expect(groups.map(\.title) == ["Description", "Health and Care", "Shelter"])
        #expect(groups[0].rows == [
            Row("Size", "Extra large"), Row("Colours", "Black and White"), Row("Coat", "Wire"), Row("Weight", "12.5 kg"),
        ])
        #expect(groups[1].rows == [
            Row("House-Trained", "Yes"), Row("Spayed or Neutered", "No"), Row("Vaccinations", "Up to date"),
            Row("Special Needs", "Needs daily insulin"), Row("Microchip", "985 112 003 456 789"),
        ])
        #expect(groups[2].rows == [
            Row("Intake Date", "12 March 2024"), Row("Kennel", "Kennel 12"), Row("Shelter ID", "A746874 (austin_outcomes)"),
        ])
    }

    @Test func aPetWithoutDetails_showsNoGroup() async throws {
        #expect(try await groups(ShelterDetails()).isEmpty)
    }

    @Test func onlyKnownValues_getARow_andAGroupWithoutOneIsLeftOut() async throws {
        let groups = try await groups(ShelterDetails(colors: [" ", ""], houseTrained: .unknown, microchip: "  ", kennel: "Run 4"))
        #expect(groups == [DetailGroup("Shelter", [Row("Kennel", "Run 4")])!])
    }

    @Test func weightText_isInPounds_inTheUnitedStates() async throws {
        let groups = try await groups(ShelterDetails(weight: PetWeight(Decimal(string: "12.5")!, .kilograms)))
        #expect(groups[0].rows == [Row("Weight", "27.6 lb")])
    }

    @Test func weightText_isInKilograms_outsideTheUSMeasuringCountries() async throws {
        let german = try await groups(ShelterDetails(weight: PetWeight(30, .pounds)), locale: "de_DE")
        #expect(german[0].rows == [Row("Weight", "13,6 kg")])
        let liberian = try await groups(ShelterDetails(weight: PetWeight(30, .pounds)), locale: "en_LR")
        #expect(liberian[0].rows == [Row("Weight", "30 lb")])
    }

    @Test func weightText_showsAWholeNumberWithoutDecimals_andGroupsThousands() {
        let formatter = PetFormatter(context: PetFixtures.context(locale: "en_GB"))
        #expect(formatter.weightText(PetWeight(12, .kilograms)) == "12 kg")
        #expect(formatter.weightText(PetWeight(Decimal(string: "1000.04")!, .kilograms)) == "1,000 kg")
        #expect(formatter.weightText(PetWeight(Decimal(string: "0.45")!, .kilograms)) == "0.5 kg")
    }

    @Test func microchipText_groupsKnownForms_andKeepsOthersAsRecorded() {
        #expect(PetFormatter.microchipText("985112003456789") == "985 112 003 456 789")
        #expect(PetFormatter.microchipText("123456789") == "123 456 789")
        #expect(PetFormatter.microchipText("0A0B1C2D3E") == "0A0B1C2D3E")
        #expect(PetFormatter.microchipText("AVID*012*345*678") == "AVID*012*345*678")
    }

    @Test func specialNeeds_readsTheNote_elseYesOrNone() async throws {
        let yes = try await groups(ShelterDetails(specialNeeds: .yes))
        let none = try await groups(ShelterDetails(specialNeeds: .no, specialNeedsNote: "Was on insulin"))
        let noteOnly = try await groups(ShelterDetails(specialNeedsNote: "Deaf"))
        #expect(yes[0].rows == [Row("Special Needs", "Yes")])
        #expect(none[0].rows == [Row("Special Needs", "None")])
        #expect(noteOnly[0].rows == [Row("Special Needs", "Deaf")])
    }

    @Test func vaccinations_readNotUpToDate_whenNo() async throws {
        #expect(try await groups(ShelterDetails(vaccinated: .no))[0].rows == [Row("Vaccinations", "Not up to date")])
    }

    @Test func colours_areAListInTheLocalesWords() async throws {
        let three = try await groups(ShelterDetails(colors: ["Black", "White", "Tan"]))
        #expect(three[0].rows == [Row("Colours", "Black, White, and Tan")])
    }

    @Test func shelterID_isTheIDAlone_whenTheSourceIsUnknown() async throws {
        let groups = try await groups(ShelterDetails(), origin: PetOrigin(source: "", animalID: "A1"))
        #expect(groups == [DetailGroup("Shelter", [Row("Shelter ID", "A1")])!])
    }

    @Test func intakeDate_isWrittenTheLocalesLongWay() async throws {
        let groups = try await groups(ShelterDetails(intakeDate: CalendarDate(iso8601: "2024-03-12")))
        #expect(groups[0].rows == [Row("Intake Date", "March 12, 2024")])
    }

    @Test func groups_followThePet_whenItIsEdited() async throws {
        let (detail, catalog, _) = try await PetFixtures.detail()
        #expect(detail.detailGroups.isEmpty)
        var pet = PetFixtures.pet()
        pet.details.kennel = "Kennel 3"
        try await catalog.save(pet)
        #expect(detail.detailGroups == [DetailGroup("Shelter", [Row("Kennel", "Kennel 3")])!])
    }
}

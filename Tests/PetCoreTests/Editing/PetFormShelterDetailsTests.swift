import Foundation
import PetCore
import Testing

/// The pet form's fields for what the shelter records: what they show, how they save,
/// and that an unchanged pet saves unchanged.
@Suite("Pet form: shelter details")
@MainActor
struct PetFormShelterDetailsTests {
    private static let details = ShelterDetails(
        size: .large, colors: ["Black", "White, with tan points"], coatLength: .short,
        weight: PetWeight(Decimal(string: "12.34")!, .kilograms), houseTrained: .yes, spayedOrNeutered: .no,
        vaccinated: .unknown, microchip: "AVID*012*345*678", intakeDate: CalendarDate(iso8601: "2025-01-10"),
        specialNeeds: .yes, specialNeedsNote: " Needs daily insulin \n", kennel: " Kennel 12")

    /// Bella with ``details`` in a store, and a form editing her in `locale`.
    private func editForm(
        _ details: ShelterDetails = details, locale: String = "en_US"
    ) async -> (PetFormViewModel, InMemoryCatalogStore) {
        var bella = EditingFixtures.bella
        bella.details = details
        let store = InMemoryCatalogStore(pets: [bella])
        let catalog = await EditingFixtures.catalog(over: store, context: EditingFixtures.context(locale: locale))
        return (PetFormViewModel(catalog: catalog, pet: bella), store)
    }

    private func addForm(locale: String = "en_US") async -> (PetFormViewModel, InMemoryCatalogStore) {
        let store = InMemoryCatalogStore()
        let catalog = await EditingFixtures.catalog(over: store, context: EditingFixtures.context(locale: locale))
        let form = PetFormViewModel(catalog: catalog, newID: { "new-pet" })
        form.name = "Nova"
        form.birthdayText = "2024-01-01"
        return (form, store)
    }

    @Test func editingWithoutChanges_keepsEveryDetail() async throws {
        let (form, store) = await editForm()
        #expect(!form.hasChanges)
        #expect(await form.save())
        #expect(store.pets["pet-1"]?.details == Self.details)
    }

    @Test func editingWithoutChanges_keepsTheStoredWeightInItsUnit() async throws {
        let (form, store) = await editForm(ShelterDetails(weight: PetWeight(Decimal(string: "12.34")!, .kilograms)))
        #expect(form.shelter.weightText == "27.2")
        #expect(await form.save())
        #expect(store.pets["pet-1"]?.details.weight == PetWeight(Decimal(string: "12.34")!, .kilograms))
    }

    @Test func weightField_isTitledInTheLocalesUnit() async {
        let (american, _) = await addForm()
        let (german, _) = await addForm(locale: "de_DE")
        let titles = { (form: PetFormViewModel) in form.layout.flatMap(\.fields).map(\.title) }
        #expect(titles(american).contains("Weight (lb)"))
        #expect(titles(german).contains("Weight (kg)"))
    }

    @Test func aWeightInTheLocalesUnit_showsAsStored() async {
        let (form, _) = await editForm(ShelterDetails(weight: PetWeight(Decimal(string: "1250.125")!, .kilograms)), locale: "de_DE")
        #expect(form.shelter.weightText == "1250,125")
    }

    @Test func aChangedWeight_isStoredInTheLocalesUnit() async throws {
        let (form, store) = await editForm(ShelterDetails(weight: PetWeight(Decimal(string: "12.34")!, .kilograms)))
        form.shelter.weightText = "28"
        #expect(await form.save())
        #expect(store.pets["pet-1"]?.details.weight == PetWeight(28, .pounds))
        form.shelter.weightText = ""
        #expect(await form.save())
        #expect(store.pets["pet-1"]?.details.weight == nil)
    }

    @Test func save_storesEveryTypedDetail() async throws {
        let (form, store) = await addForm(locale: "de_DE")
        form.shelter.sizeIndex = ShelterDetailsFields.sizes.firstIndex(of: .small)!
        form.shelter.colorsText = "Schwarz, Weiß"
        form.shelter.coatLengthIndex = ShelterDetailsFields.coatLengths.firstIndex(of: .curly)!
        form.shelter.weightText = "4,5"
        form.shelter.houseTrainedIndex = ShelterDetailsFields.answers.firstIndex(of: .no)!
        form.shelter.spayedOrNeuteredIndex = ShelterDetailsFields.answers.firstIndex(of: .yes)!
        form.shelter.vaccinatedIndex = ShelterDetailsFields.answers.firstIndex(of: .yes)!
        form.shelter.specialNeedsIndex = ShelterDetailsFields.answers.firstIndex(of: .yes)!
        form.shelter.specialNeedsNote = "  Deaf\n"
        form.shelter.microchipText = "985-112-003-456-789"
        form.shelter.intakeDateText = "2025-02-01"
        form.shelter.kennel = " Run 4 "
        #expect(await form.save())
        #expect(store.pets["new-pet"]?.details == ShelterDetails(
            size: .small, colors: ["Schwarz", "Weiß"], coatLength: .curly, weight: PetWeight(Decimal(string: "4.5")!, .kilograms),
            houseTrained: .no, spayedOrNeutered: .yes, vaccinated: .yes, microchip: "985112003456789",
            intakeDate: CalendarDate(iso8601: "2025-02-01"), specialNeeds: .yes, specialNeedsNote: "Deaf", kennel: "Run 4"))
    }

    @Test func aNewForm_choosesNotRecordedAndDontKnow_andSavesNoDetails() async throws {
        let (form, store) = await addForm()
        #expect(form.shelter.sizeChoices.first == "Not recorded")
        #expect(form.shelter.coatLengthChoices.first == "Not recorded")
        #expect(form.shelter.answerChoices.first == "Don't know")
        #expect(await form.save())
        #expect(store.pets["new-pet"]?.details == ShelterDetails())
    }

    @Test func microchip_isRefused_withFourteenDigits_andBlocksSaving() async {
        let (form, store) = await addForm()
        form.shelter.microchipText = "98511200345678"
        #expect(form.shelter.microchipError == "A microchip number is 15 digits, or 9 digits or 10 letters and digits for older chips")
        #expect(!form.canSave)
        #expect(await !form.save())
        #expect(store.pets.isEmpty)
    }

    @Test func aStoredMicrochipOfNoKnownForm_isKept_whileUnchanged() async throws {
        let (form, store) = await editForm(ShelterDetails(microchip: "AVID*012*345*678"))
        #expect(form.shelter.microchipText == "AVID*012*345*678")
        #expect(form.canSave)
        #expect(await form.save())
        #expect(store.pets["pet-1"]?.details.microchip == "AVID*012*345*678")
    }

    @Test func aStoredMicrochip_showsGroupedForReading() async {
        let (form, _) = await editForm(ShelterDetails(microchip: "985112003456789"))
        #expect(form.shelter.microchipText == "985 112 003 456 789")
    }

    @Test func intakeDate_isRefused_beforeTheBirthday() async {
        let (form, _) = await addForm()
        form.shelter.intakeDateText = "2023-12-31"
        #expect(form.intakeDateError == "Intake date cannot be before the birthday")
        #expect(!form.canSave)
        form.birthdayText = "2023-06-01"
        #expect(form.intakeDateError == nil)
        #expect(form.canSave)
    }

    @Test func aStoredIntakeDateBeforeTheBirthday_showsItsErrorFromTheStart() async {
        let (form, _) = await editForm(ShelterDetails(intakeDate: CalendarDate(iso8601: "2020-01-01")))
        #expect(form.intakeDateError == "Intake date cannot be before the birthday")
        #expect(!form.canSave)
        let (valid, _) = await editForm(ShelterDetails(intakeDate: CalendarDate(iso8601: "2022-01-01")))
        #expect(valid.intakeDateError == nil)
    }

    @Test func intakeDate_isRefused_inTheFuture() async {
        let (form, _) = await addForm()
        form.shelter.intakeDateText = "2026-03-16"
        #expect(form.intakeDateError == "Intake date cannot be in the future")
    }

    @Test func weightErrors_showOnceTheFieldIsEdited_orSaveIsTried() async {
        let (form, _) = await addForm()
        #expect(form.shelter.weightError == nil)
        form.shelter.weightText = "0"
        #expect(form.shelter.weightError == "Weight must be more than 0")
        let (other, _) = await editForm(ShelterDetails(), locale: "en_US")
        other.shelter.microchipText = "12"
        other.shelter.intakeDateText = "soon"
        #expect(await !other.save())
        #expect(other.shelter.microchipError != nil && other.intakeDateError == "Intake date must be a date like 2024-05-31")
    }

    @Test func changingADetail_isAChange_andChangingItBackIsNone() async {
        let (form, _) = await editForm()
        form.shelter.kennel = "Kennel 13"
        #expect(form.hasChanges)
        form.shelter.kennel = " Kennel 12"
        #expect(!form.hasChanges)
    }

    @Test func afterSaving_theSavedWeightIsWhatAnUnchangedFieldKeeps() async throws {
        let (form, store) = await editForm(ShelterDetails(weight: PetWeight(10, .kilograms)))
        form.shelter.weightText = "30.25"
        #expect(await form.save())
        #expect(!form.hasChanges)
        form.shelter.kennel = "Run 1"
        #expect(await form.save())
        #expect(store.pets["pet-1"]?.details.weight == PetWeight(Decimal(string: "30.25")!, .pounds))
    }
}

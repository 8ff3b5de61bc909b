import Foundation
import PetCore
import Testing

@Suite("Pet form")
@MainActor
struct PetFormViewModelTests {
    private func filledAddForm(_ store: InMemoryCatalogStore) async -> PetFormViewModel {
        let form = PetFormViewModel(catalog: await EditingFixtures.catalog(over: store), newID: { "new-pet" })
        form.name = "  Nova "
        form.speciesIndex = PetFormViewModel.species.firstIndex(of: .cat)!
        form.birthdayText = "2025-12-01"
        form.feeText = "45"
        return form
    }

    @Test func newForm_showsNoErrors_untilAFieldIsEditedOrSaveIsTried() async {
        let form = PetFormViewModel(catalog: await EditingFixtures.catalog(over: InMemoryCatalogStore()))
        #expect(form.title == "Add a Pet")
        #expect(form.nameError == nil && form.birthdayError == nil)
        #expect(!form.canSave)
        #expect(await !form.save())
        #expect(form.nameError == "Name is required")
        #expect(form.birthdayError == "Birthday is required")
        #expect(form.feeError == nil)
    }

    @Test func editedField_showsItsOwnError_only() async {
        let form = PetFormViewModel(catalog: await EditingFixtures.catalog(over: InMemoryCatalogStore()))
        form.birthdayText = "2026-03-16"
        #expect(form.birthdayError == "Birthday cannot be in the future")
        #expect(form.nameError == nil)
        form.feeText = "-3"
        #expect(form.feeError == "Fee must be 0 or more")
        form.feeText = "lots"
        #expect(form.feeError == "Fee must be a number")
    }

    @Test func firstError_isTheFirstFieldInTheFormsOrder_thatShowsOne() async {
        let form = PetFormViewModel(catalog: await EditingFixtures.catalog(over: InMemoryCatalogStore()))
        #expect(form.firstError == nil, "an untouched form shows no error")
        form.feeText = "lots"
        #expect(form.firstError?.field == "Adoption Fee (blank: by rarity)")
        #expect(form.firstError?.message == "Fee must be a number")
        await form.save()
        #expect(form.firstError?.field == "Name", "a refused save shows every error; Name comes first")
        #expect(form.firstError?.message == "Name is required")
        form.name = "Nova"
        #expect(form.firstError?.field == "Birthday")
        form.birthdayText = "2025-12-01"
        form.feeText = "45"
        #expect(form.firstError == nil)
    }

    @Test func save_addsThePet_withTheFormsValues_andTodayAsDateAdded() async throws {
        let store = InMemoryCatalogStore()
        let form = await filledAddForm(store)
        #expect(form.canSave)
        #expect(await form.save())
        let pet = try #require(store.pets["new-pet"])
        #expect(pet.name == "Nova")
        #expect(pet.species == .cat)
        #expect(pet.birthday == CalendarDate(year: 2025, month: 12, day: 1))
        #expect(pet.fee == 45)
        #expect(pet.status == .available)
        #expect(pet.dateAdded == EditingFixtures.now)
        #expect(form.title == "Edit Nova")
    }

    @Test func saveTwice_afterAdding_updatesTheSamePet() async {
        let store = InMemoryCatalogStore()
        let form = await filledAddForm(store)
        await form.save()
        form.name = "Nova II"
        await form.save()
        #expect(store.pets.count == 1)
        #expect(store.pets["new-pet"]?.name == "Nova II")
    }

    @Test func editForm_startsWithThePetsValues_andKeepsWhatItDoesNotShow() async throws {
        let store = InMemoryCatalogStore(pets: [EditingFixtures.bella])
        let form = PetFormViewModel(catalog: await EditingFixtures.catalog(over: store), pet: EditingFixtures.bella)
        #expect(form.title == "Edit Bella")
        #expect(form.birthdayText == "2021-05-31")
        #expect(form.feeText == "80.5")
        #expect(form.sexChoices[form.sexIndex] == "Female")
        #expect(form.compatibilityChoices[form.goodWithChildrenIndex] == "Yes")
        form.feeText = ""
        #expect(await form.save())
        let saved = try #require(store.pets["pet-1"])
        #expect(saved.fee == nil)
        #expect(saved.status == .pending)
        #expect(saved.photo == "bella.jpg")
        #expect(saved.dateAdded == EditingFixtures.bella.dateAdded)
    }

    @Test func failedSave_reportsAFailure_andKeepsTheStoreAndTheForm() async {
        let store = InMemoryCatalogStore(pets: [EditingFixtures.bella])
        let form = PetFormViewModel(catalog: await EditingFixtures.catalog(over: store), pet: EditingFixtures.bella)
        store.failure = EditingFixtures.DiskFull()
        form.name = "Bella Rose"
        #expect(await !form.save())
        #expect(form.editing.failure?.text == "Couldn't save Bella Rose. The disk is full.")
        #expect(store.pets["pet-1"]?.name == "Bella")
        #expect(form.editing.saved?.name == "Bella")
        #expect(form.name == "Bella Rose")
        #expect(form.canSave)
        form.editing.dismissFailure()
        #expect(form.editing.failure == nil)
    }

    @Test func delete_thenUndo_keepsThePetWithItsFavouriteAndAdoption() async {
        let store = InMemoryCatalogStore(pets: [EditingFixtures.bella])
        try? store.setFavourite(true, petID: "pet-1")
        _ = try? store.recordAdoption(petID: "pet-1", on: EditingFixtures.now)
        let form = PetFormViewModel(catalog: await EditingFixtures.catalog(over: store), pet: store.pets["pet-1"])
        form.editing.delete()
        #expect(form.editing.deletionNotice == "Deleted Bella.")
        #expect(!form.canSave && !form.editing.canDelete)
        form.editing.undoDelete()
        await form.editing.finishDeletion()
        #expect(form.editing.deletionNotice == nil)
        #expect(!form.editing.isDeleted)
        #expect(store.pets["pet-1"] != nil)
        #expect(store.favouriteIDs == ["pet-1"])
        #expect(store.adoptions["pet-1"] == [EditingFixtures.now])
    }

    @Test func delete_isCommitted_whenTheToastCloses() async {
        let store = InMemoryCatalogStore(pets: [EditingFixtures.bella])
        let catalog = await EditingFixtures.catalog(over: store)
        let form = PetFormViewModel(catalog: catalog, pet: EditingFixtures.bella)
        form.editing.delete()
        #expect(store.pets["pet-1"] != nil)
        await form.editing.finishDeletion()
        #expect(form.editing.isDeleted)
        #expect(store.pets["pet-1"] == nil)
        #expect(catalog.pet(withID: "pet-1") == nil)
    }

    @Test func failedDelete_reportsAFailure_andThePetStays() async {
        let store = InMemoryCatalogStore(pets: [EditingFixtures.bella])
        let form = PetFormViewModel(catalog: await EditingFixtures.catalog(over: store), pet: EditingFixtures.bella)
        store.failure = EditingFixtures.DiskFull()
        form.editing.delete()
        await form.editing.finishDeletion()
        #expect(form.editing.failure?.text == "Couldn't delete Bella. The disk is full.")
        #expect(!form.editing.isDeleted)
        #expect(form.editing.canDelete)
        #expect(store.pets["pet-1"] != nil)
    }

    @Test func addForm_cannotDelete() async {
        let form = PetFormViewModel(catalog: await EditingFixtures.catalog(over: InMemoryCatalogStore()))
        form.editing.delete()
        #expect(!form.editing.canDelete)
        #expect(form.editing.deletionNotice == nil)
    }

    @Test func layout_listsEveryField_inGroups() async {
        let form = PetFormViewModel(catalog: await EditingFixtures.catalog(over: InMemoryCatalogStore()))
        #expect(form.layout.map(\.title) == [
            nil, "Adoption", "Compatibility", "Description", "Health and Care", "Special Needs", "Shelter", "About",
        ])
        #expect(form.layout.flatMap(\.fields).map(\.title) == [
            "Name", "Species", "Breed", "Sex", "Birthday", "Rarity", "Adoption Fee (blank: by rarity)",
            "Good with Children", "Good with Dogs", "Good with Cats",
            "Size", "Colours", "Coat", "Weight (lb)",
            "House-Trained", "Spayed or Neutered", "Vaccinations Up to Date", "Microchip", "Has Special Needs", "What the Special Needs Are",
            "Intake Date", "Kennel", "About",
        ])
    }

    // MARK: Required fields

    @Test func requiredFields_areTheNameAndTheBirthday() async {
        let form = PetFormViewModel(catalog: await EditingFixtures.catalog(over: InMemoryCatalogStore()))
        #expect(form.layout.flatMap(\.fields).filter(\.isRequired).map(\.title) == ["Name", "Birthday"])
    }

    // MARK: Changes

    @Test func hasChanges_isFalse_whenOpened_trueAfterAnEdit_andFalseWhenTheEditIsUndone() async {
        let store = InMemoryCatalogStore(pets: [EditingFixtures.bella])
        let form = PetFormViewModel(catalog: await EditingFixtures.catalog(over: store), pet: EditingFixtures.bella)
        #expect(!form.hasChanges)
        form.name = "Bella Rose"
        #expect(form.hasChanges)
        form.name = "Bella"
        #expect(!form.hasChanges)
        form.goodWithDogsIndex = 0
        #expect(form.hasChanges)
    }

    @Test func hasChanges_ofAnAddForm_isTrue_onceAnythingIsTypedOrChosen() async {
        let form = PetFormViewModel(catalog: await EditingFixtures.catalog(over: InMemoryCatalogStore()))
        #expect(!form.hasChanges)
        form.about = "Shy"
        #expect(form.hasChanges)
        form.about = ""
        form.rarityIndex = 2
        #expect(form.hasChanges)
    }

    @Test func hasChanges_isFalse_afterSaving_andTrueAgainAfterTheNextEdit() async {
        let form = await filledAddForm(InMemoryCatalogStore())
        #expect(form.hasChanges)
        #expect(await form.save())
        #expect(!form.hasChanges)
        form.breed = "Tabby"
        #expect(form.hasChanges)
    }

    @Test func hasChanges_staysTrue_whenTheSaveFailsOrIsRefused() async {
        let store = InMemoryCatalogStore(pets: [EditingFixtures.bella])
        let form = PetFormViewModel(catalog: await EditingFixtures.catalog(over: store), pet: EditingFixtures.bella)
        form.birthdayText = "someday"
        #expect(await !form.save())
        #expect(form.hasChanges)
        form.birthdayText = "2021-05-31"
        form.name = "Bella Rose"
        store.failure = EditingFixtures.DiskFull()
        #expect(await !form.save())
        #expect(form.hasChanges)
    }

    // MARK: Fees

    @Test func feeText_acceptsComma_inGermanLocale() async throws {
        let store = InMemoryCatalogStore()
        let catalog = await EditingFixtures.catalog(over: store, context: EditingFixtures.context(locale: "de_DE"))
        let form = PetFormViewModel(catalog: catalog, newID: { "new-pet" })
        form.name = "Nova"
        form.birthdayText = "2025-12-01"
        form.feeText = "1.234,50"
        #expect(form.feeError == nil)
        #expect(await form.save())
        #expect(try #require(store.pets["new-pet"]).fee == Decimal(string: "1234.5"))
    }

    @Test func feeText_withMoreDecimalsThanTheCurrencyHas_isAnError_notRounded() async {
        let form = await filledAddForm(InMemoryCatalogStore())
        form.feeText = "12.345"
        #expect(form.feeError == "Fee can have at most 2 decimal places")
        #expect(!form.canSave)
    }

    @Test func feeText_inYen_takesNoDecimals() async {
        let catalog = await EditingFixtures.catalog(
            over: InMemoryCatalogStore(), context: EditingFixtures.context(locale: "ja_JP", currencyCode: "JPY"))
        let form = PetFormViewModel(catalog: catalog)
        form.feeText = "1500.5"
        #expect(form.feeError == "Fee must be a whole amount")
        form.feeText = "¥1,500"
        #expect(form.feeError == nil)
    }

    @Test func feeText_aboveTheMaximum_namesTheMaximum() async {
        let form = await filledAddForm(InMemoryCatalogStore())
        form.feeText = "150000"
        #expect(form.feeError == "Fee cannot be more than $100,000.00")
    }

    @Test func editForm_showsTheFee_inTheLocalesNotation() async {
        let store = InMemoryCatalogStore(pets: [EditingFixtures.bella])
        let catalog = await EditingFixtures.catalog(over: store, context: EditingFixtures.context(locale: "de_DE"))
        let form = PetFormViewModel(catalog: catalog, pet: EditingFixtures.bella)
        #expect(form.feeText == "80,5")
        #expect(form.feeError == nil && !form.hasChanges)
    }
}

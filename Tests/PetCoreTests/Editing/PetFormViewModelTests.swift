import Foundation
import PetCore
import Testing

@Suite("Pet form")
@MainActor
struct PetFormViewModelTests {
    private func filledAddForm(_ store: InMemoryCatalogStore) -> PetFormViewModel {
        let form = PetFormViewModel(repository: store, context: EditingFixtures.context, newID: { "new-pet" })
        form.name = "  Nova "
        form.speciesIndex = PetFormViewModel.species.firstIndex(of: .cat)!
        form.birthdayText = "2025-12-01"
        form.feeText = "45"
        return form
    }

    @Test func newForm_showsNoErrors_untilAFieldIsEditedOrSaveIsTried() {
        let form = PetFormViewModel(repository: InMemoryCatalogStore(), context: EditingFixtures.context)
        #expect(form.title == "Add a Pet")
        #expect(form.nameError == nil && form.birthdayError == nil)
        #expect(!form.canSave)
        #expect(!form.save())
        #expect(form.nameError == "Name is required")
        #expect(form.birthdayError == "Birthday is required")
        #expect(form.feeError == nil)
    }

    @Test func editedField_showsItsOwnError_only() {
        let form = PetFormViewModel(repository: InMemoryCatalogStore(), context: EditingFixtures.context)
        form.birthdayText = "2026-03-16"
        #expect(form.birthdayError == "Birthday cannot be in the future")
        #expect(form.nameError == nil)
        form.feeText = "-3"
        #expect(form.feeError == "Fee must be 0 or more")
        form.feeText = "lots"
        #expect(form.feeError == "Fee must be a number")
    }

    @Test func save_addsThePet_withTheFormsValues_andTodayAsDateAdded() throws {
        let store = InMemoryCatalogStore()
        let form = filledAddForm(store)
        #expect(form.canSave)
        #expect(form.save())
        let pet = try #require(store.pets["new-pet"])
        #expect(pet.name == "Nova")
        #expect(pet.species == .cat)
        #expect(pet.birthday == CalendarDate(year: 2025, month: 12, day: 1))
        #expect(pet.fee == 45)
        #expect(pet.status == .available)
        #expect(pet.dateAdded == EditingFixtures.now)
        #expect(form.title == "Edit Nova")
    }

    @Test func saveTwice_afterAdding_updatesTheSamePet() {
        let store = InMemoryCatalogStore()
        let form = filledAddForm(store)
        form.save()
        form.name = "Nova II"
        form.save()
        #expect(store.pets.count == 1)
        #expect(store.pets["new-pet"]?.name == "Nova II")
    }

    @Test func editForm_startsWithThePetsValues_andKeepsWhatItDoesNotShow() throws {
        let store = InMemoryCatalogStore(pets: [EditingFixtures.bella])
        let form = PetFormViewModel(repository: store, context: EditingFixtures.context, pet: EditingFixtures.bella)
        #expect(form.title == "Edit Bella")
        #expect(form.birthdayText == "2021-05-31")
        #expect(form.feeText == "80.5")
        #expect(form.sexChoices[form.sexIndex] == "Female")
        #expect(form.compatibilityChoices[form.goodWithChildrenIndex] == "Yes")
        form.feeText = ""
        #expect(form.save())
        let saved = try #require(store.pets["pet-1"])
        #expect(saved.fee == nil)
        #expect(saved.status == .pending)
        #expect(saved.photo == "bella.jpg")
        #expect(saved.dateAdded == EditingFixtures.bella.dateAdded)
    }

    @Test func failedSave_reportsAFailure_andKeepsTheStoreAndTheForm() {
        let store = InMemoryCatalogStore(pets: [EditingFixtures.bella])
        store.failure = EditingFixtures.DiskFull()
        let form = PetFormViewModel(repository: store, context: EditingFixtures.context, pet: EditingFixtures.bella)
        form.name = "Bella Rose"
        #expect(!form.save())
        #expect(form.failure?.text == "Couldn't save Bella Rose. The disk is full.")
        #expect(store.pets["pet-1"]?.name == "Bella")
        #expect(form.savedPet?.name == "Bella")
        #expect(form.name == "Bella Rose")
        #expect(form.canSave)
        form.dismissFailure()
        #expect(form.failure == nil)
    }

    @Test func delete_thenUndo_keepsThePetWithItsFavouriteAndAdoption() {
        let store = InMemoryCatalogStore(pets: [EditingFixtures.bella])
        try? store.setFavourite(true, petID: "pet-1")
        try? store.recordAdoption(petID: "pet-1", on: EditingFixtures.now)
        let form = PetFormViewModel(repository: store, context: EditingFixtures.context, pet: store.pets["pet-1"])
        form.delete()
        #expect(form.deletionNotice == "Deleted Bella.")
        #expect(!form.canSave && !form.canDelete)
        form.undoDelete()
        form.finishDeletion()
        #expect(form.deletionNotice == nil)
        #expect(!form.isDeleted)
        #expect(store.pets["pet-1"] != nil)
        #expect(store.favouriteIDs == ["pet-1"])
        #expect(store.adoptions["pet-1"] == [EditingFixtures.now])
    }

    @Test func delete_isCommitted_whenTheToastCloses() {
        let store = InMemoryCatalogStore(pets: [EditingFixtures.bella])
        let form = PetFormViewModel(repository: store, context: EditingFixtures.context, pet: EditingFixtures.bella)
        form.delete()
        #expect(store.pets["pet-1"] != nil)
        form.finishDeletion()
        #expect(form.isDeleted)
        #expect(store.pets["pet-1"] == nil)
    }

    @Test func failedDelete_reportsAFailure_andThePetStays() {
        let store = InMemoryCatalogStore(pets: [EditingFixtures.bella])
        store.failure = EditingFixtures.DiskFull()
        let form = PetFormViewModel(repository: store, context: EditingFixtures.context, pet: EditingFixtures.bella)
        form.delete()
        form.finishDeletion()
        #expect(form.failure?.text == "Couldn't delete Bella. The disk is full.")
        #expect(!form.isDeleted)
        #expect(form.canDelete)
        #expect(store.pets["pet-1"] != nil)
    }

    @Test func addForm_cannotDelete() {
        let form = PetFormViewModel(repository: InMemoryCatalogStore(), context: EditingFixtures.context)
        form.delete()
        #expect(!form.canDelete)
        #expect(form.deletionNotice == nil)
    }
}

import CGtk
import Foundation
import PetCore
import Testing
@testable import PetAdoptionApp

extension GTKSuite {
    @MainActor @Suite("Pet form window")
    struct PetFormWindowTests {
        @Test func addPet_opensAnEmptyForm_whoseSaveIsInsensitive() async throws {
            let page = try await PetEditingFixture()
            let form = try page.openAddForm()

            await GTKTestLoop.settle()
            #expect(!isSensitive(form.saveButton))
            #expect(entryText(try form.field(named: "Name")).isEmpty)
            #expect(gtk_window_get_transient_for(form.window.window) == pet_gtk_window(gpointer(page.page.window.window)))
            #expect(gtk_window_get_modal(form.window.window) != 0)
            #expect(shownError(try form.error(named: "Name")) == nil)
            #expect(String(cString: gtk_widget_get_tooltip_text(page.controls.addButton)) == "Add Pet")
            await page.tearDown()
        }

        @Test func aFutureBirthday_showsItsError_andKeepsSaveInsensitive_untilFixed() async throws {
            let page = try await PetEditingFixture()
            let form = try page.openAddForm()

            type("Rex", into: try form.field(named: "Name"))
            type("2030-01-01", into: try form.field(named: "Birthday"))

            await GTKTestLoop.settle()
            #expect(shownError(try form.error(named: "Birthday")) == "Birthday cannot be in the future")
            #expect(gtk_widget_has_css_class(try form.field(named: "Birthday"), "error") != 0)
            #expect(!isSensitive(form.saveButton))

            type("2020-01-01", into: try form.field(named: "Birthday"))

            await GTKTestLoop.settle()
            #expect(isSensitive(form.saveButton))
            #expect(shownError(try form.error(named: "Birthday")) == nil)
            #expect(gtk_widget_has_css_class(try form.field(named: "Birthday"), "error") == 0)
            await page.tearDown()
        }

        @Test func save_storesTheNewPet_andClosesTheForm() async throws {
            let page = try await PetEditingFixture()
            let form = try page.openAddForm()
            type("Rex", into: try form.field(named: "Name"))
            type("Terrier", into: try form.field(named: "Breed"))
            type("2020-01-01", into: try form.field(named: "Birthday"))
            type("12.50", into: try form.field(named: "Adoption Fee (blank: by rarity)"))
            adw_combo_row_set_selected(pet_adw_combo_row(gpointer(try form.field(named: "Species"))), 1)
            type("Loves naps.", intoTextView: try form.field(named: "About"))
            await GTKTestLoop.settle()
            try #require(isSensitive(form.saveButton))

            page.click(form.saveButton)

            await GTKTestLoop.settle()
            let saved = try #require(page.store.pets["new-pet"])
            #expect(saved.name == "Rex")
            #expect(saved.breed == "Terrier")
            #expect(saved.species == .cat)
            #expect(saved.birthday == CalendarDate(iso8601: "2020-01-01"))
            #expect(saved.fee == 12.5)
            #expect(saved.about == "Loves naps.")
            #expect(formWindows().isEmpty)
            await page.tearDown()
        }

        @Test func editingAPetsName_savesTheNewName() async throws {
            let page = try await PetEditingFixture()
            try await page.select("Bella")

            page.click(page.controls.editButton)
            let form = try #require(page.controls.openForm)
            await GTKTestLoop.settle()
            try #require(entryText(try form.field(named: "Name")) == "Bella")
            #expect(entryText(try form.field(named: "Birthday")) == "2022-05-01")
            type("Bella Rose", into: try form.field(named: "Name"))
            await GTKTestLoop.settle()
            try #require(isSensitive(form.saveButton))
            page.click(form.saveButton)
            await GTKTestLoop.settle()

            #expect(page.store.pets["bella"]?.name == "Bella Rose")
            #expect(page.store.pets["bella"]?.breed == "Beagle")
            #expect(formWindows().isEmpty)
            await page.tearDown()
        }

        @Test func save_storesATypedMicrochipWeightAndIntakeDate() async throws {
            let page = try await PetEditingFixture()
            try await page.select("Bella")
            page.click(page.controls.editButton)
            let form = try #require(page.controls.openForm)
            await GTKTestLoop.settle()
            try #require(entryText(try form.field(named: "Weight (lb)")).isEmpty)

            type("985-112-003-456-789", into: try form.field(named: "Microchip"))
            type("27.5", into: try form.field(named: "Weight (lb)"))
            type("2024-02-01", into: try form.field(named: "Intake Date"))
            adw_combo_row_set_selected(pet_adw_combo_row(gpointer(try form.field(named: "Size"))), 3)
            await GTKTestLoop.settle()
            try #require(isSensitive(form.saveButton))
            page.click(form.saveButton)

            await GTKTestLoop.settle()
            let details = try #require(page.store.pets["bella"]?.details)
            #expect(details.microchip == "985112003456789")
            #expect(details.weight == PetWeight(Decimal(string: "27.5")!, .pounds))
            #expect(details.intakeDate == CalendarDate(iso8601: "2024-02-01"))
            #expect(details.size == .large)
            #expect(formWindows().isEmpty)
            await page.tearDown()
        }

        @Test func aBadMicrochipOrIntakeDate_showsItsError_andKeepsSaveInsensitive() async throws {
            let page = try await PetEditingFixture()
            try await page.select("Bella")
            page.click(page.controls.editButton)
            let form = try #require(page.controls.openForm)

            type("98511200345678", into: try form.field(named: "Microchip"))
            type("2022-04-30", into: try form.field(named: "Intake Date"))
            type("0", into: try form.field(named: "Weight (lb)"))

            await GTKTestLoop.settle()
            #expect(shownError(try form.error(named: "Microchip"))
                == "A microchip number is 15 digits, or 9 digits or 10 letters and digits for older chips")
            #expect(shownError(try form.error(named: "Intake Date")) == "Intake date cannot be before the birthday")
            #expect(shownError(try form.error(named: "Weight (lb)")) == "Weight must be more than 0")
            #expect(gtk_widget_has_css_class(try form.field(named: "Microchip"), "error") != 0)
            #expect(!isSensitive(form.saveButton))

            type("", into: try form.field(named: "Microchip"))
            type("2022-05-01", into: try form.field(named: "Intake Date"))
            type("", into: try form.field(named: "Weight (lb)"))
            await GTKTestLoop.settle()
            #expect(shownError(try form.error(named: "Intake Date")) == nil)
            #expect(isSensitive(form.saveButton))
            await page.tearDown()
        }

        @Test func aStoreFailureOnSave_showsAToastInTheForm_andKeepsItOpen() async throws {
            let page = try await PetEditingFixture()
            let form = try page.openAddForm()
            type("Rex", into: try form.field(named: "Name"))
            type("2020-01-01", into: try form.field(named: "Birthday"))
            await GTKTestLoop.settle()
            try #require(isSensitive(form.saveButton))
            page.store.failure = DiskFullError()

            page.click(form.saveButton)

            await GTKTestLoop.settle()
            #expect(form.toasts.titles == ["Couldn't save Rex. The disk is full."])
            #expect(page.store.pets["new-pet"] == nil)
            #expect(page.controls.openForm === form)
            #expect(gtk_widget_get_visible(form.window.widget) != 0)
            await page.tearDown()
        }

        @Test func cancel_onAnUnchangedForm_closesIt() async throws {
            let page = try await PetEditingFixture()
            let form = try page.openAddForm()

            page.click(form.cancelButton)

            await GTKTestLoop.settle()
            #expect(formWindows().isEmpty)
            #expect(messageDialogs().isEmpty)
            await page.tearDown()
        }

        @Test func cancel_onAChangedForm_asksWhetherToDiscardTheChanges() async throws {
            let page = try await PetEditingFixture()
            let form = try page.openAddForm()
            type("Rex", into: try form.field(named: "Name"))

            page.click(form.cancelButton)

            await GTKTestLoop.settle()
            #expect(messageDialogs().map(heading(of:)) == ["Discard Changes?"])
            let dialog = try #require(messageDialogs().first)
            #expect(focusedResponse(of: dialog) == "_Keep Editing")
            #expect(formWindows() == [form.window.widget])
            await page.tearDown()
        }
    }
}

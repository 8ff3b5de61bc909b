import CGtk
import PetCore
import Testing
@testable import PetAdoptionApp

extension GTKSuite {
    @MainActor @Suite("Pet form window")
    struct PetFormWindowTests {
        @Test func addPet_opensAnEmptyForm_whoseSaveIsInsensitive() async throws {
            let page = try await PetEditingFixture()
            let form = try page.openAddForm()

            await GTKTestLoop.run(for: .milliseconds(50))
            #expect(!isSensitive(form.frame.saveButton))
            #expect(entryText(form.nameRow).isEmpty)
            #expect(gtk_window_get_transient_for(pet_gtk_window(gpointer(form.frame.window))) == pet_gtk_window(gpointer(page.page.window.window)))
            #expect(gtk_window_get_modal(pet_gtk_window(gpointer(form.frame.window))) != 0)
            #expect(shownError(form.nameError) == nil)
            #expect(String(cString: gtk_widget_get_tooltip_text(page.controls.addButton)) == "Add Pet")
            await page.tearDown()
        }

        @Test func aFutureBirthday_showsItsError_andKeepsSaveInsensitive_untilFixed() async throws {
            let page = try await PetEditingFixture()
            let form = try page.openAddForm()

            type("Rex", into: form.nameRow)
            type("2030-01-01", into: form.birthdayRow)

            #expect(await GTKTestLoop.run(until: { shownError(form.birthdayError) == "Birthday cannot be in the future" }))
            #expect(gtk_widget_has_css_class(form.birthdayRow, "error") != 0)
            #expect(!isSensitive(form.frame.saveButton))

            type("2020-01-01", into: form.birthdayRow)

            #expect(await GTKTestLoop.run(until: { isSensitive(form.frame.saveButton) }))
            #expect(shownError(form.birthdayError) == nil)
            #expect(gtk_widget_has_css_class(form.birthdayRow, "error") == 0)
            await page.tearDown()
        }

        @Test func save_storesTheNewPet_andClosesTheForm() async throws {
            let page = try await PetEditingFixture()
            let form = try page.openAddForm()
            type("Rex", into: form.nameRow)
            type("Terrier", into: form.breedRow)
            type("2020-01-01", into: form.birthdayRow)
            type("12.50", into: form.feeRow)
            adw_combo_row_set_selected(pet_adw_combo_row(gpointer(form.comboRows[0])), 1)
            type("Loves naps.", intoTextView: form.aboutView)
            try #require(await GTKTestLoop.run(until: { isSensitive(form.frame.saveButton) }))

            page.click(form.frame.saveButton)

            let saved = try #require(page.store.pets["new-pet"])
            #expect(saved.name == "Rex")
            #expect(saved.breed == "Terrier")
            #expect(saved.species == .cat)
            #expect(saved.birthday == CalendarDate(iso8601: "2020-01-01"))
            #expect(saved.fee == 12.5)
            #expect(saved.about == "Loves naps.")
            #expect(await page.waitUntilFormCloses())
            await page.tearDown()
        }

        @Test func editingAPetsName_savesTheNewName() async throws {
            let page = try await PetEditingFixture()
            try await page.select("Bella")

            page.click(page.controls.editButton)
            let form = try #require(page.controls.openForm)
            try #require(await GTKTestLoop.run(until: { entryText(form.nameRow) == "Bella" }))
            #expect(entryText(form.birthdayRow) == "2022-05-01")
            type("Bella Rose", into: form.nameRow)
            try #require(await GTKTestLoop.run(until: { isSensitive(form.frame.saveButton) }))
            page.click(form.frame.saveButton)

            #expect(page.store.pets["bella"]?.name == "Bella Rose")
            #expect(page.store.pets["bella"]?.breed == "Beagle")
            #expect(await page.waitUntilFormCloses())
            await page.tearDown()
        }

        @Test func aStoreFailureOnSave_showsAToastInTheForm_andKeepsItOpen() async throws {
            let page = try await PetEditingFixture()
            let form = try page.openAddForm()
            type("Rex", into: form.nameRow)
            type("2020-01-01", into: form.birthdayRow)
            try #require(await GTKTestLoop.run(until: { isSensitive(form.frame.saveButton) }))
            page.store.failure = DiskFullError()

            page.click(form.frame.saveButton)

            #expect(await GTKTestLoop.run(until: { form.frame.toasts.titles == ["Couldn't save Rex. The disk is full."] }))
            #expect(page.store.pets["new-pet"] == nil)
            #expect(page.controls.openForm === form)
            #expect(gtk_widget_get_visible(form.frame.window) != 0)
            await page.tearDown()
        }

        @Test func cancel_closesTheForm_withoutSaving() async throws {
            let page = try await PetEditingFixture()
            let form = try page.openAddForm()
            type("Rex", into: form.nameRow)
            type("2020-01-01", into: form.birthdayRow)

            page.click(form.frame.cancelButton)

            #expect(await page.waitUntilFormCloses())
            #expect(page.store.pets["new-pet"] == nil)
            await page.tearDown()
        }
    }
}

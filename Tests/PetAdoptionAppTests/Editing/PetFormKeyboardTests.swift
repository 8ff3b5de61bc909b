import CGtk
import PetCore
import Testing
@testable import PetAdoptionApp

extension GTKSuite {
    /// Saving and closing a pet's form from the keyboard: Ctrl+S and Return save, Escape
    /// closes, asking first when something was typed.
    @MainActor @Suite("Pet form keyboard")
    struct PetFormKeyboardTests {
        /// Opens the add form and types a pet that can be saved.
        private func validAddForm(_ page: PetEditingFixture) throws -> FormWindow<PetFormViewModel> {
            let form = try page.openAddForm()
            type("Rex", into: try form.field(named: "Name"))
            type("2020-01-01", into: try form.field(named: "Birthday"))
            return form
        }

        @Test func shortcuts_ctrlSSaves_escapeCancels_andReturnIsLeftToTheFields() async throws {
            let page = try await PetEditingFixture()
            let form = try page.openAddForm()

            #expect(form.shortcutActions == ["<Control>s": "form.save", "Escape": "form.cancel"])
            await page.tearDown()
        }

        @Test func saveAction_onAValidForm_savesThePet_andClosesTheForm() async throws {
            let page = try await PetEditingFixture()
            let form = try validAddForm(page)

            form.activate(FormWindow<PetFormViewModel>.saveAction)

            await GTKTestLoop.settle()
            #expect(page.store.pets["new-pet"]?.name == "Rex")
            #expect(formWindows().isEmpty)
            await page.tearDown()
        }

        @Test func saveAction_onAnInvalidForm_savesNothing_keepsWhatWasTyped_andShowsEveryError() async throws {
            let page = try await PetEditingFixture()
            let form = try page.openAddForm()
            type("Rex", into: try form.field(named: "Name"))
            type("12.345", into: try form.field(named: "Adoption Fee (blank: by rarity)"))

            form.activate(FormWindow<PetFormViewModel>.saveAction)

            await GTKTestLoop.settle()
            #expect(page.store.pets["new-pet"] == nil)
            #expect(formWindows() == [form.window.widget])
            #expect(entryText(try form.field(named: "Name")) == "Rex")
            #expect(shownError(try form.error(named: "Birthday")) == "Birthday is required")
            #expect(shownError(try form.error(named: "Adoption Fee (blank: by rarity)")) == "Fee can have at most 2 decimal places")
            #expect(shownError(try form.error(named: "Name")) == nil)
            await page.tearDown()
        }

        @Test func aSaveRefusedForAnError_takesTheKeyboardToTheFirstFieldShowingOne() async throws {
            let page = try await PetEditingFixture()
            let form = try page.openAddForm()
            type("Rex", into: try form.field(named: "Name"))
            let fee = try form.field(named: "Adoption Fee (blank: by rarity)")
            type("12.345", into: fee)
            gtk_widget_grab_focus(fee)

            form.activate(FormWindow<PetFormViewModel>.saveAction)

            await GTKTestLoop.settle()
            let birthday = try form.field(named: "Birthday")
            let focus = try #require(gtk_root_get_focus(gtk_widget_get_root(form.window.widget)))
            #expect(focus == birthday || gtk_widget_is_ancestor(focus, birthday) != 0, "the Birthday's error comes before the fee's")
            await page.tearDown()
        }

        @Test func shiftTab_intoAGroupWhoseLastFieldShowsAnError_landsOnThatField() async throws {
            let page = try await PetEditingFixture()
            let form = try page.openAddForm()
            let fee = try form.field(named: "Adoption Fee (blank: by rarity)")
            type("12.345", into: fee)
            await GTKTestLoop.settle()
            try #require(shownError(try form.error(named: "Adoption Fee (blank: by rarity)")) != nil)
            let nextGroupsFirst = try form.field(named: "Good with Children")
            gtk_widget_grab_focus(nextGroupsFirst)

            _ = gtk_widget_child_focus(form.window.widget, GTK_DIR_TAB_BACKWARD)

            await GTKTestLoop.settle()
            let focus = try #require(gtk_root_get_focus(gtk_widget_get_root(form.window.widget)))
            #expect(focus == fee || gtk_widget_is_ancestor(focus, fee) != 0)
            await page.tearDown()
        }

        @Test func returnInAOneLineField_savesAValidForm() async throws {
            let page = try await PetEditingFixture()
            let form = try validAddForm(page)

            pressReturn(in: try form.field(named: "Birthday"))

            await GTKTestLoop.settle()
            #expect(page.store.pets["new-pet"]?.birthday == CalendarDate(iso8601: "2020-01-01"))
            #expect(formWindows().isEmpty)
            await page.tearDown()
        }

        @Test func returnInAOneLineField_ofAnInvalidForm_showsTheErrors() async throws {
            let page = try await PetEditingFixture()
            let form = try page.openAddForm()
            type("Rex", into: try form.field(named: "Name"))

            pressReturn(in: try form.field(named: "Name"))

            await GTKTestLoop.settle()
            #expect(page.store.pets["new-pet"] == nil)
            #expect(shownError(try form.error(named: "Birthday")) == "Birthday is required")
            await page.tearDown()
        }

        @Test func cancelAction_onAnUnchangedForm_closesIt_withoutAsking() async throws {
            let page = try await PetEditingFixture()
            try await page.select("Bella")
            page.click(page.controls.editButton)
            let form = try #require(page.controls.openForm)

            form.activate(FormWindow<PetFormViewModel>.cancelAction)

            await GTKTestLoop.settle()
            #expect(formWindows().isEmpty)
            #expect(messageDialogs().isEmpty)
            await page.tearDown()
        }

        @Test func cancelAction_onAChangedForm_asksWhetherToDiscard_keepEditingBeingTheDefaultAndEscape() async throws {
            let page = try await PetEditingFixture()
            let form = try validAddForm(page)

            form.activate(FormWindow<PetFormViewModel>.cancelAction)

            await GTKTestLoop.settle()
            let dialog = try #require(messageDialogs().first)
            #expect(messageDialogs().count == 1)
            #expect(heading(of: dialog) == "Discard Changes?")
            #expect(pet_message_dialog_get_window(dialog) == form.window.window)
            #expect(String(cString: pet_message_dialog_get_close_response(dialog)) == QuestionDialog.keepResponse)
            #expect(String(cString: pet_message_dialog_get_default_response(dialog)) == QuestionDialog.keepResponse)
            #expect(pet_message_dialog_response_is_destructive(dialog, QuestionDialog.actResponse) != 0)
            #expect(formWindows() == [form.window.widget])
            await page.tearDown()
        }

        @Test func discard_closesTheForm_withoutSaving() async throws {
            let page = try await PetEditingFixture()
            let form = try validAddForm(page)
            form.activate(FormWindow<PetFormViewModel>.cancelAction)
            await GTKTestLoop.settle()
            let dialog = try #require(messageDialogs().first)

            clickResponse("_Discard", in: dialog)

            await GTKTestLoop.settle()
            #expect(formWindows().isEmpty)
            #expect(messageDialogs().isEmpty)
            #expect(page.store.pets["new-pet"] == nil)
            await page.tearDown()
        }

        @Test func keepEditing_keepsTheFormAndWhatWasTyped_andTheNextEscapeAsksAgain() async throws {
            let page = try await PetEditingFixture()
            let form = try validAddForm(page)
            form.activate(FormWindow<PetFormViewModel>.cancelAction)
            await GTKTestLoop.settle()
            let dialog = try #require(messageDialogs().first)

            clickResponse("_Keep Editing", in: dialog)

            await GTKTestLoop.settle()
            #expect(messageDialogs().isEmpty)
            #expect(formWindows() == [form.window.widget])
            #expect(gtk_widget_get_visible(form.window.widget) != 0)
            #expect(entryText(try form.field(named: "Name")) == "Rex")
            #expect(entryText(try form.field(named: "Birthday")) == "2020-01-01")

            form.activate(FormWindow<PetFormViewModel>.cancelAction)

            await GTKTestLoop.settle()
            #expect(messageDialogs().map(heading(of:)) == ["Discard Changes?"])
            await page.tearDown()
        }

        @Test func escapeInTheQuestion_keepsEditing() async throws {
            let page = try await PetEditingFixture()
            let form = try validAddForm(page)
            form.activate(FormWindow<PetFormViewModel>.cancelAction)
            await GTKTestLoop.settle()
            let dialog = try #require(messageDialogs().first)

            pet_dialog_close(dialog)

            await GTKTestLoop.settle()
            #expect(messageDialogs().isEmpty)
            #expect(formWindows() == [form.window.widget])
            #expect(entryText(try form.field(named: "Name")) == "Rex")
            await page.tearDown()
        }

        @Test func closingTheWindow_ofAChangedForm_asksOnce() async throws {
            let page = try await PetEditingFixture()
            let form = try validAddForm(page)

            gtk_window_close(form.window.window)
            await GTKTestLoop.settle()
            #expect(messageDialogs().count == 1)

            // libadwaita 1.5 and later close the question shown in the window instead.
            gtk_window_close(form.window.window)
            await GTKTestLoop.settle()
            #expect(messageDialogs().count <= 1, "a second close never asks a second time")
            #expect(formWindows() == [form.window.widget])
            await page.tearDown()
        }
    }
}

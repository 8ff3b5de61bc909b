import CGtk
import Foundation
import PetCore
import Testing
@testable import PetAdoptionApp

extension GTKSuite {
    /// A user's session on the Pets page, imports, and every dialog, form and section of
    /// the whole app, repeated: every binding, signal handler and row the view layer makes
    /// for them must go again. After the first round (which builds what stays: the rows of
    /// a list at its height, a section's panes) every later round must end with the same
    /// number of live ``LiveObjectCount`` objects: a count that grows with each round is
    /// a leak.
    ///
    /// `SESSION_ROUNDS` sets the number of rounds of the Pets page session (3 by default)
    /// and of the whole app's (20 by default); the leak benchmark
    /// (`Benchmarks/LeakSession/leak-session.sh`) runs both in an AddressSanitizer build
    /// with N and 2N rounds.
    @MainActor @Suite("Session leaks")
    struct SessionLeakTests {
        private static let petCount = 10_000
        private static func rounds(default count: Int) -> Int {
            ProcessInfo.processInfo.environment["SESSION_ROUNDS"].flatMap(Int.init) ?? count
        }

        /// One round: search and clear, scroll to the end and back, open 50 pets, adopt and
        /// undo, favourite and unfavourite, edit and cancel, delete and undo, open and
        /// close the add form.
        private func playRound(_ page: PetEditingFixture) async throws {
            await page.page.typeSearch("ba")
            await page.page.typeSearch("")
            await GTKTestLoop.settle()
            let scroller = try #require(gtk_widget_get_parent(page.page.list.rows.view))
            let adjustment = gtk_scrolled_window_get_vadjustment(pet_gtk_scrolled_window(scroller))
            gtk_adjustment_set_value(adjustment, gtk_adjustment_get_upper(adjustment))
            await GTKTestLoop.settle()
            gtk_adjustment_set_value(adjustment, 0)
            await GTKTestLoop.settle()

            for index in 0..<50 {
                page.page.activateRow(at: index * 197 % Self.petCount)
                await GTKTestLoop.settle()
            }
            let available = try #require(page.page.catalog.pets.first { $0.status == .available })
            try await page.select(available.name)
            page.click(page.page.detail.page.adoptButton)
            clickResponse("_Adopt", in: try #require(page.page.dialogs.first))
            await GTKTestLoop.settle()
            page.page.toasts.undoLatest()
            await GTKTestLoop.settle()
            page.click(page.page.detail.page.favouriteButton)
            await GTKTestLoop.settle()
            page.click(page.page.detail.page.favouriteButton)
            await GTKTestLoop.settle()

            page.click(page.controls.editButton)
            await GTKTestLoop.settle()
            try closeForm(page)
            page.click(page.controls.deleteButton)
            await GTKTestLoop.settle()
            page.page.toasts.undoLatest()
            await GTKTestLoop.settle()
            _ = try page.openAddForm()
            await GTKTestLoop.settle()
            try closeForm(page)
            page.page.toasts.dismissAll()
            await GTKTestLoop.settle()
        }

        /// Closes the open form, unchanged, as Escape would.
        private func closeForm(_ page: PetEditingFixture) throws {
            let form = try #require(formWindows().first)
            gtk_window_close(pet_gtk_window(gpointer(form)))
        }

        @Test(.timeLimit(.minutes(10)))
        func repeatedRounds_endWithTheSameLiveBindingsHandlersAndRows() async throws {
            let today = CalendarDate(PetsPageFixture.now, in: PetsPageFixture.context.timeZone)
            let pets = PetGenerator(seed: 3).makePets(count: Self.petCount, today: today, now: PetsPageFixture.now)
            let page = try await PetEditingFixture(pets: pets)

            try await playRound(page)
            let afterFirstRound = LiveObjectCount.current
            for _ in 1..<Self.rounds(default: 3) {
                try await playRound(page)
            }

            #expect(formWindows().isEmpty)
            #expect(page.page.dialogs.map(heading(of:)) == [])
            #expect(LiveObjectCount.current == afterFirstRound)
            #expect(afterFirstRound[.binding, default: 0] > 0 && afterFirstRound[.rowCell, default: 0] > 0)
            await page.tearDown()
        }

        /// One round over the whole app: in each section, its page, its forms (the edit
        /// form left through the Discard Changes question) and what its page opens (the
        /// cooking window, the print dialog, a new Pet Match game and two cards turned);
        /// and the window's import file chooser, export dialog, keyboard shortcuts and About.
        private func playAppRound(_ app: AppSessionFixture) async throws {
            try await app.show("pets")
            try await app.openFirstRow(of: app.pets)
            let petControls = try #require(app.pets.editingControls)
            await app.click(petControls.editButton)
            let form = try #require(petControls.openForm)
            type("Someone Else", into: try form.field(named: "Name"))
            gtk_window_close(form.window.window)
            await GTKTestLoop.settle()
            try await app.answer("_Discard")
            await app.click(petControls.addButton)
            try await app.closeWindow(ofType: "AdwWindow")
            try app.shell.activateWindowAction("import")
            await GTKTestLoop.settle()
            try await app.closeWindow(ofType: "GtkFileChooserDialog")
            try app.shell.activateWindowAction("show-help-overlay")
            await GTKTestLoop.settle()
            let shortcuts = try #require(shownShortcuts())
            pet_shortcuts_close(shortcuts)
            await GTKTestLoop.settle()
            try app.shell.activateWindowAction("export")
            await GTKTestLoop.settle()
            try await app.answer("_Cancel")
            app.shell.activateAppAction("about")
            await GTKTestLoop.settle()
            let about = try #require(shownAbout())
            pet_dialog_close(about)
            await GTKTestLoop.settle()

            try await app.show("recipes")
            try await app.openFirstRow(of: app.recipes)
            let recipeControls = try #require(app.recipes.editingControls)
            for button in [recipeControls.editButton, recipeControls.addButton] {
                await app.click(button)
                try await app.closeWindow(ofType: "AdwWindow")
            }
            let recipe = try #require(app.recipes.detailPane).page
            await app.click(recipe.cookButton)
            try await app.closeWindow(ofType: "AdwWindow")
            PrintFixture.cancelPrintDialogWhenShown()
            let printed = PrintFixture.cancelledDialogs
            #expect(gtk_widget_activate_action_variant(recipe.widget, "recipe.print", nil) != 0)
            #expect(PrintFixture.cancelledDialogs == printed + 1, "the print dialog was up")
            await GTKTestLoop.settle()

            try await app.show("match")
            let window = try app.shell.window.window
            await app.click(try #require(Widgets.button(labelled: "_New Game", under: window)))
            let cards = Widgets.descendants(of: window).filter { gtk_widget_has_css_class($0, MatchStyle.cardClass) != 0 }
            try #require(cards.count >= 2)
            await activate(cards[0])
            await activate(cards[1])
            await GTKTestLoop.settle()
        }

        @Test(.timeLimit(.minutes(10)))
        func everySectionDialogAndForm_openedAndClosedTwentyTimes_endsWithTheSameLiveObjects() async throws {
            let app = try await AppSessionFixture()

            try await playAppRound(app)
            let afterFirstRound = LiveObjectCount.current
            for _ in 1..<Self.rounds(default: 20) {
                try await playAppRound(app)
            }

            #expect(app.shell.windows.count == 1, "only the main window is left")
            #expect(LiveObjectCount.current == afterFirstRound)
            await app.tearDown()
        }

        /// Imports a shelter file and undoes it, and previews one and cancels, 20 times
        /// over: the import dialog, its toasts and what they bind must go each time.
        @Test(.timeLimit(.minutes(10)))
        func importingAndUndoing_twentyTimes_endsWithTheSameLiveObjects() async throws {
            let fixture = try ImportShellFixture()
            let files = try ImportTestFiles()
            let file = ImportFile(url: URL(fileURLWithPath: try files.write("pets.csv", ImportTestFiles.shelterCSV)))
            var afterFirstRound: [LiveObjectCount: Int] = [:]

            for round in 1...20 {
                fixture.controller.importFiles([file])
                try await fixture.waitForSummary("3 pets ready · 1 skipped")
                try await fixture.click("_Import")
                await GTKTestLoop.settle()
                try fixture.clickToastButton()
                await GTKTestLoop.settle()
                fixture.controller.importFiles([file])
                try await fixture.waitForSummary("3 pets ready · 1 skipped")
                try await fixture.click("_Cancel")
                try fixture.shell.window.toasts.dismissAll()
                await GTKTestLoop.settle()
                if round == 1 { afterFirstRound = LiveObjectCount.current }
            }

            #expect(fixture.store.pets.isEmpty)
            #expect(fixture.controller.dialog == nil)
            #expect(LiveObjectCount.current == afterFirstRound)
            await fixture.tearDown()
        }
    }
}

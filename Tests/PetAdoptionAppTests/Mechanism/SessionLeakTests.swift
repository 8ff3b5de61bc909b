import CGtk
import Foundation
import PetCore
import Testing
@testable import PetAdoptionApp

extension GTKSuite {
    /// A user's session on the Pets page, and imports, repeated: every binding, signal
    /// handler and row the view layer makes for them must go again. After the first round
    /// (which builds what stays: the rows of a list at its height, the page's own widgets)
    /// every later round must end with the same number of live ``LiveObjectCount``
    /// objects: a count that grows with each round is a leak.
    ///
    /// `SESSION_ROUNDS` sets the number of Pets page rounds (3 by default); the leak
    /// benchmark (`Benchmarks/LeakSession/leak-session.sh`) runs that test in an
    /// AddressSanitizer build with N and 2N rounds.
    @MainActor @Suite("Session leaks")
    struct SessionLeakTests {
        private static let petCount = 10_000
        private static var rounds: Int {
            ProcessInfo.processInfo.environment["SESSION_ROUNDS"].flatMap(Int.init) ?? 3
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
            for _ in 1..<Self.rounds {
                try await playRound(page)
            }

            #expect(formWindows().isEmpty)
            #expect(page.page.dialogs.map(heading(of:)) == [])
            #expect(LiveObjectCount.current == afterFirstRound)
            #expect(afterFirstRound[.binding, default: 0] > 0 && afterFirstRound[.rowCell, default: 0] > 0)
            await page.tearDown()
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

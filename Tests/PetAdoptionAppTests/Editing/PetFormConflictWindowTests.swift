import CGtk
import Foundation
import PetCore
import Testing
@testable import PetAdoptionApp

extension GTKSuite {
    /// A pet's form saved after another desk (a second catalog over the same store)
    /// changed the pet: the form asks, and does what the answer says.
    @MainActor @Suite("Pet form window: another desk's change")
    struct PetFormConflictWindowTests {
        /// Bella's form open on the Pets page.
        private func bellasForm() async throws -> (PetEditingFixture, FormWindow<PetFormViewModel>) {
            let page = try await PetEditingFixture()
            try await page.select("Bella")
            page.click(page.controls.editButton)
            let form = try #require(page.controls.openForm)
            await GTKTestLoop.settle()
            return (page, form)
        }

        /// Another desk (a second catalog over the same store) saves Bella with `change`.
        private func anotherDesk(of page: PetEditingFixture, saves change: (inout Pet) -> Void) async throws {
            let otherDesk = PetCatalog(repository: page.store, context: PetsPageFixture.context)
            await otherDesk.load()
            var theirs = try #require(otherDesk.pet(withID: "bella"))
            change(&theirs)
            try await otherDesk.update(theirs)
        }

        /// Bella's form open, with About typed, after another desk renamed her; Save clicked.
        private func savedOverAnotherDesksChange() async throws -> (PetEditingFixture, FormWindow<PetFormViewModel>) {
            let (page, form) = try await bellasForm()
            try await anotherDesk(of: page) { $0.name = "Bella Rose" }
            type("Mine.", intoTextView: try form.field(named: "About"))
            await GTKTestLoop.settle()
            page.click(form.saveButton)
            await GTKTestLoop.settle()
            return (page, form)
        }

        @Test func anotherDesksChange_showsInTheOpenForm_andIsSaid() async throws {
            let (page, form) = try await bellasForm()
            type("Mine.", intoTextView: try form.field(named: "About"))
            await GTKTestLoop.settle()
            try await anotherDesk(of: page) { $0.details.kennel = "B-2" }

            // As the change feed or the database observation brings it.
            await page.page.catalog.reload()
            await GTKTestLoop.settle()

            #expect(entryText(try form.field(named: "Kennel")) == "B-2")
            #expect(form.toasts.titles == ["Changed at another desk: Kennel."])
            page.click(form.saveButton)
            await GTKTestLoop.settle()
            #expect(messageDialogs().isEmpty, "nothing to ask")
            #expect(page.store.pets["bella"]?.about == "Mine.")
            #expect(page.store.pets["bella"]?.details.kennel == "B-2")
            await page.tearDown()
        }

        @Test func saving_asksWhoseChangesToKeep_andKeepsTheFormOpen() async throws {
            let (page, form) = try await savedOverAnotherDesksChange()

            #expect(messageDialogs().map(heading(of:)) == ["Changed at Another Desk"])
            let dialog = try #require(messageDialogs().first)
            #expect(focusedResponse(of: dialog) == "_Keep Their Changes", "Return answers the safe way")
            #expect(formWindows() == [form.window.widget])
            #expect(page.store.pets["bella"]?.name == "Bella Rose")
            #expect(page.store.pets["bella"]?.about != "Mine.")
            await page.tearDown()
        }

        @Test func saveMineAnyway_savesWhatWasTyped_overTheirVersion_andClosesTheForm() async throws {
            let (page, _) = try await savedOverAnotherDesksChange()
            let dialog = try #require(messageDialogs().first)

            clickResponse("_Save Mine Anyway", in: dialog)
            await GTKTestLoop.settle()

            #expect(page.store.pets["bella"]?.name == "Bella Rose", "not typed here: their change stays")
            #expect(page.store.pets["bella"]?.about == "Mine.")
            #expect(formWindows().isEmpty)
            #expect(messageDialogs().isEmpty)
            await page.tearDown()
        }

        @Test func keepTheirChanges_closesTheForm_andThePageShowsTheirs() async throws {
            let (page, _) = try await savedOverAnotherDesksChange()
            let dialog = try #require(messageDialogs().first)

            clickResponse("_Keep Their Changes", in: dialog)
            await GTKTestLoop.settle()

            #expect(page.store.pets["bella"]?.name == "Bella Rose")
            #expect(formWindows().isEmpty)
            #expect(labelText(page.page.detail.page.nameLabel) == "Bella Rose")
            await page.tearDown()
        }

        @Test func cancel_goesBackToTheForm_whoseNextSaveAsksAgain() async throws {
            let (page, form) = try await savedOverAnotherDesksChange()
            let dialog = try #require(messageDialogs().first)

            clickResponse("_Cancel", in: dialog)
            await GTKTestLoop.settle()
            #expect(messageDialogs().isEmpty)
            #expect(formWindows() == [form.window.widget])

            page.click(form.saveButton)
            await GTKTestLoop.settle()
            #expect(messageDialogs().map(heading(of:)) == ["Changed at Another Desk"])
            #expect(page.store.pets["bella"]?.about != "Mine.")
            await page.tearDown()
        }
    }
}

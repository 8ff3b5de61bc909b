import CGtk
import PetCore
import Testing
@testable import PetAdoptionApp

extension GTKSuite {
    @MainActor @Suite("Pet deletion")
    struct PetDeletionTests {
        @Test func delete_showsAnUndoToast_andWritesNothingYet() async throws {
            let page = try await PetEditingFixture()
            try await page.select("Bella")

            page.click(page.controls.deleteButton)


            await GTKTestLoop.settle()
            #expect(page.page.toasts.titles == ["Deleted Bella."])
            #expect(page.store.pets["bella"] != nil)
            #expect(gtk_widget_has_css_class(page.controls.deleteButton, "destructive-action") != 0)
            await page.tearDown()
        }

        @Test func undo_keepsThePetInTheStore() async throws {
            let page = try await PetEditingFixture()
            try await page.select("Bella")
            page.click(page.controls.deleteButton)
            let toast = try #require(page.page.toasts.toasts.first)

            pet_signal_emit(gpointer(toast.toast), "button-clicked")
            toast.dismiss()
            await GTKTestLoop.settle()

            #expect(page.page.toasts.titles.isEmpty)
            #expect(page.store.pets["bella"] != nil)
            await page.tearDown()
        }

        @Test func dismissingTheToast_deletesThePetFromTheStore() async throws {
            let page = try await PetEditingFixture()
            try await page.select("Bella")
            page.click(page.controls.deleteButton)

            page.page.toasts.dismissAll()

            await GTKTestLoop.settle()

            #expect(page.store.pets["bella"] == nil)
            #expect(page.store.pets["max"] != nil)
            await page.tearDown()
        }

        @Test func aStoreFailureOnDelete_showsAToast_andKeepsThePet() async throws {
            let page = try await PetEditingFixture()
            try await page.select("Bella")
            page.click(page.controls.deleteButton)
            page.store.failure = DiskFullError()

            page.page.toasts.dismissAll()

            await GTKTestLoop.settle()

            #expect(page.page.toasts.titles == ["Couldn't delete Bella. The disk is full."])
            #expect(page.store.pets["bella"] != nil)
            await page.tearDown()
        }
    }
}

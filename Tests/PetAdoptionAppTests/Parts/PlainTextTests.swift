import CGtk
import Foundation
import PetCore
import Testing
@testable import PetAdoptionApp

extension GTKSuite {
    /// Text from users and files is never markup: a pet named like a Pango tag with an
    /// ampersand reads exactly as typed wherever the app shows it (libadwaita 1.2 parses
    /// toast titles, status page descriptions and preference row titles as markup).
    @MainActor @Suite("Plain text everywhere")
    struct PlainTextTests {
        static let name = "<b>Tom & Jerry</b>"
        static let tom = PetsPageFixture.pet("tom", name, .cat, "Tabby & White", born: "2021-04-01", rarity: .common, status: .available)

        @Test func aMarkupName_readsAsTyped_inItsRow_itsPage_andTheAdoptionDialog() async throws {
            let page = try await PetsPageFixture(pets: [Self.tom])
            try await page.waitForRows()

            try page.activateRow(named: Self.name)
            await GTKTestLoop.settle()
            pet_signal_emit(gpointer(page.detail.page.adoptButton), "clicked")
            await GTKTestLoop.settle()

            #expect(page.shownNames == [Self.name])
            #expect(page.row(named: Self.name)?.subtitle == "Cat · Tabby & White · 3 years old")
            #expect(labelText(page.detail.page.nameLabel) == Self.name)
            let dialog = try #require(page.dialogs.first)
            #expect(labelTexts(in: dialog).contains("Adopt \(Self.name)?"))
            #expect(labelTexts(in: dialog).contains { $0.hasPrefix("\(Self.name) will be marked as adopted.") })
            await page.tearDown()
        }

        @Test func aMarkupName_readsAsTyped_inTheAdoptionToast_andAfterUndo() async throws {
            let page = try await PetsPageFixture(pets: [Self.tom])
            try await page.waitForRows()
            try page.activateRow(named: Self.name)
            await GTKTestLoop.settle()
            let pet = try #require(page.petList.selected)

            await pet.adopt()
            await GTKTestLoop.settle()

            #expect(labelTexts(in: page.toasts.overlay.widget).contains("\(Self.name) was adopted"))
            let toast = try #require(page.toasts.toasts.first)
            pet_signal_emit(gpointer(toast.toast), "button-clicked")
            await GTKTestLoop.settle()
            #expect(page.store.pets["tom"]?.status == .available)
            #expect(labelText(page.detail.page.statusLabel) == "Available")
            #expect(page.shownNames == [Self.name])
            await page.tearDown()
        }

        @Test func aMarkupName_readsAsTyped_inAFailureToast() async throws {
            let page = try await PetsPageFixture(pets: [Self.tom])
            try await page.waitForRows()
            try page.activateRow(named: Self.name)
            await GTKTestLoop.settle()
            page.store.failure = DiskFullError()

            await page.petList.selected?.adopt()
            await GTKTestLoop.settle()

            #expect(labelTexts(in: page.toasts.overlay.widget).contains("Couldn't adopt \(Self.name). The disk is full."))
            await page.tearDown()
        }

        @Test func aMarkupName_readsAsTyped_inTheDeletionToast_andTheEditFormsTitle() async throws {
            let page = try await PetEditingFixture(pets: [Self.tom])
            try await page.select(Self.name)

            page.click(page.controls.editButton)
            await GTKTestLoop.settle()
            let form = try #require(page.controls.openForm)
            #expect(labelTexts(in: form.window.widget).contains("Edit \(Self.name)"))
            page.click(form.cancelButton)
            page.click(page.controls.deleteButton)
            await GTKTestLoop.settle()

            #expect(labelTexts(in: page.page.toasts.overlay.widget).contains("Deleted \(Self.name)."))
            await page.tearDown()
        }

        @Test func aSearchThatLooksLikeMarkup_isQuotedAsTyped() async throws {
            let page = try await PetsPageFixture(pets: [Self.tom])
            try await page.waitForRows()

            await page.typeSearch("<i>x & y")
            await GTKTestLoop.settle()

            let description = String(cString: adw_status_page_get_description(pet_adw_status_page(page.list.emptyPage.widget)))
            #expect(labelTexts(in: page.list.emptyPage.widget).contains("No pets match “<i>x & y”."))
            #expect(description == "No pets match “&lt;i&gt;x &amp; y”.", "escaped once, for the status page's markup")
            await page.tearDown()
        }

        @Test func aMarkupName_fromAnImportedFile_readsAsTyped_inThePreview_andIsStoredAsTyped() async throws {
            let fixture = try ImportShellFixture()
            let files = try ImportTestFiles()
            let csv = "animal_id,animal_type,breed,color,date_of_birth,datetime,name,outcome_type,sex_upon_outcome,age_upon_outcome\r\n"
                + "A1,Cat,Tabby,Brown,2013-11-18,2015-12-28 18:43:00,\(Self.name),Adoption,Neutered Male,2 years\r\n"
                + "A2,Cat,Tabby,Black,2015-05-02,2016-05-06 10:49:00,\(Self.name),Euthanasia,Spayed Female,1 year\r\n"
            fixture.controller.importFiles([ImportFile(url: URL(fileURLWithPath: try files.write("tom.csv", csv)))])
            await GTKTestLoop.settle()
            let dialog = try fixture.dialog

            gtk_expander_set_expanded(dialog.detailsExpander.c, 1)
            await GTKTestLoop.settle()

            #expect(labelTexts(in: dialog.detailsList).contains { $0.contains("“\(Self.name)”") })
            try await fixture.click("_Import")
            await GTKTestLoop.settle()
            #expect(fixture.store.pets.values.first { $0.origin?.animalID == "A1" }?.name == Self.name)
            #expect(labelTexts(in: try fixture.shell.window.toasts.overlay.widget).contains("Imported 1 pet"))
            await fixture.tearDown()
        }
    }
}

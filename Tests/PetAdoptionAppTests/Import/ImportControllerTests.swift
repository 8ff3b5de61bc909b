import CGtk
import Foundation
import PetCore
import Testing
@testable import PetAdoptionApp

extension GTKSuite {
    @MainActor @Suite("Import window flow")
    struct ImportControllerTests {
        @Test func preview_showsTheSummary_andEnablesImport() async throws {
            let fixture = try ImportShellFixture()
            let files = try ImportTestFiles()

            fixture.controller.importFiles([ImportFile(url: URL(fileURLWithPath: try files.write("pets.csv", ImportTestFiles.shelterCSV)))])
            try await fixture.waitForSummary("3 pets ready · 1 skipped")

            let dialog = try fixture.dialog
            #expect(String(cString: pet_message_dialog_get_heading(dialog.dialog)) == "Import 1 File")
            #expect(pet_message_dialog_get_response_enabled(dialog.dialog, ImportDialog.importResponse) != 0)
            #expect(gtk_widget_get_visible(dialog.progressBar.widget) == 0)
            #expect(gtk_widget_get_visible(dialog.leftOutLabel) == 0, "every column of the file is read")
            #expect(gtk_widget_get_visible(dialog.detailsExpander.widget) != 0)
            #expect(gtk_expander_get_expanded(dialog.detailsExpander.c) == 0)
            #expect(String(cString: gtk_expander_get_label(dialog.detailsExpander.c)) == "Show _Details")
            let focus = try #require(gtk_widget_get_root(dialog.dialog).flatMap { gtk_root_get_focus($0) })
            #expect(pet_is_button(gpointer(focus)) != 0
                    && gtk_button_get_label(pet_gtk_button(gpointer(focus))).map { String(cString: $0) } == "_Import",
                    "Return imports once the preview is ready")
            #expect(fixture.store.pets.isEmpty)
            await fixture.tearDown()
        }

        #if ADW_1_5
        /// libadwaita 1.5 and later can put a dialog's first focus on its message's
        /// scrolled area while Import cannot be chosen yet; the preview then moves it.
        @Test func aPreviewReadyAfterTheDialogShowed_movesTheFocusFromTheMessageToImport() async throws {
            let fixture = try ImportShellFixture()
            let gate = DispatchSemaphore(value: 0)
            defer { gate.signal() }  // A failed expectation must not leave the read waiting.
            fixture.controller.importFiles([ImportFile(name: "pets.csv") {
                gate.wait()
                return Data(ImportTestFiles.shelterCSV.utf8)
            }])
            let dialog = try fixture.dialog
            await GTKTestLoop.wait(for: "the dialog on screen") { gtk_widget_get_mapped(dialog.dialog) != 0 }
            let message = try #require(Widgets.descendants(of: dialog.dialog).first {
                g_type_check_instance_is_a(UnsafeMutableRawPointer($0).assumingMemoryBound(to: GTypeInstance.self),
                                           gtk_scrolled_window_get_type()) != 0
                    && gtk_widget_is_ancestor($0, dialog.detailsExpander.widget) == 0
            })
            gtk_widget_set_focusable(message, 1)
            gtk_widget_grab_focus(message)
            try #require(gtk_widget_get_root(dialog.dialog).flatMap { gtk_root_get_focus($0) } == message)

            gate.signal()
            try await fixture.waitForSummary("3 pets ready · 1 skipped")

            let focus = try #require(gtk_widget_get_root(dialog.dialog).flatMap { gtk_root_get_focus($0) })
            #expect(pet_is_button(gpointer(focus)) != 0
                    && gtk_button_get_label(pet_gtk_button(gpointer(focus))).map { String(cString: $0) } == "_Import")
            await fixture.tearDown()
        }
        #endif

        @Test func preview_showsTheColumnsNotImported_underTheSummary() async throws {
            let fixture = try ImportShellFixture()
            let files = try ImportTestFiles()
            let csv = "ID,Name,Species,Age,Intake Condition,photo1\nA1,Rex,Dog,2 years,Healthy,rex.jpg\n"

            fixture.controller.importFiles([ImportFile(url: URL(fileURLWithPath: try files.write("pets.csv", csv)))])
            try await fixture.waitForSummary("1 pet ready")

            let dialog = try fixture.dialog
            #expect(gtk_widget_get_visible(dialog.leftOutLabel) != 0)
            #expect(Widgets.text(of: dialog.leftOutLabel) == """
                Not imported: Intake Condition
                Photos not imported (file names or links this import cannot fetch): photo1
                """)
            #expect(gtk_label_get_wrap(pet_gtk_label(dialog.leftOutLabel)) != 0)
            await fixture.tearDown()
        }

        @Test func preview_withNothingReady_disablesImport_andShowsWhy() async throws {
            let fixture = try ImportShellFixture()
            let files = try ImportTestFiles()

            fixture.controller.importFiles([ImportFile(url: files.folder.appendingPathComponent("gone.csv"))])
            try await fixture.waitForSummary("Nothing to import · 1 file not imported")

            let dialog = try fixture.dialog
            #expect(pet_message_dialog_get_response_enabled(dialog.dialog, ImportDialog.importResponse) == 0)
            #expect(gtk_expander_get_expanded(dialog.detailsExpander.c) != 0)
            #expect(String(cString: gtk_expander_get_label(dialog.detailsExpander.c)) == "Hide _Details")
            await fixture.tearDown()
        }

        @Test func confirm_writesThePets_andShowsAToast_whoseUndoRemovesThem() async throws {
            let fixture = try ImportShellFixture()
            let files = try ImportTestFiles()
            fixture.controller.importFiles([ImportFile(url: URL(fileURLWithPath: try files.write("pets.csv", ImportTestFiles.shelterCSV)))])
            try await fixture.waitForSummary("3 pets ready · 1 skipped")

            try await fixture.click("_Import")

            await GTKTestLoop.settle()
            #expect(fixture.controller.toast != nil, "the dialog responds after the click")
            #expect(Set(fixture.store.pets.values.compactMap(\.origin?.animalID)) == ["A1", "A2", "A4"])
            #expect(try fixture.toastTitle() == "Imported 3 pets")
            #expect(fixture.controller.dialog == nil, "the dialog closes")
            try fixture.clickToastButton()
            await GTKTestLoop.settle()
            #expect(fixture.store.pets.isEmpty)
            await fixture.tearDown()
        }

        @Test func confirm_withAFailingStore_writesNothing_andSaysWhyInAToast() async throws {
            let fixture = try ImportShellFixture()
            let files = try ImportTestFiles()
            fixture.controller.importFiles([ImportFile(url: URL(fileURLWithPath: try files.write("pets.csv", ImportTestFiles.shelterCSV)))])
            try await fixture.waitForSummary("3 pets ready · 1 skipped")
            fixture.store.failure = CocoaError(.fileWriteOutOfSpace)

            try await fixture.click("_Import")

            await GTKTestLoop.settle()
            #expect(fixture.controller.toast != nil, "the dialog responds after the click")
            #expect(fixture.store.pets.isEmpty)
            #expect(try fixture.toastTitle().hasPrefix("Nothing was imported. "))
            await fixture.tearDown()
        }

        @Test func cancel_closesTheDialog_andWritesNothing() async throws {
            let fixture = try ImportShellFixture()
            let files = try ImportTestFiles()
            fixture.controller.importFiles([ImportFile(url: URL(fileURLWithPath: try files.write("pets.csv", ImportTestFiles.shelterCSV)))])
            try await fixture.waitForSummary("3 pets ready · 1 skipped")

            try await fixture.click("_Cancel")

            await GTKTestLoop.settle()
            #expect(fixture.controller.dialog == nil)
            #expect(fixture.store.pets.isEmpty)
            #expect(fixture.controller.toast == nil)
            await fixture.tearDown()
        }

        @Test func importAction_isCtrlO_andOpensTheFileChooser() async throws {
            let fixture = try ImportShellFixture()
            try await fixture.shell.waitUntilMapped()
            let application = pet_gtk_application(gpointer(fixture.shell.app.application))
            let accels = try #require(gtk_application_get_accels_for_action(application, "win.import"))
            defer { g_strfreev(accels) }
            #expect(accels[0].map { String(cString: $0) } == "<Control>o")
            #expect(try fixture.shell.isWindowActionEnabled("import"))

            try fixture.shell.activateWindowAction("import")

            #expect(fixture.controller.isChoosingFiles)
            fixture.controller.closeChooser()
            #expect(!fixture.controller.isChoosingFiles)
            await fixture.tearDown()
        }

        @Test func window_acceptsDroppedFiles() async throws {
            let fixture = try ImportShellFixture()
            #expect(acceptsDroppedFiles(try fixture.shell.window.window))
            await fixture.tearDown()
        }
    }
}

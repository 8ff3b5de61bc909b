import CGtk
import Foundation
import PetCore
import PetWeb
import Testing
@testable import PetAdoptionApp

extension GTKSuite {
    /// The window's import from a web address: Ctrl+L, the dialog's address field, the
    /// page fetched from the tests' site on 127.0.0.1 and previewed like a saved page.
    @MainActor @Suite("Import from a web address, in the window")
    struct WebImportDialogTests {
        let site: LoopbackSite

        init() throws {
            site = try LoopbackSite(files: ["pupcakes.html": Data(WebImportCommandLineTests.page.utf8)])
        }

        /// Types `text` into the dialog's address field and presses Enter there.
        private func enter(_ text: String, in dialog: ImportDialog) async {
            type(text, andEnterIn: dialog)
            await GTKTestLoop.settle()
        }

        /// Types `text` into the dialog's address field and presses Enter (emits the field's
        /// "activate", as Enter does), without waiting for what follows.
        private func type(_ text: String, andEnterIn dialog: ImportDialog) {
            Widgets.setEntryText(of: dialog.addressEntry.widget, text)
            var instance = GValue()
            g_value_init(&instance, gtk_entry_get_type())
            g_value_set_object(&instance, dialog.addressEntry.objectPointer)
            g_signal_emitv(&instance, g_signal_lookup("activate", gtk_entry_get_type()), 0, nil)
            g_value_unset(&instance)
        }

        @Test func ctrlL_asksForAnAddress_withTheKeyboardInItsField() async throws {
            let fixture = try ImportShellFixture(web: SoupWebFetcher(timeout: 10))
            try await fixture.shell.waitUntilMapped()
            let application = pet_gtk_application(gpointer(fixture.shell.app.application))
            let accels = try #require(gtk_application_get_accels_for_action(application, "win.import-address"))
            defer { g_strfreev(accels) }
            #expect(accels[0].map { String(cString: $0) } == "<Control>l")

            try fixture.shell.activateWindowAction(ImportController.addressActionName)
            let dialog = try fixture.dialog
            await GTKTestLoop.wait(for: "the keyboard in the address field") { Widgets.hasFocus(within: dialog.addressEntry.widget) }
            await GTKTestLoop.settle()

            #expect(String(cString: pet_message_dialog_get_heading(dialog.dialog)) == "Import from a Web Address")
            #expect(try fixture.body() == "Paste the address of a recipe page, as your browser shows it, and press Enter.")
            #expect(gtk_widget_get_visible(dialog.addressBox) != 0)
            #expect(pet_message_dialog_get_response_enabled(dialog.dialog, ImportDialog.importResponse) == 0)
            await fixture.tearDown()
        }

        @Test func anAddressEntered_isFetched_previewed_andImported() async throws {
            let fixture = try ImportShellFixture(web: SoupWebFetcher(timeout: 10))
            fixture.controller.askForAddress()
            let dialog = try fixture.dialog

            await enter("  " + site.url("/redirect?to=/files/pupcakes.html").absoluteString + "\n", in: dialog)

            #expect(try fixture.body() == "1 recipe ready")
            #expect(String(cString: pet_message_dialog_get_heading(dialog.dialog)) == "Import from a Web Address")
            #expect(pet_message_dialog_get_response_enabled(dialog.dialog, ImportDialog.importResponse) != 0)
            try await fixture.click("_Import")
            await GTKTestLoop.settle()
            let recipe = try #require(try fixture.store.loadRecipes().first)
            #expect(recipe.name == "Pumpkin Pupcakes")
            #expect(recipe.source == site.url("/files/pupcakes.html").absoluteString)
            #expect(try fixture.toastTitle() == "Imported 1 recipe")
            await fixture.tearDown()
        }

        @Test func textThatIsNoAddress_saysSoUnderTheField_andFetchesNothing() async throws {
            let fixture = try ImportShellFixture(web: SoupWebFetcher(timeout: 10))
            fixture.controller.askForAddress()
            let dialog = try fixture.dialog

            await enter("pupcakes", in: dialog)

            #expect(gtk_widget_get_visible(dialog.addressProblemLabel) != 0)
            #expect(Widgets.text(of: dialog.addressProblemLabel)
                == "“pupcakes” is not a web address. Give the page's address as the browser shows it, such as https://example.com/recipe.")
            #expect(gtk_widget_has_css_class(dialog.addressEntry.widget, "error") != 0)
            #expect(try fixture.body() == "Paste the address of a recipe page, as your browser shows it, and press Enter.")

            await enter(site.url("/files/pupcakes.html").absoluteString, in: dialog)
            #expect(gtk_widget_get_visible(dialog.addressProblemLabel) == 0)
            #expect(gtk_widget_has_css_class(dialog.addressEntry.widget, "error") == 0)
            await fixture.tearDown()
        }

        @Test func aSiteThatRefuses_isSaidInThePreview_andNothingCanBeImported() async throws {
            let fixture = try ImportShellFixture(web: SoupWebFetcher(timeout: 10))
            fixture.controller.askForAddress()
            let dialog = try fixture.dialog
            let address = site.url("/status/403").absoluteString

            await enter(address, in: dialog)

            #expect(pet_message_dialog_get_response_enabled(dialog.dialog, ImportDialog.importResponse) == 0)
            #expect(gtk_expander_get_expanded(dialog.detailsExpander.c) != 0, "the reason is what matters")
            let lines = Widgets.descendants(of: dialog.detailsList).filter { pet_is_label(gpointer($0)) != 0 }.map(Widgets.text(of:))
            #expect(lines.contains("\(address): not imported: The site does not allow the app to fetch \(address) (HTTP 403). Open the page in your browser, save it (Ctrl+S), and import the saved file instead."))
            await fixture.tearDown()
        }

        @Test func cancellingWhileAPageIsFetched_closesTheDialog_andEndsTheFetch() async throws {
            // A site that never answers and a time limit far beyond the settling's: only the
            // cancel can end the fetch.
            let fixture = try ImportShellFixture(web: SoupWebFetcher(timeout: 600))
            fixture.controller.askForAddress()
            // Laid out on screen before the fetch begins (nothing settles while it runs), so
            // that Cancel can be clicked.
            await GTKTestLoop.settle()
            do {
                // The dialog is not held past its closing.
                let dialog = try fixture.dialog
                type(site.url("/slow").absoluteString, andEnterIn: dialog)
                let fetching = "Fetching \(site.url("/slow").absoluteString)…"
                await GTKTestLoop.wait(for: "the progress saying “\(fetching)”") {
                    gtk_widget_get_visible(dialog.progressBar.widget) != 0
                        && gtk_progress_bar_get_text(dialog.progressBar.c).map { String(cString: $0) } == fetching
                }
            }

            try await fixture.click("_Cancel")
            await GTKTestLoop.settle()

            #expect(fixture.controller.dialog == nil)
            #expect(try fixture.store.loadRecipes().isEmpty)
            await fixture.tearDown()
        }

        @Test func aLinkDroppedFromABrowser_isTheWebPageThere() {
            let link = g_file_new_for_uri("https://treats.example/recipes/pupcakes")!
            defer { g_object_unref(gpointer(link)) }
            let file = ImportFile(gFile: link)

            guard case .web(let address) = file.source else {
                Issue.record("a dropped link became a file")
                return
            }
            #expect(address.url.absoluteString == "https://treats.example/recipes/pupcakes")
            #expect(file.name == "https://treats.example/recipes/pupcakes")
        }

        @Test func ctrlL_inAnOpenImport_showsTheAddressField_andPutsTheKeyboardInIt() async throws {
            let fixture = try ImportShellFixture(web: SoupWebFetcher(timeout: 10))
            fixture.controller.importFiles([ImportFile(name: "pets.csv") { Data(ImportTestFiles.shelterCSV.utf8) }])
            try await fixture.waitForSummary("3 pets ready · 1 skipped")
            let dialog = try fixture.dialog
            #expect(gtk_widget_get_visible(dialog.addressBox) == 0, "a file's import does not ask for an address")

            #expect(pet_test_key_press(dialog.dialog, guint(GDK_KEY_l), GDK_CONTROL_MASK) != 0)
            await GTKTestLoop.settle()

            #expect(gtk_widget_get_visible(dialog.addressBox) != 0)
            #expect(Widgets.hasFocus(within: dialog.addressEntry.widget))
            await enter(site.url("/files/pupcakes.html").absoluteString, in: dialog)
            #expect(try fixture.body() == "1 recipe ready", "the page's preview replaces the file's")
            await fixture.tearDown()
        }
    }
}

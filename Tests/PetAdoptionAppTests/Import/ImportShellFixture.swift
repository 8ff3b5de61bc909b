import CGtk
import Foundation
import PetCore
import Testing
@testable import PetAdoptionApp

/// The app's window with an ``ImportController`` importing into an in-memory store and
/// toasting on the window's overlay, as the composition root wires it.
@MainActor
final class ImportShellFixture {
    let shell: ShellFixture
    let store: InMemoryCatalogStore
    let controller: ImportController

    /// The window importing into `store`, fetching web pages with `web` (none when `nil`).
    init(store: InMemoryCatalogStore = InMemoryCatalogStore(), web: (any WebFetching)? = nil) throws {
        shell = try ShellFixture()
        self.store = store
        let window = try shell.window.window
        controller = ImportController(window: window, toasts: try shell.window.toasts) {
            ImportViewModel(service: ImportService(store: store, context: ImportTestFiles.context, web: web))
        }
    }

    /// The open import dialog.
    var dialog: ImportDialog {
        get throws { try #require(controller.dialog) }
    }

    /// The dialog's body (the summary).
    func body() throws -> String {
        String(cString: pet_message_dialog_get_body(try dialog.dialog))
    }

    /// Lets the files be read, then expects the dialog to show the summary `text`.
    func waitForSummary(_ text: String) async throws {
        await GTKTestLoop.settle()
        #expect(try body() == text)
    }

    /// Clicks the dialog's button labelled `label` (the user's way to respond: the dialog
    /// then closes itself).
    func click(_ label: String) async throws {
        let button = try #require(Widgets.button(labelled: label, under: try dialog.dialog), "no button “\(label)”")
        await activate(button)
    }

    /// The title of the latest toast, as plain text.
    func toastTitle() throws -> String {
        try #require(controller.toast, "no toast shown").title
    }

    /// Clicks the latest toast's button (emits "button-clicked").
    func clickToastButton() throws {
        let toast = try #require(controller.toast).toast
        var instance = GValue()
        g_value_init(&instance, adw_toast_get_type())
        g_value_set_object(&instance, gpointer(toast))
        g_signal_emitv(&instance, g_signal_lookup("button-clicked", adw_toast_get_type()), 0, nil)
        g_value_unset(&instance)
    }

    func tearDown() async {
        controller.closeChooser()
        await shell.tearDown()
    }
}

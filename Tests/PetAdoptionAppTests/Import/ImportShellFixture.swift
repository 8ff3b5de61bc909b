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
    let overlay: UnsafeMutablePointer<GtkWidget>
    let controller: ImportController

    init(store: InMemoryCatalogStore = InMemoryCatalogStore()) throws {
        shell = try ShellFixture()
        self.store = store
        let window = try shell.window.window
        overlay = try shell.window.toastOverlay
        controller = ImportController(window: window, toastOverlay: overlay) {
            ImportViewModel(service: ImportService(store: store, context: ImportTestFiles.context))
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

    /// Waits until the dialog shows the summary `text`.
    func waitForSummary(_ text: String) async throws {
        let dialog = try self.dialog.dialog
        let shown = await GTKTestLoop.run(until: { String(cString: pet_message_dialog_get_body(dialog)) == text })
        #expect(shown, "the dialog says “\(String(cString: pet_message_dialog_get_body(dialog)))”")
    }

    /// Clicks the dialog's button labelled `label` (the user's way to respond: the dialog
    /// then closes itself).
    func click(_ label: String) throws {
        let button = try #require(Self.button(labelled: label, in: try dialog.dialog), "no button “\(label)”")
        #expect(gtk_widget_activate(button) != 0)
    }

    private static func button(labelled label: String, in widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>? {
        if g_type_check_instance_is_a(gpointer(widget).assumingMemoryBound(to: GTypeInstance.self), gtk_button_get_type()) != 0,
           let text = gtk_button_get_label(pet_gtk_button(widget)), String(cString: text) == label {
            return widget
        }
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            if let found = button(labelled: label, in: current) { return found }
            child = gtk_widget_get_next_sibling(current)
        }
        return nil
    }

    /// The title of the latest toast.
    func toastTitle() throws -> String {
        let toast = try #require(controller.toast, "no toast shown")
        return String(cString: adw_toast_get_title(toast))
    }

    /// Clicks the latest toast's button (emits "button-clicked").
    func clickToastButton() throws {
        let toast = try #require(controller.toast)
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

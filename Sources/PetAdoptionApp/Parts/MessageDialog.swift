import CGtk

/// A message that needs no answer but must be read (a damaged catalog replaced at
/// start-up): an `AdwMessageDialog` over a window with one _OK button. It goes when the
/// window does.
@MainActor
enum MessageDialog {
    /// Presents `heading` and `body` over `window`.
    static func present(over window: UnsafeMutablePointer<GtkWidget>, heading: String, body: String) {
        let dialog = pet_message_dialog_new(pet_gtk_window(gpointer(window)), heading)!
        gtk_window_set_destroy_with_parent(pet_gtk_window(gpointer(dialog)), 1)
        pet_message_dialog_set_body(dialog, body)
        pet_message_dialog_add_response(dialog, "close", tr("_OK"), 0)
        Accessibility.nameButtons(in: dialog)
        gtk_window_present(pet_gtk_window(gpointer(dialog)))
    }
}

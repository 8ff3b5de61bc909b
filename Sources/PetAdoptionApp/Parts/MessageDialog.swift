import CGtk

/// A message that needs no answer but must be read (a damaged catalog replaced at
/// start-up): a message dialog (`pet_message_dialog_new`) over a window with one _OK
/// button. It goes when the window does.
@MainActor
enum MessageDialog {
    /// Presents `heading` and `body` over `window`.
    static func present(over window: UnsafeMutablePointer<GtkWidget>, heading: String, body: String) {
        let dialog = pet_message_dialog_new(heading)!
        pet_message_dialog_set_body(dialog, body)
        pet_message_dialog_add_response(dialog, "close", tr("_OK"), 0)
        Accessibility.nameButtons(in: dialog)
        pet_message_dialog_present(dialog, window)
    }
}

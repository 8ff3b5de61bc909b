import CGtk

/// The “Discard Changes?” question asked when a changed form is closed: an
/// `AdwMessageDialog` over the form with Keep Editing (the default, and what Escape
/// answers) and a destructive Discard. It goes when the form's window does.
@MainActor
enum DiscardChangesDialog {
    /// The response id of Keep Editing (and of Escape).
    static let keepResponse = "keep"
    /// The response id of Discard.
    static let discardResponse = "discard"

    /// Presents the question over `window`; `answer` gets whether the user chose Discard,
    /// once the dialog has closed itself and finished answering (so `answer` may destroy
    /// `window`). The dialog destroys itself after a response.
    static func present(over window: UnsafeMutablePointer<GtkWidget>, answer: @escaping @MainActor (_ discards: Bool) -> Void) {
        let dialog = pet_message_dialog_new(pet_gtk_window(gpointer(window)), tr("Discard Changes?"))!
        gtk_window_set_destroy_with_parent(pet_gtk_window(gpointer(dialog)), 1)
        pet_message_dialog_set_body(dialog, tr("The changes you made in this form will be lost."))
        pet_message_dialog_add_response(dialog, keepResponse, tr("_Keep Editing"), 0)
        pet_message_dialog_add_response(dialog, discardResponse, tr("_Discard"), 0)
        pet_message_dialog_set_response_destructive(dialog, discardResponse)
        pet_message_dialog_set_default_response(dialog, keepResponse)
        pet_message_dialog_set_close_response(dialog, keepResponse)
        connect(dialog, "response") { response in
            let discards = response.map { String(cString: $0.assumingMemoryBound(to: CChar.self)) } == discardResponse
            // The dialog is inside its own response emission; destroying its parent window
            // there would pull the window out from under it.
            perform { answer(discards) }
        }
        Accessibility.nameButtons(in: dialog)
        gtk_window_present(pet_gtk_window(gpointer(dialog)))
    }
}

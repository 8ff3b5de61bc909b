import CGtk

/// A question asked before something that cannot be taken back (discarding a form's
/// changes, leaving cooking mode or quitting with timers running, saving over another
/// desk's change): a message dialog (`pet_message_dialog_new`) over a window with a safe
/// answer (the default, which has the keyboard focus, so Return never does what cannot
/// be undone) and a destructive one, and optionally Cancel. Escape answers Cancel when
/// there is one, else the safe answer. It goes when the window does.
@MainActor
enum QuestionDialog {
    /// The response id of Cancel.
    static let cancelResponse = "cancel"
    /// The response id of the safe answer.
    static let keepResponse = "keep"
    /// The response id of the destructive answer.
    static let actResponse = "act"

    /// Presents `heading` and `body` over `window` with the answers `keep` (safe) and
    /// `act` (destructive), both with mnemonics; `answer` gets whether the user chose
    /// `act`, once the dialog has closed itself and finished answering (so `answer` may
    /// destroy `window`). The dialog destroys itself after a response.
    static func present(
        over window: UnsafeMutablePointer<GtkWidget>, heading: String, body: String, keep: String, act: String,
        answer: @escaping @MainActor (_ acts: Bool) -> Void
    ) {
        present(over: window, heading: heading, body: body, cancel: nil, keep: keep, act: act) { answer($0 == actResponse) }
    }

    /// Presents `heading` and `body` over `window` with Cancel first, then the answers
    /// `keep` (safe, the default) and `act` (destructive); `answer` gets the response id
    /// (``cancelResponse``, ``keepResponse`` or ``actResponse``), as above.
    static func present(
        over window: UnsafeMutablePointer<GtkWidget>, heading: String, body: String, cancel: String?, keep: String,
        act: String, answer: @escaping @MainActor (_ response: String) -> Void
    ) {
        let dialog = pet_message_dialog_new(heading)!
        pet_message_dialog_set_body(dialog, body)
        if let cancel { pet_message_dialog_add_response(dialog, cancelResponse, cancel, 0) }
        pet_message_dialog_add_response(dialog, keepResponse, keep, 0)
        pet_message_dialog_add_response(dialog, actResponse, act, 0)
        pet_message_dialog_set_response_destructive(dialog, actResponse)
        pet_message_dialog_set_default_response(dialog, keepResponse)
        pet_message_dialog_set_close_response(dialog, cancel == nil ? keepResponse : cancelResponse)
        connect(dialog, \.alertResponse) { response in
            let id = response.map { String(cString: $0.assumingMemoryBound(to: CChar.self)) } ?? ""
            // The dialog is inside its own response emission; destroying its parent window
            // there would pull the window out from under it.
            perform { answer(id) }
        }
        Accessibility.nameButtons(in: dialog)
        pet_message_dialog_present(dialog, window)
    }
}

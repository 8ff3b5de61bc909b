import CGtk

/// The “Discard Changes?” question asked when a changed form is closed: Keep Editing
/// (the default, and what Escape answers) or a destructive Discard (a ``QuestionDialog``).
@MainActor
enum DiscardChangesDialog {
    /// Presents the question over `window`; `answer` gets whether the user chose Discard,
    /// once the dialog has closed (so `answer` may destroy `window`).
    static func present(over window: UnsafeMutablePointer<GtkWidget>, answer: @escaping @MainActor (_ discards: Bool) -> Void) {
        QuestionDialog.present(
            over: window, heading: tr("Discard Changes?"), body: tr("The changes you made in this form will be lost."),
            keep: tr("_Keep Editing"), act: tr("_Discard"), answer: answer)
    }
}

import CGtk

/// The “Discard Changes?” question asked when a changed form is closed: Keep Editing
/// (the default, and what Escape answers) or a destructive Discard (see ``CloseGuard``).
@MainActor
enum DiscardChangesDialog {
    /// The question.
    static var question: CloseGuard.Question {
        CloseGuard.Question(
            heading: tr("Discard Changes?"), body: tr("The changes you made in this form will be lost."),
            keep: tr("_Keep Editing"), act: tr("_Discard"))
    }
}

import CGtk

/// Asks before a window closes when closing would lose something (a form's changes,
/// kitchen timers running): its "close-request" shows a ``QuestionDialog``, once while
/// it is up; the safe answer keeps the window, the other closes it, without asking again.
///
/// Install it before any other "close-request" handler (a window saving its state): a
/// close it stops never reaches them; the close it lets through does.
@MainActor
final class CloseGuard {
    /// What to ask: a heading, a body, and the safe and the destructive answers (with mnemonics).
    struct Question {
        var heading: String
        var body: String
        var keep: String
        var act: String
    }

    private let window: UnsafeMutablePointer<GtkWidget>
    private let question: @MainActor () -> Question?
    private var isAsking = false
    private var mayClose = false

    /// Guards `window` (which owns the guard) with `question`: what to ask before it
    /// closes, or `nil` when it may close at once.
    @discardableResult
    init(_ window: UnsafeMutablePointer<GtkWidget>, question: @escaping @MainActor () -> Question?) {
        self.window = window
        self.question = question
        ObjectOwnership.attach(self, to: window)
        connect(window, \.closeRequest, { [weak self] in self?.stopsClosing() ?? false })
    }

    /// Whether the close waits for the answer.
    private func stopsClosing() -> Bool {
        guard !mayClose, let question = question() else { return false }
        guard !isAsking else { return true }
        isAsking = true
        QuestionDialog.present(
            over: window, heading: question.heading, body: question.body, keep: question.keep, act: question.act
        ) { [weak self] acts in
            guard let self else { return }
            self.isAsking = false
            guard acts else { return }
            self.mayClose = true
            Widget<Gtk.Window>(windowOf: self.window).map { gtk_window_close($0.window) }
        }
        return true
    }
}

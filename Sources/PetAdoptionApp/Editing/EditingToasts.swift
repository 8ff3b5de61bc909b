import CGtk

/// The toasts of editing, in an `AdwToastOverlay`: a form's failures, and “Deleted
/// Bella.” with Undo while a deletion can still be undone.
///
/// A deletion toast keeps its form's view model until it goes away: Undo calls
/// `undoDelete()`; when the toast goes away (timed out, closed, or after Undo) it calls
/// `finishDeletion()`, which deletes from the store only if the deletion was not undone,
/// and shows the failure if the store refused.
@MainActor
final class EditingToasts {
    /// The `AdwToastOverlay` the toasts show in.
    let overlay: UnsafeMutablePointer<GtkWidget>
    /// The toasts shown or queued, oldest first (`AdwToast`s, owned by the overlay).
    private(set) var toasts: [OpaquePointer] = []
    /// The plain text of each toast's title (the toast holds it as escaped markup).
    private var titlesByToast: [OpaquePointer: String] = [:]

    /// Toasts in `overlay`, an `AdwToastOverlay`.
    init(overlay: UnsafeMutablePointer<GtkWidget>) {
        self.overlay = overlay
    }

    /// The titles of the toasts shown or queued, oldest first, as plain text.
    var titles: [String] {
        toasts.compactMap { titlesByToast[$0] }
    }

    /// Shows `form`'s failure, if it has one, then tells the form it was shown.
    func showFailure(of form: some EditingForm) {
        guard let failure = form.failure else { return }
        add(title: failure.text, undo: nil, onDismissed: {})
        form.dismissFailure()
    }

    /// Shows the undo toast of `form`'s pending deletion (its `deletionNotice`).
    func showDeletion(of form: some EditingForm) {
        guard let notice = form.deletionNotice else { return }
        add(title: notice, undo: { form.undoDelete() }, onDismissed: { [weak self] in
            form.finishDeletion()
            self?.showFailure(of: form)
        })
    }

    /// Dismisses every toast (as their timeouts would).
    func dismissAll() {
        toasts.forEach { adw_toast_dismiss($0) }
    }

    private func add(title: String, undo: (@MainActor () -> Void)?, onDismissed: @escaping @MainActor () -> Void) {
        // A toast's title is Pango markup in libadwaita 1.2.
        let escaped = g_markup_escape_text(title, -1)
        let toast = adw_toast_new(escaped)!
        g_free(escaped)
        if let undo {
            adw_toast_set_button_label(toast, "_Undo")
            adw_toast_set_priority(toast, ADW_TOAST_PRIORITY_HIGH)
            connect(toast, "button-clicked") { undo() }
        }
        toasts.append(toast)
        titlesByToast[toast] = title
        let forget: @MainActor () -> Void = { [weak self] in
            self?.toasts.removeAll { $0 == toast }
            self?.titlesByToast[toast] = nil
            onDismissed()
        }
        connect(toast, "dismissed", forget)
        adw_toast_overlay_add_toast(pet_adw_toast_overlay(gpointer(overlay)), toast)
    }
}

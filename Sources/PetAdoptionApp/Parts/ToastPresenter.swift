import CGtk
import Observation
import PetCore

/// The one way the app shows a toast: a message in an `AdwToastOverlay`, with an Undo
/// button when there is something to undo.
///
/// Every text is shown exactly as given: a toast's title is Pango markup in libadwaita
/// 1.2, so the presenter escapes it (a pet named “Tom & Jerry” or “<b>Rex</b>” reads as
/// typed). Nothing else in the app creates a toast.
///
/// Each toast is announced to screen readers (see ``Accessibility/announce(_:from:)``),
/// its buttons are named for them, and the newest toast with Undo can be undone from the
/// keyboard (``undoLatest()``, Ctrl+Z) while it shows.
///
/// ```swift
/// toasts.show("Bella was adopted", undo: { perform { await pet.undoAdoption() } })
/// toasts.showFailures(of: pet, \.failure) { $0.dismissFailure() }
/// ```
@MainActor
final class ToastPresenter {
    /// One toast shown (or queued) by the presenter.
    final class Toast {
        /// The `AdwToast`, owned by the overlay while it shows.
        let toast: OpaquePointer
        /// The title, as plain text.
        fileprivate(set) var title: String
        /// What its Undo button does, if it has one.
        fileprivate let undo: (@MainActor () -> Void)?

        fileprivate init(toast: OpaquePointer, title: String, undo: (@MainActor () -> Void)?) {
            self.toast = toast
            self.title = title
            self.undo = undo
        }

        /// Replaces the title (a toast that says more as things happen).
        func setTitle(_ title: String) {
            self.title = title
            adw_toast_set_title(toast, ToastPresenter.escaped(title))
        }

        /// Hides the toast now, as its timeout would.
        func dismiss() {
            adw_toast_dismiss(toast)
        }
    }

    /// The `AdwToastOverlay`.
    let overlay: Widget<Adw.ToastOverlay>
    /// The toasts shown or queued, oldest first.
    private(set) var toasts: [Toast] = []
    /// Called when ``canUndo`` may have changed.
    var onUndoChange: (@MainActor () -> Void)?
    /// How long a toast with Undo stays, in seconds.
    static let undoTimeout: UInt32 = 10

    /// Whether the overlay's children are watched, to name the buttons of each toast widget.
    private var isWatchingChildren = false

    /// A presenter over `child`, in a new overlay.
    convenience init(over child: UnsafeMutablePointer<GtkWidget>) {
        let overlay = Widget<Adw.ToastOverlay>(adw_toast_overlay_new())
        adw_toast_overlay_set_child(overlay.c, child)
        self.init(overlay: overlay.widget)
    }

    /// A presenter showing toasts in `overlay`, an `AdwToastOverlay`, which owns it.
    init(overlay: UnsafeMutablePointer<GtkWidget>) {
        self.overlay = Widget(overlay)
        ObjectOwnership.attach(self, to: overlay)
    }

    /// Whether a toast with Undo is showing or queued.
    var canUndo: Bool { toasts.contains { $0.undo != nil } }

    /// Undoes what the newest toast with Undo offers, and dismisses it (Ctrl+Z).
    func undoLatest() {
        guard let toast = toasts.last(where: { $0.undo != nil }) else { return }
        undo(toast)
        toast.dismiss()
    }

    /// Does what `toast` offers to undo, and tells screen readers it did ("Undone: Bella
    /// was adopted"); a failure to undo is a toast of its own.
    private func undo(_ toast: Toast) {
        toast.undo?()
        Accessibility.announce(Localization.translator.tr("Undone: %1$@", toast.title), from: overlay.widget)
    }

    /// The titles of the toasts shown or queued, oldest first, as plain text.
    var titles: [String] { toasts.map(\.title) }

    /// Shows `text`; with `undo`, the toast has an Undo button that calls it, and takes
    /// priority over other toasts. `onDismissed` gets the toast when it is gone (timed out,
    /// closed, or dismissed).
    @discardableResult
    func show(
        _ text: String, undo: (@MainActor () -> Void)? = nil, onDismissed: (@MainActor (Toast) -> Void)? = nil
    ) -> Toast {
        let toast = Toast(toast: adw_toast_new(Self.escaped(text)), title: text, undo: undo)
        if undo != nil {
            adw_toast_set_button_label(toast.toast, tr("_Undo"))
            adw_toast_set_priority(toast.toast, ADW_TOAST_PRIORITY_HIGH)
            // Twice the usual time: someone reaching Undo by keyboard, or hearing the
            // toast read out, needs longer than a glance (WCAG 2.2.1, timing adjustable).
            adw_toast_set_timeout(toast.toast, Self.undoTimeout)
            connect(toast.toast, \.toastButtonClicked) { [weak self] () -> Void in self?.undo(toast) }
        }
        toasts.append(toast)
        connect(toast.toast, \.toastDismissed) { [weak self] () -> Void in
            self?.toasts.removeAll { $0 === toast }
            if undo != nil { self?.onUndoChange?() }
            onDismissed?(toast)
        }
        watchToastWidgets()
        adw_toast_overlay_add_toast(overlay.c, toast.toast)
        if undo != nil { onUndoChange?() }
        // After the work that made the toast, which may move the focus the announcement uses.
        // With Undo, the announcement says how to undo from the keyboard (the toast's button
        // is out of the focus order's way).
        let announcement = undo == nil ? text : Localization.translator.tr("%1$@. Press Ctrl+Z to undo.", text)
        PendingWork.start { [overlay] in Accessibility.announce(announcement, from: overlay.widget) }
        return toast
    }

    /// Shows each failure `model[keyPath: failure]` publishes, once, then calls `dismiss`
    /// so the view model forgets it.
    @discardableResult
    func showFailures<Model: Observable & AnyObject>(
        of model: Model, _ failure: KeyPath<Model, FailureMessage?>, dismiss: @escaping @MainActor (Model) -> Void
    ) -> Binding {
        bind(overlay, to: model, failure) { [weak self, weak model] _, message in
            guard let self, let model, let message else { return }
            self.show(message.text)
            dismiss(model)
        }
    }

    /// Dismisses every toast (as their timeouts would).
    func dismissAll() {
        toasts.forEach { $0.dismiss() }
    }

    /// Names the buttons of every toast widget the overlay gets, from the first toast on.
    private func watchToastWidgets() {
        guard !isWatchingChildren else { return }
        isWatchingChildren = true
        let children = gtk_widget_observe_children(overlay.widget)!
        // The overlay keeps the list (and so this handler) as long as it lives.
        g_object_set_data_full(pet_g_object(overlay.objectPointer), "pet-adoption-observed-children", children.objectPointer) {
            g_object_unref($0)
        }
        connect(children, \.itemsChanged) { [overlay] _, _, added in
            guard added > 0 else { return }
            for child in Widgets.children(of: overlay.widget) where pet_is_toast_widget(child) != 0 {
                Accessibility.nameButtons(in: child)
            }
        }
    }

    /// `text` as Pango markup that shows it literally.
    fileprivate nonisolated static func escaped(_ text: String) -> String {
        let escaped = g_markup_escape_text(text, -1)!
        defer { g_free(escaped) }
        return String(cString: escaped)
    }
}

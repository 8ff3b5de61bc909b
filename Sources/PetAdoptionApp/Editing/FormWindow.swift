import CGtk
import PetCore

/// The window every add/edit form shares: a modal `AdwWindow` over the main window, titled
/// with the form's title (what assistive technologies announce), with a header bar
/// (Cancel; the form's title; a suggested Save that is sensitive only while the form can
/// be saved) above the fields of the form's ``RecordForm/layout``, scrolled, in a toast
/// overlay. A form with photos (``RecordForm/photoEditor``) shows them after its first
/// group (``FormPhotos``), and takes image files dropped on the window.
///
/// Two window actions do the work, whatever asked for them:
/// - ``saveAction`` (Save, Ctrl+S, Return in a one-line field) calls the view model's
///   `save()`: the window closes once it saved, shows the failure as a toast inside the
///   form when the store refused, and when a field is invalid saves nothing, shows
///   every field's error and takes the keyboard to the first one. Return in a text area
///   still starts a new line. When another desk changed or deleted the record since the
///   form opened, a question says so and offers to keep their version or save this one
///   (``RecordEditing/conflict``).
/// - ``cancelAction`` (Cancel, Escape) closes the window, as the window manager's close
///   button does: at once when the form has no changes, else after asking
///   (``DiscardChangesDialog``), and closing then without saving when told to discard.
///
/// The window owns this controller and the view model.
@MainActor
final class FormWindow<Form: RecordForm> {
    /// Saves the form (Save, Ctrl+S, Return in a one-line field).
    static var saveAction: String { "form.save" }
    /// Closes the form, asking first when it has changes (Cancel, Escape).
    static var cancelAction: String { "form.cancel" }

    /// The `AdwWindow`.
    let window: Widget<Adw.Window>
    /// Saves and closes.
    let saveButton: UnsafeMutablePointer<GtkWidget>
    /// Closes without saving.
    let cancelButton: UnsafeMutablePointer<GtkWidget>
    /// The window's keyboard shortcuts: Ctrl+S saves, Escape cancels.
    let shortcuts = Object<Gtk.ShortcutController>(gtk_shortcut_controller_new()!)
    /// The toasts inside the form (its failures).
    let toasts: ToastPresenter
    /// The form's view model.
    let form: Form

    /// The Photos group, for a form with photos.
    private(set) var photos: FormPhotos?

    private let built: FormFields.Built

    /// A window showing `form`'s fields, transient for the window that holds `widget`:
    /// the window of `form-window.ui`. Call ``present()`` to show it.
    init(form: Form, over widget: UnsafeMutablePointer<GtkWidget>) {
        self.form = form
        built = FormFields.build(form.layout, model: form)
        let ui = BuiltUI("form-window.ui")
        window = ui.widget("window")
        saveButton = ui.widget("save_button")
        cancelButton = ui.widget("cancel_button")
        toasts = ToastPresenter(overlay: ui.widget("toast_overlay"))
        gtk_window_set_transient_for(window.window, Widget(windowOf: widget)?.window)

        var groups = built.groups
        if let editor = form.photoEditor {
            let photos = FormPhotos(editor: editor, window: window.widget)
            groups.insert(photos.group, at: min(1, groups.count))
            self.photos = photos
        }
        let page = ui.widget("page", as: Gtk.Box.self)
        for group in groups { gtk_box_append(page.c, group.widget) }
        let title = ui.widget("title", as: Adw.WindowTitle.self)
        let scroller = ui.widget("scroller")

        ObjectOwnership.attach(self, to: window)
        bind(window, to: form, \.title) { window, text in gtk_window_set_title(window.window, text) }
        bind(title, to: form, \.title) { title, text in adw_window_title_set_title(title.c, text) }
        // The form's scrolling pane, and the list of its untitled first group, are named after the form.
        bind(scroller, to: form, \.title) { scroller, text in
            pet_accessible_set_label(scroller.accessible, text)
            Accessibility.nameUntitledGroupLists(in: scroller, text)
        }
        bind(saveButton, to: form, \.canSave) { button, canSave in gtk_widget_set_sensitive(button, canSave ? 1 : 0) }
        toasts.showFailures(of: form.editing, \.failure) { $0.dismissFailure() }
        bind(window, to: form.editing, \.conflict) { [weak self] _, question in
            guard let question else { return }
            self?.ask(question)
        }
        // What another desk saves meanwhile shows in the fields the person left alone.
        bind(window, to: form, \.stored) { [form, toasts] _, current in
            if let notice = form.follow(current) { toasts.show(notice) }
        }
        addActions()
        addShortcuts()
        connect(saveButton, \.clicked) { [window] in gtk_widget_activate_action_variant(window.widget, Self.saveAction, nil) }
        connect(cancelButton, \.clicked) { [window] in gtk_widget_activate_action_variant(window.widget, Self.cancelAction, nil) }
        for entry in built.entryRows {
            PreferenceRows.onReturn(in: entry) { [window] in gtk_widget_activate_action_variant(window.widget, Self.saveAction, nil) }
        }
        CloseGuard(window.widget) { [form] in form.hasChanges ? DiscardChangesDialog.question : nil }
    }

    /// Opens a form window for `form` over the window holding `widget`.
    @discardableResult
    static func present(_ form: Form, over widget: UnsafeMutablePointer<GtkWidget>) -> FormWindow {
        let window = FormWindow(form: form, over: widget)
        window.present()
        return window
    }

    /// Shows the window with the keyboard focus in the first field, so typing starts there.
    func present() {
        gtk_window_present(window.window)
        if let first = built.first { gtk_widget_grab_focus(first) }
        Widgets.retellFocusOnceActive(window.widget)
    }

    /// The widget that edits the field titled `title` (an entry row or entry, a combo row, a text view).
    func field(_ title: String) -> UnsafeMutablePointer<GtkWidget>? {
        built.fields[title]
    }

    /// The label showing the error of the field titled `title`.
    func errorLabel(_ title: String) -> UnsafeMutablePointer<GtkWidget>? {
        built.errorLabels[title]
    }

    /// The label saying that the field titled `title` is required.
    func requiredLabel(_ title: String) -> UnsafeMutablePointer<GtkWidget>? {
        built.requiredLabels[title]
    }

    private func addActions() {
        Actions.insertGroup("form", into: window.widget) { group in
            Actions.add("save", to: group) { [weak self] _ in self?.save() }
            Actions.add("cancel", to: group) { [window] _ in gtk_window_close(window.window) }
        }
    }

    private func addShortcuts() {
        shortcuts.addShortcut("<Control>s", activating: Self.saveAction)
        shortcuts.addShortcut("Escape", activating: Self.cancelAction)
        gtk_widget_add_controller(window.widget, shortcuts.eventController)
    }

    private func save() {
        perform { [weak self, form] in
            let saved = await form.save()
            // The window may have been closed while the commit ran (then `self` is gone).
            guard let self else { return }
            if saved {
                gtk_window_destroy(self.window.window)
            } else {
                self.showFirstError()
            }
        }
    }

    /// After a save refused for an invalid field: takes the keyboard to the first field
    /// showing an error, so that a screen reader says the field and its error (its
    /// description), or says the error when the keyboard is in that field already.
    private func showFirstError() {
        guard let error = form.firstError, let field = built.fields[error.field] else { return }
        if Widgets.hasFocus(within: field) {
            Accessibility.announce(error.message, from: field)
        } else {
            gtk_widget_grab_focus(field)
        }
    }

    /// Asks what to do about another desk's change or deletion that refused the save,
    /// then saves again or closes as answered, or stays (Cancel).
    private func ask(_ question: EditConflictQuestion) {
        QuestionDialog.present(
            over: window.widget, heading: question.heading, body: question.body, cancel: tr("_Cancel"),
            keep: question.safeAnswer, act: question.destructiveAnswer
        ) { [weak self, form] id in
            let response: EditConflictQuestion.Response = switch id {
            case QuestionDialog.keepResponse: .safe
            case QuestionDialog.actResponse: .destructive
            default: .cancel
            }
            perform { [weak self] in
                guard await form.answerConflict(response), let self else { return }
                gtk_window_destroy(self.window.window)
            }
        }
    }
}

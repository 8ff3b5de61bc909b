import CGtk
import PetCore

/// The window every add/edit form shares: a modal `AdwWindow` over the main window with
/// a header bar (Cancel; the form's title; a suggested Save that is sensitive only while
/// the form can be saved) above the fields of the form's ``RecordForm/layout``, scrolled,
/// in a toast overlay.
///
/// Save calls the view model's `save()`: the window closes once it saved, and shows the
/// failure as a toast inside the form when the store refused. Cancel and Escape close
/// the window without saving. The window owns this controller and the view model.
@MainActor
final class FormWindow<Form: RecordForm> {
    /// The `AdwWindow`.
    let window: UnsafeMutablePointer<GtkWidget>
    /// Saves and closes.
    let saveButton = gtk_button_new_with_mnemonic(tr("_Save"))!
    /// Closes without saving.
    let cancelButton = gtk_button_new_with_mnemonic(tr("_Cancel"))!
    /// The toasts inside the form (its failures).
    let toasts: ToastPresenter
    /// The form's view model.
    let form: Form

    /// The default size, in logical pixels.
    static var defaultSize: (width: Int32, height: Int32) { (420, 640) }

    private let built: FormFields.Built

    /// A window showing `form`'s fields, transient for the window that holds `widget`.
    /// Call ``present()`` to show it.
    init(form: Form, over widget: UnsafeMutablePointer<GtkWidget>) {
        self.form = form
        built = FormFields.build(form.layout, model: form)
        window = adw_window_new()
        let gtkWindow = pet_gtk_window(gpointer(window))
        gtk_window_set_transient_for(gtkWindow, gtk_widget_get_root(widget).flatMap { pet_gtk_window(gpointer($0)) })
        gtk_window_set_modal(gtkWindow, 1)
        gtk_window_set_destroy_with_parent(gtkWindow, 1)
        gtk_window_set_default_size(gtkWindow, Self.defaultSize.width, Self.defaultSize.height)

        let title = adw_window_title_new(form.title, nil)!
        let header = adw_header_bar_new()!
        adw_header_bar_set_title_widget(pet_adw_header_bar(gpointer(header)), title)
        adw_header_bar_set_show_start_title_buttons(pet_adw_header_bar(gpointer(header)), 0)
        adw_header_bar_set_show_end_title_buttons(pet_adw_header_bar(gpointer(header)), 0)
        gtk_widget_add_css_class(saveButton, "suggested-action")
        adw_header_bar_pack_start(pet_adw_header_bar(gpointer(header)), cancelButton)
        adw_header_bar_pack_end(pet_adw_header_bar(gpointer(header)), saveButton)

        let page = Widgets.box(GTK_ORIENTATION_VERTICAL, spacing: 24, built.groups)
        for margin in [gtk_widget_set_margin_top, gtk_widget_set_margin_bottom] { margin(page, 24) }
        for margin in [gtk_widget_set_margin_start, gtk_widget_set_margin_end] { margin(page, 12) }
        let clamp = adw_clamp_new()!
        adw_clamp_set_child(pet_adw_clamp(gpointer(clamp)), page)
        let scroller = gtk_scrolled_window_new()!
        gtk_scrolled_window_set_policy(pet_gtk_scrolled_window(gpointer(scroller)), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_child(pet_gtk_scrolled_window(gpointer(scroller)), clamp)
        gtk_widget_set_vexpand(scroller, 1)
        toasts = ToastPresenter(over: scroller)
        adw_window_set_content(pet_adw_window(gpointer(window)), Widgets.box(GTK_ORIENTATION_VERTICAL, spacing: 0, [header, toasts.overlay]))
        closesOnEscape()

        ObjectOwnership.attach(self, to: window)
        bind(title, to: form, \.title) { title, text in adw_window_title_set_title(pet_adw_window_title(gpointer(title)), text) }
        bind(saveButton, to: form, \.canSave) { button, canSave in gtk_widget_set_sensitive(button, canSave ? 1 : 0) }
        toasts.showFailures(of: form.editing, \.failure) { $0.dismissFailure() }
        connect(saveButton, "clicked") { [weak self] in self?.save() }
        connect(cancelButton, "clicked") { [window] in gtk_window_destroy(pet_gtk_window(gpointer(window))) }
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
        gtk_window_present(pet_gtk_window(gpointer(window)))
        if let first = built.first { gtk_widget_grab_focus(first) }
    }

    /// The widget that edits the field titled `title` (an entry row, a combo row, a text view).
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

    private func save() {
        perform { [weak self, form] in
            // The window may have been closed while the commit ran (then `self` is gone).
            guard await form.save(), let self else { return }
            gtk_window_destroy(pet_gtk_window(gpointer(self.window)))
        }
    }

    private func closesOnEscape() {
        let controller = gtk_shortcut_controller_new()!
        let shortcut = gtk_shortcut_new(gtk_shortcut_trigger_parse_string("Escape"), gtk_named_action_new("window.close"))
        gtk_shortcut_controller_add_shortcut(pet_gtk_shortcut_controller(gpointer(controller)), shortcut)
        gtk_widget_add_controller(window, controller)
    }
}

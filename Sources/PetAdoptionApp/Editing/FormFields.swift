import CGtk
import Observation

/// Builders for the rows of the add/edit forms, each two-way bound to one property of a
/// form's view model: what the user types is written to the property, and a change of
/// the property (a reset, the initial value) is shown, without echoing the user's own typing.
@MainActor
enum FormFields {
    /// An `AdwEntryRow` titled `title`, bound to `model[keyPath: text]`; `placeholder`
    /// shows while the row has the focus and is empty.
    static func entryRow<Model: Observable & AnyObject>(
        _ title: String, model: Model, _ text: ReferenceWritableKeyPath<Model, String>, placeholder: String? = nil
    ) -> UnsafeMutablePointer<GtkWidget> {
        let row = adw_entry_row_new()!
        adw_preferences_row_set_title(pet_adw_preferences_row(gpointer(row)), title)
        if let placeholder, let delegate = gtk_editable_get_delegate(pet_gtk_editable(gpointer(row))) {
            pet_g_object_set_string(gpointer(delegate), "placeholder-text", placeholder)
        }
        connect(row, "changed") { [weak model] in
            guard let model else { return }
            let typed = String(cString: gtk_editable_get_text(pet_gtk_editable(gpointer(row))))
            if model[keyPath: text] != typed { model[keyPath: text] = typed }
        }
        bind(row, to: model, text) { row, value in
            let shown = String(cString: gtk_editable_get_text(pet_gtk_editable(gpointer(row))))
            if shown != value { gtk_editable_set_text(pet_gtk_editable(gpointer(row)), value) }
        }
        return row
    }

    /// Appends, below `row` in `group`, a row showing `model[keyPath: error]` in the error
    /// style; it is hidden while there is no error, and `row` gets the `error` style class
    /// and the message as its accessible description while there is one.
    /// - Returns: the label showing the message.
    @discardableResult
    static func addError<Model: Observable & AnyObject>(
        below row: UnsafeMutablePointer<GtkWidget>, in group: UnsafeMutablePointer<GtkWidget>,
        model: Model, _ error: KeyPath<Model, String?>
    ) -> UnsafeMutablePointer<GtkWidget> {
        let label = gtk_label_new(nil)!
        gtk_label_set_xalign(pet_gtk_label(gpointer(label)), 0)
        gtk_label_set_wrap(pet_gtk_label(gpointer(label)), 1)
        gtk_widget_add_css_class(label, "error")
        gtk_widget_add_css_class(label, "caption")
        for margin in [gtk_widget_set_margin_top, gtk_widget_set_margin_bottom] { margin(label, 6) }
        for margin in [gtk_widget_set_margin_start, gtk_widget_set_margin_end] { margin(label, 12) }
        let errorRow = adw_preferences_row_new()!
        gtk_list_box_row_set_child(pet_gtk_list_box_row(gpointer(errorRow)), label)
        gtk_list_box_row_set_activatable(pet_gtk_list_box_row(gpointer(errorRow)), 0)
        gtk_list_box_row_set_selectable(pet_gtk_list_box_row(gpointer(errorRow)), 0)
        adw_preferences_group_add(pet_adw_preferences_group(gpointer(group)), errorRow)
        bind(label, to: model, error) { label, message in
            gtk_label_set_text(pet_gtk_label(gpointer(label)), message ?? "")
            gtk_widget_set_visible(errorRow, message == nil ? 0 : 1)
            if message == nil { gtk_widget_remove_css_class(row, "error") } else { gtk_widget_add_css_class(row, "error") }
            pet_accessible_set_description(pet_gtk_accessible(gpointer(row)), message ?? "")
        }
        return label
    }

    /// An `AdwComboRow` titled `title` offering `choices`, bound to the index
    /// `model[keyPath: index]`.
    static func comboRow<Model: Observable & AnyObject>(
        _ title: String, choices: [String], model: Model, _ index: ReferenceWritableKeyPath<Model, Int>
    ) -> UnsafeMutablePointer<GtkWidget> {
        let row = adw_combo_row_new()!
        adw_preferences_row_set_title(pet_adw_preferences_row(gpointer(row)), title)
        let strings = CStringArray(choices).withUnsafePointer { gtk_string_list_new($0) }
        adw_combo_row_set_model(pet_adw_combo_row(gpointer(row)), pet_g_list_model(gpointer(strings)))
        g_object_unref(gpointer(strings))
        onNotify(row, "selected") { [weak model] in
            let selected = adw_combo_row_get_selected(pet_adw_combo_row(gpointer(row)))
            guard let model, selected != UInt32.max, model[keyPath: index] != Int(selected) else { return }
            model[keyPath: index] = Int(selected)
        }
        bind(row, to: model, index) { row, value in
            guard value >= 0, adw_combo_row_get_selected(pet_adw_combo_row(gpointer(row))) != UInt32(value) else { return }
            adw_combo_row_set_selected(pet_adw_combo_row(gpointer(row)), UInt32(value))
        }
        return row
    }

    /// A framed, word-wrapping `GtkTextView` bound to `model[keyPath: text]`, named
    /// `accessibleLabel` for assistive technologies.
    /// - Returns: the frame (to lay out) and the text view (to type into).
    static func textArea<Model: Observable & AnyObject>(
        model: Model, _ text: ReferenceWritableKeyPath<Model, String>, accessibleLabel: String
    ) -> (frame: UnsafeMutablePointer<GtkWidget>, textView: UnsafeMutablePointer<GtkWidget>) {
        let view = gtk_text_view_new()!
        let textView = pet_gtk_text_view(gpointer(view))
        gtk_text_view_set_wrap_mode(textView, GTK_WRAP_WORD_CHAR)
        gtk_text_view_set_accepts_tab(textView, 0)
        gtk_text_view_set_top_margin(textView, 8)
        gtk_text_view_set_bottom_margin(textView, 8)
        gtk_text_view_set_left_margin(textView, 10)
        gtk_text_view_set_right_margin(textView, 10)
        gtk_widget_set_size_request(view, -1, 96)
        pet_accessible_set_label(pet_gtk_accessible(gpointer(view)), accessibleLabel)
        let buffer = gtk_text_view_get_buffer(textView)!
        connect(buffer, "changed") { [weak model] in
            guard let model else { return }
            let typed = allText(of: buffer)
            if model[keyPath: text] != typed { model[keyPath: text] = typed }
        }
        bind(view, to: model, text) { _, value in
            if allText(of: buffer) != value { gtk_text_buffer_set_text(buffer, value, -1) }
        }
        let frame = gtk_frame_new(nil)!
        gtk_frame_set_child(pet_gtk_frame(gpointer(frame)), view)
        return (frame, view)
    }

    /// A preferences group titled `title` (none when `nil`) holding `rows`.
    static func group(_ title: String?, _ rows: [UnsafeMutablePointer<GtkWidget>]) -> UnsafeMutablePointer<GtkWidget> {
        let group = adw_preferences_group_new()!
        if let title { adw_preferences_group_set_title(pet_adw_preferences_group(gpointer(group)), title) }
        for row in rows { adw_preferences_group_add(pet_adw_preferences_group(gpointer(group)), row) }
        return group
    }

    /// The whole text of `buffer`.
    static func allText(of buffer: UnsafeMutablePointer<GtkTextBuffer>) -> String {
        let text = pet_gtk_text_buffer_get_all_text(buffer)!
        defer { g_free(text) }
        return String(cString: text)
    }
}

import CGtk
import Observation
import PetCore

/// Builds the widgets of a form from its view model's ``FormGroup``s: one row per field,
/// bound both ways to the property it edits, with the field's error under it.
///
/// A required field says so from the start: a dimmed “Required” at the end of its row
/// (above a text area), the accessible property `required`, and “Required” as its
/// accessible description until an error replaces it. An error is shown in a plain label
/// that is no keyboard stop, and is the field's accessible description (with the state
/// `invalid`), so a screen reader says it when the field has the focus. A save refused
/// for an error moves the focus to the first field with one (``FormWindow``).
@MainActor
enum FormFields {
    /// The widgets made for a form: its groups, and each field's widget, error label and
    /// “Required” label by the field's title.
    struct Built {
        /// The preferences groups, in order.
        var groups: [Widget<Adw.PreferencesGroup>] = []
        /// The widget that edits each field (an entry row or entry, a combo row, a text view).
        var fields: [String: UnsafeMutablePointer<GtkWidget>] = [:]
        /// The label that shows each field's error, for fields that can have one.
        var errorLabels: [String: UnsafeMutablePointer<GtkWidget>] = [:]
        /// The label that says a field is required, for required fields.
        var requiredLabels: [String: UnsafeMutablePointer<GtkWidget>] = [:]
        /// The one-line fields (``PreferenceRows/entryRow(_:password:)``), in order: Return
        /// in them saves.
        var entryRows: [UnsafeMutablePointer<GtkWidget>] = []
        /// The field to focus first.
        var first: UnsafeMutablePointer<GtkWidget>?
    }

    /// The widgets of `layout`, bound to `model`.
    static func build<Model: Observable & AnyObject>(_ layout: [FormGroup<Model>], model: Model) -> Built {
        var built = Built()
        for group in layout {
            let box = PreferenceRows.group(group.title, description: group.description)
            for field in group.fields {
                let (child, editor) = widgets(for: field, model: model)
                adw_preferences_group_add(box.c, child)
                built.fields[field.title] = editor
                built.first = built.first ?? editor
                if case .text = field { built.entryRows.append(editor) }
                if field.isRequired { built.requiredLabels[field.title] = markRequired(field, editor: editor, in: child) }
                guard let error = field.error else {
                    if field.isRequired { describe(editor, error: nil, isRequired: true) }
                    continue
                }
                let label = Widgets.label(classes: ["error", "caption"], wraps: true)
                Widgets.setMargins(label, 6)
                if case .lines = field {
                    gtk_box_append(Widget<Gtk.Box>(child).c, label)
                    showError(error, of: model, in: label, on: editor, hiding: label, isRequired: field.isRequired)
                } else {
                    let row = PreferenceRows.plainRow(holding: label)
                    gtk_widget_set_sensitive(row, 0)  // See FormStyle: Shift+Tab must not skip the group.
                    gtk_widget_add_css_class(row, FormStyle.errorRowClass)
                    adw_preferences_group_add(box.c, row)
                    showError(error, of: model, in: label, on: editor, hiding: row, isRequired: field.isRequired)
                }
                built.errorLabels[field.title] = label
            }
            built.groups.append(box)
        }
        return built
    }

    /// What a required field says, visibly and to assistive technologies.
    private static var requiredText: String { tr("Required") }

    /// Shows that `field` is required: a dimmed label at the end of its row, or above its
    /// text area in `host`; `editor` gets the accessible property `required`.
    /// - Returns: the label.
    private static func markRequired<Model: AnyObject>(
        _ field: FormField<Model>, editor: UnsafeMutablePointer<GtkWidget>, in host: UnsafeMutablePointer<GtkWidget>
    ) -> UnsafeMutablePointer<GtkWidget> {
        let label = Widgets.label(requiredText, classes: ["dim-label", "caption"])
        if case .lines = field {
            gtk_widget_set_halign(label, GTK_ALIGN_END)
            gtk_box_prepend(Widget<Gtk.Box>(host).c, label)
        } else {
            PreferenceRows.addSuffix(label, toRowOf: editor)
        }
        pet_accessible_set_required(spokenPart(of: editor).accessible, 1)
        return label
    }

    /// The widget to add to the group (a row, or a box holding a text area) and the
    /// widget that edits `field`.
    private static func widgets<Model: Observable & AnyObject>(
        for field: FormField<Model>, model: Model
    ) -> (row: UnsafeMutablePointer<GtkWidget>, editor: UnsafeMutablePointer<GtkWidget>) {
        switch field {
        case .text(let title, let text, _, let placeholder, _):
            return entryRow(title, model: model, text, placeholder: placeholder)
        case .choice(let title, let choices, let index):
            let row = comboRow(title, choices: choices, model: model, index)
            return (row, row)
        case .lines(let title, let text, _, _):
            let area = textArea(model: model, text, accessibleLabel: title)
            return (Widgets.box(GTK_ORIENTATION_VERTICAL, spacing: 6, [area.frame]), area.textView)
        }
    }

    /// A one-line field (``PreferenceRows/entryRow(_:password:)``) bound to
    /// `model[keyPath: text]`; `placeholder` shows while it has the focus and is empty.
    private static func entryRow<Model: Observable & AnyObject>(
        _ title: String, model: Model, _ text: ReferenceWritableKeyPath<Model, String>, placeholder: String?
    ) -> (row: UnsafeMutablePointer<GtkWidget>, editor: UnsafeMutablePointer<GtkWidget>) {
        let (row, entry) = PreferenceRows.entryRow(title)
        if let placeholder, let delegate = gtk_editable_get_delegate(entry.editable) {
            pet_g_object_set_string(delegate.objectPointer, "placeholder-text", placeholder)
        }
        bindTwoWay(entry, .signal(\.changed), to: model, text, read: Widgets.entryText(of:), write: Widgets.setEntryText(of:_:))
        return (row, entry)
    }

    /// An `AdwComboRow` offering `choices`, bound to the index `model[keyPath: index]`.
    private static func comboRow<Model: Observable & AnyObject>(
        _ title: String, choices: [String], model: Model, _ index: ReferenceWritableKeyPath<Model, Int>
    ) -> UnsafeMutablePointer<GtkWidget> {
        let row = PreferenceRows.comboRow(title, choices: choices)
        bindTwoWay(row, .property(\.comboRowSelected), to: model, index, read: PreferenceRows.selection(of:), write: { PreferenceRows.select($1, in: $0) })
        return row
    }

    /// A framed, word-wrapping `GtkTextView` bound to `model[keyPath: text]`, named
    /// `accessibleLabel` for assistive technologies.
    private static func textArea<Model: Observable & AnyObject>(
        model: Model, _ text: ReferenceWritableKeyPath<Model, String>, accessibleLabel: String
    ) -> (frame: UnsafeMutablePointer<GtkWidget>, textView: UnsafeMutablePointer<GtkWidget>) {
        let view = Widget<Gtk.TextView>(gtk_text_view_new())
        let textView = view.c
        gtk_text_view_set_wrap_mode(textView, GTK_WRAP_WORD_CHAR)
        gtk_text_view_set_accepts_tab(textView, 0)
        gtk_text_view_set_top_margin(textView, 8)
        gtk_text_view_set_bottom_margin(textView, 8)
        gtk_text_view_set_left_margin(textView, 10)
        gtk_text_view_set_right_margin(textView, 10)
        gtk_widget_set_size_request(view.widget, -1, 96)
        pet_accessible_set_label(view.accessible, accessibleLabel)
        let buffer = gtk_text_view_get_buffer(textView)!
        bindTwoWay(
            buffer, .signal(\.textBufferChanged), to: model, text,
            read: allText(of:), write: { gtk_text_buffer_set_text($0, $1, -1) })
        let frame = Widget<Gtk.Frame>(gtk_frame_new(nil))
        gtk_frame_set_child(frame.c, view.widget)
        return (frame.widget, view.widget)
    }

    /// Shows `model[keyPath: error]` in `label`; `host` (the label or its row) is hidden
    /// while there is no error, and while there is one `field` gets the `error` style
    /// class; see ``describe(_:error:isRequired:)`` for what assistive technologies hear.
    private static func showError<Model: Observable & AnyObject>(
        _ error: KeyPath<Model, String?>, of model: Model, in label: UnsafeMutablePointer<GtkWidget>,
        on field: UnsafeMutablePointer<GtkWidget>, hiding host: UnsafeMutablePointer<GtkWidget>, isRequired: Bool
    ) {
        bind(label, to: model, error) { label, message in
            Widgets.setText(label, message ?? "")
            gtk_widget_set_visible(host, message == nil ? 0 : 1)
            Widgets.setClass("error", on: field, message != nil)
            describe(field, error: message, isRequired: isRequired)
        }
    }

    /// Gives `field` its error as its accessible description and marks it `invalid`; with
    /// no error, the description says “Required” for a required field and is removed
    /// otherwise; on the part of it a screen reader says has the focus (``spokenPart(of:)``).
    private static func describe(_ field: UnsafeMutablePointer<GtkWidget>, error message: String?, isRequired: Bool) {
        let spoken = spokenPart(of: field)
        Accessibility.setDescription(message ?? (isRequired ? requiredText : ""), of: spoken)
        pet_accessible_set_invalid(spoken.accessible, message == nil ? 0 : 1)
    }

    /// What a screen reader says has the focus when `field` has it, and so what carries
    /// the field's description and states: the text inside an entry row, where assistive
    /// technologies see that text as its own object (libadwaita 1.3 and later), else
    /// `field`. (Both described, an error that appears is said twice.)
    static func spokenPart(of field: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget> {
        pet_form_field_focus_text(field) ?? field
    }

    /// The whole text of `buffer`.
    private static func allText(of buffer: UnsafeMutablePointer<GtkTextBuffer>) -> String {
        let text = pet_gtk_text_buffer_get_all_text(buffer)!
        defer { g_free(text) }
        return String(cString: text)
    }
}

import CGtk
import PetCore
import Testing
@testable import PetAdoptionApp

extension FormWindow {
    /// Activates the window action `name` (``FormWindow/saveAction``, ``FormWindow/cancelAction``),
    /// as its shortcut, button or Return does.
    func activate(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(gtk_widget_activate_action_variant(window.widget, name, nil) != 0, "no action \(name)", sourceLocation: sourceLocation)
    }

    /// The action each keyboard shortcut of the window activates, by its trigger ("<Control>s").
    var shortcutActions: [String: String] {
        let model = shortcuts.listModel
        var actions: [String: String] = [:]
        for position in 0..<g_list_model_get_n_items(model) {
            let shortcut = OpaquePointer(g_list_model_get_item(model, position))
            defer { g_object_unref(gpointer(shortcut)) }
            let trigger = gtk_shortcut_trigger_to_string(gtk_shortcut_get_trigger(shortcut))!
            defer { g_free(trigger) }
            let action = gtk_named_action_get_action_name(gtk_shortcut_get_action(shortcut)).map { String(cString: $0) }
            actions[String(cString: trigger)] = action ?? ""
        }
        return actions
    }

    /// What a screen reader says has the focus when the field titled `title` has it:
    /// what carries the field's description and states (``FormFields/spokenPart(of:)``).
    func spoken(named title: String) throws -> UnsafeMutablePointer<GtkWidget> {
        FormFields.spokenPart(of: try field(named: title))
    }

    /// The “Required” label of the field titled `title`.
    func required(named title: String) throws -> UnsafeMutablePointer<GtkWidget> {
        try #require(requiredLabel(title), "no Required label for \(title)")
    }
}

/// Presses Return in an entry row: its text emits "activate", as GTK's Return binding does.
@MainActor
func pressReturn(in row: UnsafeMutablePointer<GtkWidget>) {
    pet_signal_emit(gpointer(gtk_editable_get_delegate(pet_gtk_editable(gpointer(row)))), "activate")
}

/// Whether assistive technologies get `expected` as `widget`'s label (its name).
@MainActor
func hasAccessibleLabel(_ widget: UnsafeMutablePointer<GtkWidget>, _ expected: String) -> Bool {
    let mismatch = pet_test_accessible_check_label(pet_gtk_accessible(gpointer(widget)), expected)
    defer { g_free(mismatch) }
    return mismatch == nil
}

/// Whether assistive technologies get `expected` as `widget`'s description.
@MainActor
func hasAccessibleDescription(_ widget: UnsafeMutablePointer<GtkWidget>, _ expected: String) -> Bool {
    let mismatch = pet_test_accessible_check_description(pet_gtk_accessible(gpointer(widget)), expected)
    defer { g_free(mismatch) }
    return mismatch == nil
}

/// Whether `widget` is marked required for assistive technologies.
@MainActor
func isMarkedRequired(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
    let mismatch = pet_test_accessible_check_required(pet_gtk_accessible(gpointer(widget)), 1)
    defer { g_free(mismatch) }
    return mismatch == nil
}

/// Whether this GTK tells assistive technologies of a field's refused value as an
/// invalid entry, so that the form marks the field so (GTK 4.8 would say “defunct”).
var gtkReportsInvalidEntries: Bool { pet_accessible_reports_invalid_entry() != 0 }

/// Whether `widget` is marked invalid for assistive technologies.
@MainActor
func isMarkedInvalid(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
    let mismatch = pet_test_accessible_check_invalid(pet_gtk_accessible(gpointer(widget)), 1)
    defer { g_free(mismatch) }
    return mismatch == nil
}

/// Whether the keyboard can stop on `widget`.
@MainActor
func isFocusable(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
    gtk_widget_get_focusable(widget) != 0
}

/// The message dialogs open: windows of their own before libadwaita 1.5, inside the
/// window they were presented over from then on.
@MainActor
func messageDialogs() -> [UnsafeMutablePointer<GtkWidget>] {
    toplevels().flatMap(Widgets.descendants(of:)).filter { pet_is_message_dialog(gpointer($0)) != 0 }
}

/// The app's About, when it shows: a window of its own before libadwaita 1.5, inside
/// the window it was presented over from then on.
@MainActor
func shownAbout() -> UnsafeMutablePointer<GtkWidget>? {
    toplevels().flatMap(Widgets.descendants(of:)).first { pet_is_about(gpointer($0)) != 0 }
}

/// The app's keyboard shortcuts, when they show: a window of their own before GTK 4.18,
/// a dialog inside the window they were presented over from then on.
@MainActor
func shownShortcuts() -> UnsafeMutablePointer<GtkWidget>? {
    toplevels().flatMap(Widgets.descendants(of:)).first { pet_is_shortcuts(gpointer($0)) != 0 }
}

/// The label of the button that has the keyboard focus in a message dialog (the
/// response Return answers), or `nil`.
@MainActor
func focusedResponse(of dialog: UnsafeMutablePointer<GtkWidget>) -> String? {
    guard let focus = pet_message_dialog_get_focus(dialog), pet_is_button(gpointer(focus)) != 0 else { return nil }
    return gtk_button_get_label(pet_gtk_button(gpointer(focus))).map { String(cString: $0) }
}

/// The heading of a message dialog.
@MainActor
func heading(of dialog: UnsafeMutablePointer<GtkWidget>) -> String {
    String(cString: pet_message_dialog_get_heading(dialog))
}

/// Clicks the response button labelled `label` ("_Discard") of a message dialog, which
/// closes the dialog and answers.
@MainActor
func clickResponse(_ label: String, in dialog: UnsafeMutablePointer<GtkWidget>, sourceLocation: SourceLocation = #_sourceLocation) {
    guard let found = Widgets.button(labelled: label, under: dialog) else {
        Issue.record("no response \(label)", sourceLocation: sourceLocation)
        return
    }
    pet_signal_emit(gpointer(found), "clicked")
}

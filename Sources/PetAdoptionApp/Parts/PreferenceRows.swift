import CGtk

/// Builders for the rows of `AdwPreferencesGroup`s (details, checklists, forms).
///
/// A preferences row's title and subtitle are Pango markup by default in libadwaita 1.2,
/// so every row built here shows them as plain text: a recipe line “Salt & pepper” or a
/// name from an imported file reads exactly as written.
@MainActor
enum PreferenceRows {
    /// An `AdwActionRow` titled `title`, its title and subtitle plain text.
    static func actionRow(_ title: String = "") -> UnsafeMutablePointer<GtkWidget> {
        plain(adw_action_row_new(), title: title)
    }

    /// A row titled `title` with `value` (a label) at its end, dimmed: text to read, so
    /// neither the row nor the label is a stop for Tab.
    static func propertyRow(_ title: String, value: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget> {
        let row = actionRow(title)
        gtk_widget_add_css_class(value, "dim-label")
        adw_action_row_add_suffix(pet_adw_action_row(gpointer(row)), value)
        gtk_widget_set_focusable(row, 0)
        return row
    }

    /// An `AdwEntryRow` titled `title`, its title plain text.
    static func entryRow(_ title: String) -> UnsafeMutablePointer<GtkWidget> {
        plain(adw_entry_row_new(), title: title)
    }

    /// An `AdwComboRow` titled `title`, its title plain text, offering `choices`.
    static func comboRow(_ title: String, choices: [String]) -> UnsafeMutablePointer<GtkWidget> {
        let row = plain(adw_combo_row_new(), title: title)
        let strings = CStringArray(choices).withUnsafePointer { gtk_string_list_new($0) }
        adw_combo_row_set_model(pet_adw_combo_row(gpointer(row)), pet_g_list_model(gpointer(strings)))
        g_object_unref(gpointer(strings))
        return row
    }

    /// The position of the choice a combo row shows.
    static func selection(of comboRow: UnsafeMutablePointer<GtkWidget>) -> Int {
        Int(adw_combo_row_get_selected(pet_adw_combo_row(gpointer(comboRow))))
    }

    /// Shows the choice at `index` in a combo row.
    static func select(_ index: Int, in comboRow: UnsafeMutablePointer<GtkWidget>) {
        adw_combo_row_set_selected(pet_adw_combo_row(gpointer(comboRow)), UInt32(index))
    }

    /// An `AdwPreferencesRow` holding `child`, which cannot be activated, selected or
    /// focused: text to read (a form field's error), not a keyboard stop.
    static func plainRow(holding child: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget> {
        let row = plain(adw_preferences_row_new(), title: "")
        gtk_list_box_row_set_child(pet_gtk_list_box_row(gpointer(row)), child)
        gtk_list_box_row_set_activatable(pet_gtk_list_box_row(gpointer(row)), 0)
        gtk_list_box_row_set_selectable(pet_gtk_list_box_row(gpointer(row)), 0)
        gtk_widget_set_focusable(row, 0)
        return row
    }

    /// Sets a row's title as plain text (a checklist line as it changes).
    static func setTitle(_ row: UnsafeMutablePointer<GtkWidget>, _ title: String) {
        adw_preferences_row_set_title(pet_adw_preferences_row(gpointer(row)), title)
    }

    /// A preferences group titled `title` (none when `nil`), described by `description`,
    /// holding `rows`.
    static func group(
        _ title: String?, description: String? = nil, _ rows: [UnsafeMutablePointer<GtkWidget>] = []
    ) -> UnsafeMutablePointer<GtkWidget> {
        let group = adw_preferences_group_new()!
        if let title { adw_preferences_group_set_title(pet_adw_preferences_group(gpointer(group)), title) }
        if let description { adw_preferences_group_set_description(pet_adw_preferences_group(gpointer(group)), description) }
        for row in rows { adw_preferences_group_add(pet_adw_preferences_group(gpointer(group)), row) }
        return group
    }

    private static func plain(_ row: UnsafeMutablePointer<GtkWidget>, title: String) -> UnsafeMutablePointer<GtkWidget> {
        adw_preferences_row_set_use_markup(pet_adw_preferences_row(gpointer(row)), 0)
        adw_preferences_row_set_title(pet_adw_preferences_row(gpointer(row)), title)
        return row
    }
}

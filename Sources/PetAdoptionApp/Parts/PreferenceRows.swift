import CGtk

/// Builders for the rows of `AdwPreferencesGroup`s (details, checklists, forms).
///
/// A preferences row's title and subtitle are Pango markup by default in libadwaita 1.2,
/// so every row built here shows them as plain text: a recipe line “Salt & pepper” or a
/// name from an imported file reads exactly as written.
@MainActor
enum PreferenceRows {
    /// The key under which a combo row's popover item keeps what moves its check mark.
    private static let checkFollowerKey = "pet-adoption-check-follower"

    /// An `AdwActionRow` titled `title`, its title and subtitle plain text.
    static func actionRow(_ title: String = "") -> Widget<Adw.ActionRow> {
        let row = Widget<Adw.ActionRow>(adw_action_row_new())
        plain(row.superclass, title: title)
        return row
    }

    /// A row titled `title` with `value` (a label) at its end, dimmed: text to read, so
    /// neither the row nor the label is a stop for Tab. When `describedByValue`, the
    /// row's accessible name is its title and its description the value's text as it is
    /// now, so a screen reader reads the row as its title and its value.
    static func propertyRow(
        _ title: String, value: UnsafeMutablePointer<GtkWidget>, describedByValue: Bool = false
    ) -> UnsafeMutablePointer<GtkWidget> {
        let row = actionRow(title)
        gtk_widget_add_css_class(value, "dim-label")
        adw_action_row_add_suffix(row.c, value)
        gtk_widget_set_focusable(row.widget, 0)
        if describedByValue {
            pet_accessible_set_label(row.accessible, title)
            Accessibility.setDescription(Widgets.text(of: value), of: row.widget)
        }
        return row.widget
    }

    /// A one-line text field titled `title` (its title plain text; a password field,
    /// hidden as typed, when `password`): `row` goes in a preferences group, `entry` is what
    /// is edited and takes the focus. From libadwaita 1.3 the two are one `AdwEntryRow`.
    ///
    /// libadwaita 1.2's entry row never tells assistive technologies that the text inside
    /// it has the focus (1.3 does, through an API of GTK 4.10), so a screen reader says
    /// nothing of the field, its name or its error, while someone types in it. There the
    /// row is an `AdwActionRow` with a `GtkEntry` (or `GtkPasswordEntry`) at its end, named
    /// after the row, which GTK 4.8 reports focused like any entry.
    static func entryRow(
        _ title: String, password: Bool = false
    ) -> (row: UnsafeMutablePointer<GtkWidget>, entry: UnsafeMutablePointer<GtkWidget>) {
        #if ADW_1_3
        let row = Widget<Adw.EntryRow>(password ? adw_password_entry_row_new() : adw_entry_row_new())
        plain(row.superclass, title: title)
        return (row.widget, row.widget)
        #else
        let row = actionRow(title)
        let entry = password ? gtk_password_entry_new()! : gtk_entry_new()!
        if password { pet_gtk_password_entry_show_peek_icon(entry) }
        gtk_widget_set_valign(entry, GTK_ALIGN_CENTER)
        gtk_widget_set_hexpand(entry, 1)
        pet_accessible_set_label(entry.accessible, title)
        adw_action_row_add_suffix(row.c, entry)
        // The entry is the one keyboard stop.
        gtk_widget_set_focusable(row.widget, 0)
        gtk_list_box_row_set_activatable(row.superclass.superclass.c, 0)
        return (row.widget, entry)
        #endif
    }

    /// Adds `widget` at the end of the row of `entry`, a field of ``entryRow(_:password:)``.
    static func addSuffix(_ widget: UnsafeMutablePointer<GtkWidget>, toRowOf entry: UnsafeMutablePointer<GtkWidget>) {
        #if ADW_1_3
        adw_entry_row_add_suffix(Widget<Adw.EntryRow>(entry).c, widget)
        #else
        guard let row = gtk_widget_get_ancestor(entry, Adw.ActionRow.type) else { return }
        adw_action_row_add_suffix(Widget<Adw.ActionRow>(row).c, widget)
        #endif
    }

    /// Calls `action` when Return is pressed in `entry`, a field of ``entryRow(_:password:)``.
    static func onReturn(in entry: UnsafeMutablePointer<GtkWidget>, _ action: @escaping @MainActor () -> Void) {
        #if ADW_1_3
        connect(entry, \.entryRowActivated, action)
        #else
        connect(entry, Widget<Gtk.PasswordEntry>(checking: entry) != nil ? \.passwordEntryActivate : \.entryActivate, action)
        #endif
    }

    /// An `AdwComboRow` titled `title`, its title plain text, offering `choices`.
    ///
    /// libadwaita 1.2 leaves the lists of a combo row (the choice shown in the row, and
    /// the popover's) and their items without a name for assistive technologies. The
    /// row's factory here builds what libadwaita's does (the choice, and in the popover a
    /// check mark on the one chosen) and names each item after its choice, and each list
    /// after the row.
    static func comboRow(_ title: String, choices: [String]) -> UnsafeMutablePointer<GtkWidget> {
        let row = Widget<Adw.ComboRow>(adw_combo_row_new())
        plain(row.superclass.superclass, title: title)
        let combo = row.c
        let factory = gtk_signal_list_item_factory_new()!
        connect(factory, \.listItemSetup) { item in
            let check = gtk_image_new_from_icon_name("object-select-symbolic")!
            gtk_list_item_set_child(pet_gtk_list_item(item), Widgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 0, [Widgets.label(), check]))
        }
        connect(factory, \.listItemBind) { item in
            let listItem = pet_gtk_list_item(item)
            guard let box = gtk_list_item_get_child(listItem), let label = gtk_widget_get_first_child(box),
                  let check = gtk_widget_get_last_child(box), let string = gtk_list_item_get_item(listItem) else { return }
            let text = String(cString: gtk_string_object_get_string(pet_gtk_string_object(string)))
            Widgets.setText(label, text)
            if let itemWidget = gtk_widget_get_parent(box) { pet_accessible_set_label(itemWidget.accessible, text) }
            let inPopover = gtk_widget_get_ancestor(box, gtk_popover_get_type()) != nil
            gtk_widget_set_visible(check, inPopover ? 1 : 0)
            guard inPopover else { return }
            let showChoice: @MainActor () -> Void = {
                gtk_widget_set_opacity(check, adw_combo_row_get_selected(combo) == gtk_list_item_get_position(listItem) ? 1 : 0)
            }
            showChoice()
            // The check mark follows the choice until the item is bound to another.
            let follow = onNotify(row, \.comboRowSelected, showChoice)
            g_object_set_data_full(pet_g_object(item), checkFollowerKey, Unmanaged.passRetained(follow).toOpaque()) { data in
                guard let data else { return }
                let follow = Unmanaged<SignalHandler>.fromOpaque(data)
                MainActor.assumeIsolated { follow.takeUnretainedValue().disconnect() }
                follow.release()
            }
        }
        connect(factory, \.listItemUnbind) { item in g_object_set_data(pet_g_object(item), checkFollowerKey, nil) }
        adw_combo_row_set_factory(combo, factory)
        g_object_unref(factory.objectPointer)
        let strings = Object<Gtk.StringList>(CStringArray(choices).withUnsafePointer { gtk_string_list_new($0)! })
        adw_combo_row_set_model(combo, strings.listModel)
        g_object_unref(strings.objectPointer)
        for view in Widgets.descendants(of: row.widget) where Widget<Gtk.ListView>(checking: view) != nil {
            pet_accessible_set_label(view.accessible, title)
        }
        return row.widget
    }

    /// The position of the choice a combo row shows.
    static func selection(of comboRow: UnsafeMutablePointer<GtkWidget>) -> Int {
        Int(adw_combo_row_get_selected(Widget<Adw.ComboRow>(comboRow).c))
    }

    /// Shows the choice at `index` in a combo row.
    static func select(_ index: Int, in comboRow: UnsafeMutablePointer<GtkWidget>) {
        adw_combo_row_set_selected(Widget<Adw.ComboRow>(comboRow).c, UInt32(index))
    }

    /// An `AdwPreferencesRow` holding `child`, which cannot be activated, selected or
    /// focused: text to read (a form field's error), not a keyboard stop.
    static func plainRow(holding child: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget> {
        let row = Widget<Adw.PreferencesRow>(adw_preferences_row_new())
        plain(row, title: "")
        gtk_list_box_row_set_child(row.superclass.c, child)
        gtk_list_box_row_set_activatable(row.superclass.c, 0)
        gtk_list_box_row_set_selectable(row.superclass.c, 0)
        gtk_widget_set_focusable(row.widget, 0)
        return row.widget
    }

    /// Sets a row's title as plain text (a checklist line as it changes).
    static func setTitle(_ row: Widget<Adw.PreferencesRow>, _ title: String) {
        adw_preferences_row_set_title(row.c, title)
    }

    /// A preferences group titled `title` (none when `nil`), described by `description`,
    /// holding `rows`.
    static func group(
        _ title: String?, description: String? = nil, _ rows: [UnsafeMutablePointer<GtkWidget>] = []
    ) -> Widget<Adw.PreferencesGroup> {
        let group = Widget<Adw.PreferencesGroup>(adw_preferences_group_new())
        if let title { adw_preferences_group_set_title(group.c, title) }
        if let description { adw_preferences_group_set_description(group.c, description) }
        for row in rows { adw_preferences_group_add(group.c, row) }
        return group
    }

    /// Makes `row`'s title and subtitle plain text, and titles it `title`.
    private static func plain(_ row: Widget<Adw.PreferencesRow>, title: String) {
        adw_preferences_row_set_use_markup(row.c, 0)
        adw_preferences_row_set_title(row.c, title)
    }
}

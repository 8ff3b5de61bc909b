import CGtk
import Observation

/// Rows of a preferences group offering one choice among several: each row has a radio
/// check button at its start (named by its title for assistive technologies), ticked
/// when it is the model's choice; ticking one sends its position to the model, and a
/// choice the model refuses (a store that failed) ticks the model's choice again.
///
/// The rows are the keyboard's stops, as in libadwaita's own settings rows: Tab enters
/// the group, Up and Down move between its rows, Space or Return ticks the focused
/// row's check button. (A check button as the stop cannot work in a group's list: the
/// list enters at its first row, and GTK lets only a group's ticked check button take
/// the focus from Tab, so a group whose first row is not the choice would be skipped.)
/// To a screen reader each row is the radio button it works, checked with its choice
/// ("Metric radio button not checked"), not a list item that is "not selected".
/// Used where a drop-down's popover list would carry no names (libadwaita 1.2's combo
/// row) and the choices are few.
@MainActor
enum RadioRows {
    /// Adds a row titled by each of `titles` to `group`, showing `chosen(model)` ticked
    /// and calling `choose` with the position the user ticks; `choose` answers whether
    /// the model took it.
    /// - Returns: each row and its check button, in order.
    @discardableResult
    static func add<Model: Observable & AnyObject>(
        to group: Widget<Adw.PreferencesGroup>, titles: [String], model: Model,
        chosen: @escaping @MainActor (Model) -> Int, choose: @escaping @MainActor (Model, Int) async -> Bool
    ) -> [(row: Widget<Adw.ActionRow>, check: Widget<Gtk.CheckButton>)] {
        var first: Widget<Gtk.CheckButton>?
        let rows = titles.map { title in
            let row = PreferenceRows.actionRow(title)
            let check = Widget<Gtk.CheckButton>(gtk_check_button_new())
            if let first { gtk_check_button_set_group(check.c, first.c) }
            first = first ?? check
            pet_accessible_set_label(check.accessible, title)
            gtk_widget_set_valign(check.widget, GTK_ALIGN_CENTER)
            adw_action_row_add_prefix(row.c, check.widget)
            adw_action_row_set_activatable_widget(row.c, check.widget)
            // Not focusable is not enough: a grouped check button's focus handling takes Tab
            // for its own (without the focus) when it is ticked, and Tab stays on the row.
            gtk_widget_set_can_focus(check.widget, 0)
            adw_preferences_group_add(group.c, row.widget)
            // After the group's list took the row (it sets the row's selected state).
            pet_accessible_set_role(row.widget, GTK_ACCESSIBLE_ROLE_RADIO)
            pet_accessible_reset_selected(row.widget)
            pet_accessible_set_checked(row.widget, 0)
            onNotify(check, \.checkButtonActive) { pet_accessible_set_checked(row.widget, Widgets.isActive(check) ? 1 : 0) }
            return (row: row, check: check)
        }
        let checks = rows.map(\.check)
        /// Ticks the model's choice (a group unticks the others).
        let showChosen: @MainActor (Model) -> Void = { model in
            let index = chosen(model)
            if checks.indices.contains(index), !Widgets.isActive(checks[index]) { Widgets.setActive(checks[index], true) }
        }
        for (index, check) in checks.enumerated() {
            bind(check, to: model, reading: { chosen($0) == index }) { check, isChosen in
                if isChosen, !Widgets.isActive(check) { Widgets.setActive(check, true) }
            }
            onNotify(check, \.checkButtonActive) { [weak model] in
                guard let model, Widgets.isActive(check), chosen(model) != index else { return }
                perform { [weak model] in
                    guard let model, await !choose(model, index) else { return }
                    showChosen(model)
                }
            }
        }
        return rows
    }
}

import CGtk
import PetCore

/// A column of preferences groups of facts, each row a title and its value ("Weight",
/// “12.5 kg”), shown from a detail view model's ``DetailGroup``s.
///
/// A group whose rows stay the same (the next pet in the list, with the same facts
/// known) keeps its widgets and shows the new values: building a page's twenty rows
/// again was most of the time a pet's page took to follow the keyboard. A group whose
/// rows change (other facts known, an edit that adds one) is replaced: its old rows are
/// removed from the column and destroyed with it, so no row of an earlier record stays
/// behind. The column is hidden while there is no group.
@MainActor
final class PropertyGroups {
    /// The column of groups.
    let widget = Widgets.box(GTK_ORIENTATION_VERTICAL, spacing: 24, [])
    /// The groups shown.
    private var shown: [DetailGroup] { built.map(\.group) }

    /// A group shown: its widget, and each row with its value label.
    private struct BuiltGroup {
        var group: DetailGroup
        let widget: UnsafeMutablePointer<GtkWidget>
        let rows: [(row: UnsafeMutablePointer<GtkWidget>, value: UnsafeMutablePointer<GtkWidget>)]
    }

    private var built: [BuiltGroup] = []

    init() {
        gtk_widget_set_visible(widget, 0)
    }

    /// Shows `groups`. A group shown at the same place with the same rows keeps them and
    /// shows the new values; another group replaces it.
    func show(_ groups: [DetailGroup]) {
        guard groups != shown else { return }
        var previous: UnsafeMutablePointer<GtkWidget>?
        for (index, group) in groups.enumerated() {
            if index < built.count, Self.shape(of: built[index].group) == Self.shape(of: group) {
                Self.showValues(of: group, in: built[index])
                built[index].group = group
            } else {
                if index < built.count { gtk_box_remove(pet_gtk_box(widget), built[index].widget) }
                let made = Self.build(group)
                gtk_box_insert_child_after(pet_gtk_box(widget), made.widget, previous)
                if index < built.count { built[index] = made } else { built.append(made) }
            }
            previous = built[index].widget
        }
        for extra in built.dropFirst(groups.count) {
            gtk_box_remove(pet_gtk_box(widget), extra.widget)
        }
        built.removeLast(built.count - groups.count)
        gtk_widget_set_visible(widget, groups.isEmpty ? 0 : 1)
    }

    /// What a group's widgets depend on: its title, its rows' titles, and which values wrap.
    private struct GroupShape: Equatable {
        let title: String
        let rows: [String]
        let wrappingRows: [Bool]
    }

    private static func shape(of group: DetailGroup) -> GroupShape {
        GroupShape(title: group.title, rows: group.rows.map(\.title), wrappingRows: group.rows.map(wraps))
    }

    private static func build(_ group: DetailGroup) -> BuiltGroup {
        let rows = group.rows.map(Self.row)
        return BuiltGroup(group: group, widget: PreferenceRows.group(group.title, rows.map(\.row)), rows: rows)
    }

    /// Shows `group`'s values in the rows of `built`, a group of the same shape.
    private static func showValues(of group: DetailGroup, in built: BuiltGroup) {
        for ((row, label), value) in zip(built.rows, group.rows) where Widgets.text(of: label) != value.value {
            gtk_label_set_text(pet_gtk_label(label), value.value)
            Accessibility.setDescription(value.value, of: row)
        }
    }

    /// The longest value shown on one line; a longer one wraps.
    private static let longestLine = 32

    /// Whether `row`'s value is long enough to wrap.
    private static func wraps(_ row: DetailGroup.Row) -> Bool {
        row.value.count > longestLine || row.value.contains(where: \.isNewline)
    }

    /// A row showing `row`'s value, plain text, at its end, and the value's label.
    ///
    /// A short value stays on one line. A long one (a special needs note) wraps beside its
    /// title, at least 24 and at most 36 characters wide: a wrapping label asks only for
    /// the width of its widest word, and the row would squeeze it to that.
    private static func row(
        _ row: DetailGroup.Row
    ) -> (row: UnsafeMutablePointer<GtkWidget>, value: UnsafeMutablePointer<GtkWidget>) {
        let wraps = wraps(row)
        let value = Widgets.label(row.value, xalign: 1, wraps: wraps)
        if wraps {
            gtk_label_set_justify(pet_gtk_label(value), GTK_JUSTIFY_RIGHT)
            gtk_label_set_width_chars(pet_gtk_label(value), 24)
            gtk_label_set_max_width_chars(pet_gtk_label(value), 36)
        }
        return (PreferenceRows.propertyRow(row.title, value: value, describedByValue: true), value)
    }
}

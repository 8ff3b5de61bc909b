import CGtk
import PetCore

/// A column of preferences groups of facts, each row a title and its value ("Weight",
/// “12.5 kg”), shown from a detail view model's ``DetailGroup``s.
///
/// The groups are rebuilt when they change (a different record, an edit), and only
/// then: the old rows are removed from the column and destroyed with it, so no row of an
/// earlier record stays behind. The column is hidden while there is no group.
@MainActor
final class PropertyGroups {
    /// The column of groups.
    let widget = Widgets.box(GTK_ORIENTATION_VERTICAL, spacing: 24, [])
    /// The groups shown.
    private(set) var shown: [DetailGroup] = []

    init() {
        gtk_widget_set_visible(widget, 0)
    }

    /// Shows `groups`, replacing the groups shown unless they are the same.
    func show(_ groups: [DetailGroup]) {
        guard groups != shown else { return }
        shown = groups
        while let child = gtk_widget_get_first_child(widget) {
            gtk_box_remove(pet_gtk_box(widget), child)
        }
        for group in groups {
            gtk_box_append(pet_gtk_box(widget), PreferenceRows.group(group.title, group.rows.map(Self.row)))
        }
        gtk_widget_set_visible(widget, groups.isEmpty ? 0 : 1)
    }

    /// The longest value shown on one line; a longer one wraps.
    private static let longestLine = 32

    /// A row showing `row`'s value, plain text, at its end.
    ///
    /// A short value stays on one line. A long one (a special needs note) wraps beside its
    /// title, at least 24 and at most 36 characters wide: a wrapping label asks only for
    /// the width of its widest word, and the row would squeeze it to that.
    private static func row(_ row: DetailGroup.Row) -> UnsafeMutablePointer<GtkWidget> {
        let wraps = row.value.count > longestLine || row.value.contains(where: \.isNewline)
        let value = Widgets.label(row.value, xalign: 1, wraps: wraps)
        if wraps {
            gtk_label_set_justify(pet_gtk_label(value), GTK_JUSTIFY_RIGHT)
            gtk_label_set_width_chars(pet_gtk_label(value), 24)
            gtk_label_set_max_width_chars(pet_gtk_label(value), 36)
        }
        return PreferenceRows.propertyRow(row.title, value: value, describedByValue: true)
    }
}

import CGtk
import PetCore

/// A column of preferences groups of facts, each row a title and its value ("Weight",
/// “12.5 kg”), shown from a detail view model's ``DetailGroup``s.
///
/// Records rarely know the same facts (one pet's weight is known, the next one's kennel),
/// and building a group's rows again for each was most of the time a pet's page took to
/// follow the keyboard (2 ms of a 5 ms update on Debian 13). So the column keeps every
/// group and row it has shown, by title, and shows a record by hiding the groups and rows
/// it has no value for and setting the values of the others: a row is built the first
/// time its title is needed, and never again. The rows shown are always the record's, in
/// its order: a row needed before one it now follows is moved (libadwaita's groups can
/// only append, so the rows from there on are taken out and added back in order). The
/// column is hidden while there is no group.
@MainActor
final class PropertyGroups {
    /// The column of groups.
    let widget = Widgets.box(GTK_ORIENTATION_VERTICAL, spacing: 24, [])

    /// A group of rows kept for its title, and its rows in the group's order, shown or not.
    private struct BuiltGroup {
        let title: String
        let widget: UnsafeMutablePointer<GtkWidget>
        var rows: [BuiltRow]
    }

    /// A row kept for its title, and the label showing its value.
    private struct BuiltRow {
        let title: String
        let row: UnsafeMutablePointer<GtkWidget>
        let value: UnsafeMutablePointer<GtkWidget>
    }

    private var shown: [DetailGroup] = []
    private var built: [BuiltGroup] = []

    init() {
        gtk_widget_set_visible(widget, 0)
    }

    /// Shows `groups`, in order, each with exactly its rows in its order; hides the
    /// groups and rows of other titles.
    func show(_ groups: [DetailGroup]) {
        guard groups != shown else { return }
        shown = groups
        var previous: UnsafeMutablePointer<GtkWidget>?
        for group in groups {
            let index = builtGroupIndex(titled: group.title)
            gtk_box_reorder_child_after(pet_gtk_box(widget), built[index].widget, previous)
            show(group.rows, in: &built[index])
            gtk_widget_set_visible(built[index].widget, 1)
            previous = built[index].widget
        }
        let titles = Set(groups.map(\.title))
        for group in built where !titles.contains(group.title) {
            gtk_widget_set_visible(group.widget, 0)
        }
        gtk_widget_set_visible(widget, groups.isEmpty ? 0 : 1)
    }

    /// The index in ``built`` of the group titled `title`, made (empty, at the end of
    /// the column) when there is none yet.
    private func builtGroupIndex(titled title: String) -> Int {
        if let index = built.firstIndex(where: { $0.title == title }) { return index }
        let group = PreferenceRows.group(title)
        gtk_box_append(pet_gtk_box(widget), group.widget)
        built.append(BuiltGroup(title: title, widget: group.widget, rows: []))
        return built.count - 1
    }

    /// Shows `rows` in `group`: its rows of those titles, in that order, with their values;
    /// the group's other rows hidden.
    private func show(_ rows: [DetailGroup.Row], in group: inout BuiltGroup) {
        let order = Self.order(of: group.rows, toShow: rows)
        let kept = zip(group.rows, order).prefix { $0.title == $1.title }.count
        let preferencesGroup = Widget<Adw.PreferencesGroup>(group.widget).c
        // Held while out of the group, which would otherwise destroy them.
        let moved = group.rows.dropFirst(kept)
        for row in moved {
            g_object_ref(row.row.objectPointer)
            adw_preferences_group_remove(preferencesGroup, row.row)
        }
        for row in order.dropFirst(kept) {
            adw_preferences_group_add(preferencesGroup, row.row)
        }
        moved.forEach { g_object_unref($0.row.objectPointer) }
        group.rows = order

        let values = Dictionary(rows.map { ($0.title, $0.value) }, uniquingKeysWith: { first, _ in first })
        for row in order {
            let value = values[row.title]
            gtk_widget_set_visible(row.row, value == nil ? 0 : 1)
            guard let value, Widgets.text(of: row.value) != value else { continue }
            Self.setWraps(row.value, Self.wraps(value))
            gtk_label_set_text(pet_gtk_label(row.value), value)
            Accessibility.setDescription(value, of: row.row)
        }
    }

    /// The rows of a group in the order that shows `rows` in theirs: `builtRows`, with a
    /// row made for each title it lacks (placed right after the row of the title before it
    /// in `rows`, or first), then the rows of `rows`' titles put in `rows`' order in the
    /// places those rows hold. The other rows (hidden) keep their places.
    private static func order(of builtRows: [BuiltRow], toShow rows: [DetailGroup.Row]) -> [BuiltRow] {
        var order = builtRows
        var previousIndex: Int?
        for wanted in rows {
            if let index = order.firstIndex(where: { $0.title == wanted.title }) {
                previousIndex = index
                continue
            }
            let index = previousIndex.map { $0 + 1 } ?? 0
            order.insert(makeRow(wanted), at: index)
            previousIndex = index
        }
        let titles = rows.map(\.title)
        let places = order.indices.filter { titles.contains(order[$0].title) }
        let inOrder = titles.compactMap { title in order.first { $0.title == title } }
        for (place, row) in zip(places, inOrder) { order[place] = row }
        return order
    }

    /// The longest value shown on one line; a longer one wraps.
    private static let longestLine = 32

    /// Whether `value` is long enough to wrap.
    private static func wraps(_ value: String) -> Bool {
        value.count > longestLine || value.contains(where: \.isNewline)
    }

    /// Lays out `label`'s value on one line (ellipsized if it must), or, for a long one
    /// (a special needs note), wrapped beside its title, at least 24 and at most 36
    /// characters wide: a wrapping label asks only for the width of its widest word, and
    /// the row would squeeze it to that.
    private static func setWraps(_ label: UnsafeMutablePointer<GtkWidget>, _ wraps: Bool) {
        let label = pet_gtk_label(label)
        guard (gtk_label_get_wrap(label) != 0) != wraps else { return }
        gtk_label_set_wrap(label, wraps ? 1 : 0)
        gtk_label_set_wrap_mode(label, PANGO_WRAP_WORD_CHAR)
        gtk_label_set_ellipsize(label, wraps ? PANGO_ELLIPSIZE_NONE : PANGO_ELLIPSIZE_END)
        gtk_label_set_justify(label, wraps ? GTK_JUSTIFY_RIGHT : GTK_JUSTIFY_LEFT)
        gtk_label_set_width_chars(label, wraps ? 24 : -1)
        gtk_label_set_max_width_chars(label, wraps ? 36 : -1)
    }

    /// A row titled as `row`, its value's label at its end (plain text, set by ``show(_:in:)``).
    private static func makeRow(_ row: DetailGroup.Row) -> BuiltRow {
        let value = Widgets.label(xalign: 1)
        return BuiltRow(title: row.title, row: PreferenceRows.propertyRow(row.title, value: value, describedByValue: true), value: value)
    }
}

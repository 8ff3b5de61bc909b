import CGtk
import PetCore

/// The Pets list's filter and sort menu: check buttons for species, age groups, sizes,
/// sexes, behaviour and care, and statuses, a “Favourites only” switch, the sort order
/// and “Clear Filters”. The choices scroll when the window is too short for them all.
///
/// Every control shows the list's current ``PetFilter`` and sort order and forwards a
/// change as the whole new filter (`setFilter`) or order (`sort(by:)`), through two-way
/// bindings. The choices are the filter's own value types, listed in their declared
/// order and worded by `PetLabels`; the menu never names them.
@MainActor
final class PetFilterMenu: FilterMenu {
    /// The menu's contents (the list pane puts them in its filter popover): ``choices``,
    /// scrolling.
    var widget: UnsafeMutablePointer<GtkWidget> { scroller.widget }
    private let scroller = Widget<Gtk.ScrolledWindow>(gtk_scrolled_window_new())
    /// The menu's controls, one under the other.
    private let choices = Widget<Gtk.Box>(gtk_box_new(GTK_ORIENTATION_VERTICAL, 6))
    /// The check button of each choice, by its label (for tests and the accessibility tree).
    private(set) var checkButtons: [String: Widget<Gtk.CheckButton>] = [:]
    /// The “Favourites only” switch.
    let favouritesSwitch = Widget<Gtk.Switch>(gtk_switch_new())
    /// The sort order drop-down.
    let sortDropDown: UnsafeMutablePointer<GtkWidget>
    /// The “Clear Filters” button.
    let clearButton = gtk_button_new_with_label(tr("Clear Filters"))!

    private let petList: PetListViewModel

    /// A menu for `list`.
    init(list petList: PetListViewModel) {
        self.petList = petList
        sortDropDown = ChoiceDropDown.make(
            tr("Sort by"), choices: PetSortOrder.allCases, title: { [context = petList.context] in $0.title(in: context) },
            model: petList, selection: { $0.sortOrder }
        ) { $0.sort(by: $1) }
        Widgets.setMargins(choices.widget, 6)
        gtk_scrolled_window_set_child(scroller.c, choices.widget)
        gtk_scrolled_window_set_policy(scroller.c, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_propagate_natural_height(scroller.c, 1)
        gtk_scrolled_window_set_max_content_height(scroller.c, 560)
        let labels = PetLabels(translator: petList.context.translator)
        addChoices(title: tr("Species"), \.species, label: labels.species)
        addChoices(title: tr("Age"), \.ageGroups, label: labels.ageGroup)
        addChoices(title: tr("Size"), \.sizes, label: labels.size)
        addChoices(title: tr("Sex"), \.sexes, label: labels.sex)
        let care = addGrid(title: tr("Behaviour and Care"))
        for (index, subject) in CompatibilityBadge.Subject.allCases.enumerated() {
            addCheck(labels.compatibility(.yes, with: subject), to: care, at: index, \.goodWith, subject)
        }
        addCheck(labels.houseTrained, to: care, at: 3, \.houseTrainedOnly)
        addCheck(labels.specialNeeds, to: care, at: 4, \.specialNeedsOnly)
        addChoices(title: tr("Status"), \.statuses, label: labels.status)
        addFavouritesSwitch()
        addSortDropDown()
        addClearButton()
        ObjectOwnership.attach(self, to: widget)
    }

    /// A heading and one check button per value of the filter's set at `keyPath`.
    private func addChoices<Value: CaseIterable & Hashable & Sendable>(
        title: String, _ keyPath: WritableKeyPath<PetFilter, Set<Value>>, label: (Value) -> String
    ) {
        let grid = addGrid(title: title)
        for (index, value) in Value.allCases.enumerated() {
            addCheck(label(value), to: grid, at: index, keyPath, value)
        }
    }

    /// A heading and a two-column grid under it, for check buttons.
    private func addGrid(title: String) -> Widget<Gtk.Grid> {
        gtk_box_append(choices.c, heading(title))
        let grid = Widget<Gtk.Grid>(gtk_grid_new())
        gtk_grid_set_column_spacing(grid.c, 12)
        gtk_grid_set_column_homogeneous(grid.c, 1)
        gtk_box_append(choices.c, grid.widget)
        return grid
    }

    /// A check button in cell `index` of `grid` choosing `value` in the filter's set at `keyPath`.
    private func addCheck<Value: Hashable & Sendable>(
        _ text: String, to grid: Widget<Gtk.Grid>, at index: Int,
        _ keyPath: WritableKeyPath<PetFilter, Set<Value>>, _ value: Value
    ) {
        addCheck(text, to: grid, at: index, isOn: { $0[keyPath: keyPath].contains(value) }) { filter, isOn in
            if isOn { filter[keyPath: keyPath].insert(value) } else { filter[keyPath: keyPath].remove(value) }
        }
    }

    /// A check button in cell `index` of `grid` setting the filter's flag at `keyPath`.
    private func addCheck(
        _ text: String, to grid: Widget<Gtk.Grid>, at index: Int, _ keyPath: WritableKeyPath<PetFilter, Bool>
    ) {
        addCheck(text, to: grid, at: index, isOn: { $0[keyPath: keyPath] }) { $0[keyPath: keyPath] = $1 }
    }

    private func addCheck(
        _ text: String, to grid: Widget<Gtk.Grid>, at index: Int,
        isOn: @escaping @MainActor (PetFilter) -> Bool, set: @escaping @MainActor (inout PetFilter, Bool) -> Void
    ) {
        let check = Widget<Gtk.CheckButton>(gtk_check_button_new_with_label(text))
        checkButtons[text] = check
        gtk_grid_attach(grid.c, check.widget, Int32(index % 2), Int32(index / 2), 1, 1)
        bindTwoWay(
            check, .signal(\.toggled), to: petList, reading: { isOn($0.filter) }, read: Widgets.isActive, write: Widgets.setActive
        ) { petList, isChosen in
            var filter = petList.filter
            set(&filter, isChosen)
            petList.setFilter(filter)
        }
    }

    private func addFavouritesSwitch() {
        let label = Widgets.label(tr("Favourites only"))
        gtk_widget_set_hexpand(label, 1)
        gtk_widget_set_valign(favouritesSwitch.widget, GTK_ALIGN_CENTER)
        pet_accessible_set_label(favouritesSwitch.accessible, tr("Favourites only"))
        let row = Widgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 12, [label, favouritesSwitch.widget])
        gtk_widget_set_margin_top(row, 6)
        gtk_box_append(choices.c, row)
        bindTwoWay(
            favouritesSwitch, .property(\.switchActive), to: petList, reading: { $0.filter.favouritesOnly },
            read: { gtk_switch_get_active($0.c) != 0 },
            write: { gtk_switch_set_active($0.c, $1 ? 1 : 0) }
        ) { petList, isOn in
            var filter = petList.filter
            filter.favouritesOnly = isOn
            petList.setFilter(filter)
        }
    }

    private func addSortDropDown() {
        gtk_box_append(choices.c, gtk_separator_new(GTK_ORIENTATION_HORIZONTAL))
        let label = Widgets.label(tr("Sort by"))
        gtk_widget_set_hexpand(label, 1)
        gtk_box_append(choices.c, Widgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 12, [label, sortDropDown]))
    }

    private func addClearButton() {
        gtk_widget_set_margin_top(clearButton, 6)
        gtk_box_append(choices.c, clearButton)
        bind(clearButton, to: petList, \.filter.isActive) { button, isActive in
            gtk_widget_set_sensitive(button, isActive ? 1 : 0)
        }
        connect(clearButton, \.clicked) { [weak petList] in petList?.clearFilters() }
    }

    private func heading(_ text: String) -> UnsafeMutablePointer<GtkWidget> {
        let label = Widgets.label(text, classes: ["heading"])
        gtk_widget_set_margin_top(label, 6)
        return label
    }
}

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
    let widget = gtk_scrolled_window_new()!
    /// The menu's controls, one under the other.
    private let choices = Widgets.box(GTK_ORIENTATION_VERTICAL, spacing: 6, [])
    /// The check button of each choice, by its label (for tests and the accessibility tree).
    private(set) var checkButtons: [String: Widget<Gtk.CheckButton>] = [:]
    /// The “Favourites only” switch.
    let favouritesSwitch = gtk_switch_new()!
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
        Widgets.setMargins(choices, 6)
        gtk_scrolled_window_set_child(pet_gtk_scrolled_window(widget), choices)
        gtk_scrolled_window_set_policy(pet_gtk_scrolled_window(widget), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_propagate_natural_height(pet_gtk_scrolled_window(widget), 1)
        gtk_scrolled_window_set_max_content_height(pet_gtk_scrolled_window(widget), 560)
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
    private func addGrid(title: String) -> UnsafeMutablePointer<GtkWidget> {
        gtk_box_append(pet_gtk_box(choices), heading(title))
        let grid = gtk_grid_new()!
        gtk_grid_set_column_spacing(pet_gtk_grid(grid), 12)
        gtk_grid_set_column_homogeneous(pet_gtk_grid(grid), 1)
        gtk_box_append(pet_gtk_box(choices), grid)
        return grid
    }

    /// A check button in cell `index` of `grid` choosing `value` in the filter's set at `keyPath`.
    private func addCheck<Value: Hashable & Sendable>(
        _ text: String, to grid: UnsafeMutablePointer<GtkWidget>, at index: Int,
        _ keyPath: WritableKeyPath<PetFilter, Set<Value>>, _ value: Value
    ) {
        addCheck(text, to: grid, at: index, isOn: { $0[keyPath: keyPath].contains(value) }) { filter, isOn in
            if isOn { filter[keyPath: keyPath].insert(value) } else { filter[keyPath: keyPath].remove(value) }
        }
    }

    /// A check button in cell `index` of `grid` setting the filter's flag at `keyPath`.
    private func addCheck(
        _ text: String, to grid: UnsafeMutablePointer<GtkWidget>, at index: Int, _ keyPath: WritableKeyPath<PetFilter, Bool>
    ) {
        addCheck(text, to: grid, at: index, isOn: { $0[keyPath: keyPath] }) { $0[keyPath: keyPath] = $1 }
    }

    private func addCheck(
        _ text: String, to grid: UnsafeMutablePointer<GtkWidget>, at index: Int,
        isOn: @escaping @MainActor (PetFilter) -> Bool, set: @escaping @MainActor (inout PetFilter, Bool) -> Void
    ) {
        let check = Widget<Gtk.CheckButton>(gtk_check_button_new_with_label(text))
        checkButtons[text] = check
        gtk_grid_attach(pet_gtk_grid(grid), check.widget, Int32(index % 2), Int32(index / 2), 1, 1)
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
        gtk_widget_set_valign(favouritesSwitch, GTK_ALIGN_CENTER)
        pet_accessible_set_label(pet_gtk_accessible(favouritesSwitch), tr("Favourites only"))
        let row = Widgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 12, [label, favouritesSwitch])
        gtk_widget_set_margin_top(row, 6)
        gtk_box_append(pet_gtk_box(choices), row)
        bindTwoWay(
            favouritesSwitch, .property(\.switchActive), to: petList, reading: { $0.filter.favouritesOnly },
            read: { gtk_switch_get_active(pet_gtk_switch($0)) != 0 },
            write: { gtk_switch_set_active(pet_gtk_switch($0), $1 ? 1 : 0) }
        ) { petList, isOn in
            var filter = petList.filter
            filter.favouritesOnly = isOn
            petList.setFilter(filter)
        }
    }

    private func addSortDropDown() {
        gtk_box_append(pet_gtk_box(choices), gtk_separator_new(GTK_ORIENTATION_HORIZONTAL))
        let label = Widgets.label(tr("Sort by"))
        gtk_widget_set_hexpand(label, 1)
        gtk_box_append(pet_gtk_box(choices), Widgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 12, [label, sortDropDown]))
    }

    private func addClearButton() {
        gtk_widget_set_margin_top(clearButton, 6)
        gtk_box_append(pet_gtk_box(choices), clearButton)
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

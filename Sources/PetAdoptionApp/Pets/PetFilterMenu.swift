import CGtk
import PetCore

/// The list's “Filter” menu button and its popover: check buttons for species, age
/// groups and statuses, a “Favourites only” switch, the sort order and “Clear Filters”.
///
/// Every control shows the list view model's current ``PetFilter`` and sort order
/// through a binding, and forwards a change as the whole new filter (`setFilter`) or
/// order (`sort(by:)`). The choices are the filter's own value types, listed in their
/// declared order and worded by `PetLabels`; the menu never names them.
@MainActor
final class PetFilterMenu {
    /// The `GtkMenuButton`.
    let button: UnsafeMutablePointer<GtkWidget>
    /// The check button of each choice, by its label (for tests and the accessibility tree).
    private(set) var checkButtons: [String: UnsafeMutablePointer<GtkWidget>] = [:]
    /// The “Favourites only” switch.
    let favouritesSwitch = gtk_switch_new()!
    /// The sort order drop-down.
    let sortDropDown: UnsafeMutablePointer<GtkWidget>
    /// The “Clear Filters” button.
    let clearButton = gtk_button_new_with_label("Clear Filters")!

    private let petList: PetListViewModel
    private let content = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6)!

    /// A menu for `petList`.
    init(petList: PetListViewModel) {
        self.petList = petList
        sortDropDown = CStringArray(PetSortOrder.allCases.map(\.title)).withUnsafePointer { gtk_drop_down_new_from_strings($0) }
        button = gtk_menu_button_new()
        gtk_menu_button_set_label(pet_gtk_menu_button(button), "Filter")
        gtk_widget_set_tooltip_text(button, "Filter and Sort")
        pet_accessible_set_label(pet_gtk_accessible(button), "Filter and Sort")

        gtk_widget_set_margin_top(content, 6)
        gtk_widget_set_margin_bottom(content, 6)
        gtk_widget_set_margin_start(content, 6)
        gtk_widget_set_margin_end(content, 6)
        addChoices(title: "Species", \.species, label: PetLabels.species)
        addChoices(title: "Age", \.ageGroups, label: PetLabels.ageGroup)
        addChoices(title: "Status", \.statuses, label: PetLabels.status)
        addFavouritesSwitch()
        addSortDropDown()
        addClearButton()

        let popover = gtk_popover_new()!
        gtk_popover_set_child(pet_gtk_popover(popover), content)
        gtk_menu_button_set_popover(pet_gtk_menu_button(button), popover)
        bind(button, to: petList, \.filter.isActive) { button, isActive in
            PetWidgets.setClass("accent", on: button, isActive)
        }
        ObjectOwnership.attach(self, to: button)
    }

    /// A heading and one check button per value of the filter's set at `keyPath`.
    private func addChoices<Value: CaseIterable & Hashable & Sendable>(
        title: String, _ keyPath: WritableKeyPath<PetFilter, Set<Value>>, label: (Value) -> String
    ) {
        gtk_box_append(pet_gtk_box(content), heading(title))
        let grid = gtk_grid_new()!
        gtk_grid_set_column_spacing(pet_gtk_grid(grid), 12)
        gtk_grid_set_column_homogeneous(pet_gtk_grid(grid), 1)
        for (index, value) in Value.allCases.enumerated() {
            let text = label(value)
            let check = gtk_check_button_new_with_label(text)!
            checkButtons[text] = check
            gtk_grid_attach(pet_gtk_grid(grid), check, Int32(index % 2), Int32(index / 2), 1, 1)
            bind(check, to: petList, \.filter) { check, filter in
                gtk_check_button_set_active(pet_gtk_check_button(check), filter[keyPath: keyPath].contains(value) ? 1 : 0)
            }
            connect(check, "toggled") { [weak petList] in
                guard var filter = petList?.filter else { return }
                if gtk_check_button_get_active(pet_gtk_check_button(check)) != 0 {
                    filter[keyPath: keyPath].insert(value)
                } else {
                    filter[keyPath: keyPath].remove(value)
                }
                petList?.setFilter(filter)
            }
        }
        gtk_box_append(pet_gtk_box(content), grid)
    }

    private func addFavouritesSwitch() {
        let label = PetWidgets.label("Favourites only")
        gtk_widget_set_hexpand(label, 1)
        gtk_widget_set_valign(favouritesSwitch, GTK_ALIGN_CENTER)
        pet_accessible_set_label(pet_gtk_accessible(favouritesSwitch), "Favourites only")
        let row = PetWidgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 12, [label, favouritesSwitch])
        gtk_widget_set_margin_top(row, 6)
        gtk_box_append(pet_gtk_box(content), row)
        bind(favouritesSwitch, to: petList, \.filter.favouritesOnly) { toggle, isOn in
            gtk_switch_set_active(pet_gtk_switch(toggle), isOn ? 1 : 0)
        }
        onNotify(favouritesSwitch, "active") { [weak petList, favouritesSwitch] in
            guard var filter = petList?.filter else { return }
            filter.favouritesOnly = gtk_switch_get_active(pet_gtk_switch(favouritesSwitch)) != 0
            petList?.setFilter(filter)
        }
    }

    private func addSortDropDown() {
        gtk_box_append(pet_gtk_box(content), gtk_separator_new(GTK_ORIENTATION_HORIZONTAL))
        let label = PetWidgets.label("Sort by")
        gtk_widget_set_hexpand(label, 1)
        pet_accessible_set_label(pet_gtk_accessible(sortDropDown), "Sort by")
        gtk_box_append(pet_gtk_box(content), PetWidgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 12, [label, sortDropDown]))
        bind(sortDropDown, to: petList, \.sortOrder) { dropDown, order in
            let index = PetSortOrder.allCases.firstIndex(of: order) ?? 0
            gtk_drop_down_set_selected(pet_gtk_drop_down(dropDown), UInt32(index))
        }
        onNotify(sortDropDown, "selected") { [weak petList, sortDropDown] in
            let index = Int(gtk_drop_down_get_selected(pet_gtk_drop_down(sortDropDown)))
            guard PetSortOrder.allCases.indices.contains(index) else { return }
            petList?.sort(by: PetSortOrder.allCases[index])
        }
    }

    private func addClearButton() {
        gtk_widget_set_margin_top(clearButton, 6)
        gtk_box_append(pet_gtk_box(content), clearButton)
        bind(clearButton, to: petList, \.filter.isActive) { button, isActive in
            gtk_widget_set_sensitive(button, isActive ? 1 : 0)
        }
        connect(clearButton, "clicked") { [weak petList] in petList?.clearFilters() }
    }

    private func heading(_ text: String) -> UnsafeMutablePointer<GtkWidget> {
        let label = PetWidgets.label(text, classes: ["heading"])
        gtk_widget_set_margin_top(label, 6)
        return label
    }
}

import CGtk
import PetCore

/// The Recipes list's filter and sort menu: a labelled drop-down for the difficulty, the
/// total time and the sort order, each kept in step with the list both ways.
@MainActor
enum RecipeFilterMenu {
    /// The menu's contents for `recipeList`; its drop-downs are, in order, difficulty,
    /// total time and sort order.
    static func make(recipeList: RecipeListViewModel) -> (widget: UnsafeMutablePointer<GtkWidget>, dropDowns: [UnsafeMutablePointer<GtkWidget>]) {
        let dropDowns = [
            ChoiceDropDown.make(
                "Difficulty", choices: RecipeFilter.Difficulty.allCases, title: \.title, model: recipeList,
                selection: { $0.filter.difficulty }
            ) { list, difficulty in list.setFilter(RecipeFilter(difficulty: difficulty, time: list.filter.time)) },
            ChoiceDropDown.make(
                "Total time", choices: RecipeFilter.Time.allCases, title: \.title, model: recipeList,
                selection: { $0.filter.time }
            ) { list, time in list.setFilter(RecipeFilter(difficulty: list.filter.difficulty, time: time)) },
            ChoiceDropDown.make(
                "Sort by", choices: RecipeSortOrder.allCases, title: \.title, model: recipeList, selection: { $0.sortOrder }
            ) { $0.sort(by: $1) },
        ]
        let grid = gtk_grid_new()!
        gtk_grid_set_row_spacing(pet_gtk_grid(gpointer(grid)), 6)
        gtk_grid_set_column_spacing(pet_gtk_grid(gpointer(grid)), 12)
        Widgets.setMargins(grid, 6)
        for (row, (title, dropDown)) in zip(["_Difficulty", "_Total time", "_Sort by"], dropDowns).enumerated() {
            let label = gtk_label_new_with_mnemonic(title)!
            gtk_label_set_xalign(pet_gtk_label(gpointer(label)), 1)
            gtk_label_set_mnemonic_widget(pet_gtk_label(gpointer(label)), dropDown)
            gtk_widget_add_css_class(label, "dim-label")
            gtk_widget_set_hexpand(dropDown, 1)
            gtk_grid_attach(pet_gtk_grid(gpointer(grid)), label, 0, Int32(row), 1, 1)
            gtk_grid_attach(pet_gtk_grid(gpointer(grid)), dropDown, 1, Int32(row), 1, 1)
        }
        return (grid, dropDowns)
    }
}

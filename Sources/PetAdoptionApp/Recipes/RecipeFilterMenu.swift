import CGtk
import PetCore

/// The Recipes list's filter and sort menu: a labelled drop-down for the difficulty, the
/// total time and the sort order, each kept in step with the list both ways.
@MainActor
final class RecipeFilterMenu: FilterMenu {
    /// The menu's contents: a grid of labels and drop-downs.
    let widget = gtk_grid_new()!
    /// The difficulty, total time and sort order drop-downs, in that order.
    let dropDowns: [UnsafeMutablePointer<GtkWidget>]

    /// A menu for `list`.
    init(list recipeList: RecipeListViewModel) {
        let context = recipeList.context
        dropDowns = [
            ChoiceDropDown.make(
                tr("Difficulty"), choices: RecipeFilter.Difficulty.allCases, title: { $0.title(in: context) }, model: recipeList,
                selection: { $0.filter.difficulty }
            ) { list, difficulty in list.setFilter(RecipeFilter(difficulty: difficulty, time: list.filter.time)) },
            ChoiceDropDown.make(
                tr("Total time"), choices: RecipeFilter.Time.allCases, title: { $0.title(in: context) }, model: recipeList,
                selection: { $0.filter.time }
            ) { list, time in list.setFilter(RecipeFilter(difficulty: list.filter.difficulty, time: time)) },
            ChoiceDropDown.make(
                tr("Sort by"), choices: RecipeSortOrder.allCases, title: { $0.title(in: context) }, model: recipeList,
                selection: { $0.sortOrder }
            ) { $0.sort(by: $1) },
        ]
        let grid = pet_gtk_grid(gpointer(widget))
        gtk_grid_set_row_spacing(grid, 6)
        gtk_grid_set_column_spacing(grid, 12)
        Widgets.setMargins(widget, 6)
        for (row, (title, dropDown)) in zip([tr("_Difficulty"), tr("_Total time"), tr("_Sort by")], dropDowns).enumerated() {
            let label = gtk_label_new_with_mnemonic(title)!
            gtk_label_set_xalign(pet_gtk_label(gpointer(label)), 1)
            gtk_label_set_mnemonic_widget(pet_gtk_label(gpointer(label)), dropDown)
            gtk_widget_add_css_class(label, "dim-label")
            gtk_widget_set_hexpand(dropDown, 1)
            gtk_grid_attach(grid, label, 0, Int32(row), 1, 1)
            gtk_grid_attach(grid, dropDown, 1, Int32(row), 1, 1)
        }
        ObjectOwnership.attach(self, to: widget)
    }
}

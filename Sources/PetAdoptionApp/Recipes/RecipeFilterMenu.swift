import CGtk
import PetCore

/// The Recipes list's filter and sort menu: a labelled drop-down for the difficulty, the
/// total time and the sort order, each kept in step with the list both ways.
@MainActor
final class RecipeFilterMenu: FilterMenu {
    /// The menu's contents: a grid of labels and drop-downs.
    var widget: UnsafeMutablePointer<GtkWidget> { grid.widget }
    private let grid = Widget<Gtk.Grid>(gtk_grid_new())
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
        gtk_grid_set_row_spacing(grid.c, 6)
        gtk_grid_set_column_spacing(grid.c, 12)
        Widgets.setMargins(grid.widget, 6)
        for (row, (title, dropDown)) in zip([tr("_Difficulty"), tr("_Total time"), tr("_Sort by")], dropDowns).enumerated() {
            let label = Widget<Gtk.Label>(gtk_label_new_with_mnemonic(title))
            gtk_label_set_xalign(label.c, 1)
            gtk_label_set_mnemonic_widget(label.c, dropDown)
            gtk_widget_add_css_class(label.widget, "dim-label")
            gtk_widget_set_hexpand(dropDown, 1)
            gtk_grid_attach(grid.c, label.widget, 0, Int32(row), 1, 1)
            gtk_grid_attach(grid.c, dropDown, 1, Int32(row), 1, 1)
        }
        ObjectOwnership.attach(self, to: widget)
    }
}

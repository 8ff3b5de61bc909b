import CGtk
import PetCore

/// The Recipes section: the recipe list (search, filters, sort) beside the selected
/// recipe with its checklist.
///
/// ```swift
/// let recipes = RecipesSection(recipeList: RecipeListViewModel(repository: store, context: .system))
/// PetAdoptionApplication(id: AppIdentity.id, stateStore: stateStore, sections: { [pets, recipes] })
/// ```
/// Ctrl+F opens the list's search. The panes' widgets own their controllers, which own
/// the view model: the section itself may be dropped once built. It keeps the panes
/// weakly, for tests.
@MainActor
final class RecipesSection: SectionBuilder {
    let name = "recipes"
    let title = "Recipes"
    let iconName = "emoji-food-symbolic"

    /// The view model both panes show.
    let recipeList: RecipeListViewModel
    /// The list pane, once built.
    private(set) weak var listPane: RecipeListPane?
    /// The detail pane, once built.
    private(set) weak var detailPane: RecipeDetailPane?
    /// Makes the add/edit forms; without it the section has no editing buttons.
    let forms: FormFactory?
    /// The Add, Edit and Delete buttons, once built (with ``forms``).
    private(set) weak var editingControls: RecipeEditingControls?

    /// A section showing `recipeList`, with Add, Edit and Delete when `forms` is given.
    init(recipeList: RecipeListViewModel, forms: FormFactory? = nil) {
        self.recipeList = recipeList
        self.forms = forms
    }

    func makePanes(navigator: SectionNavigator) -> SectionPanes {
        let list = RecipeListPane(recipeList: recipeList, navigator: navigator)
        let detail = RecipeDetailPane(recipeList: recipeList)
        listPane = list
        detailPane = detail
        if let forms {
            // The list pane's widget owns the controls.
            let controls = RecipeEditingControls(forms: forms, recipeList: recipeList, list: list, detail: detail)
            editingControls = controls
        }
        return SectionPanes(list: list.widget, detail: detail.widget, search: { [weak list] in list?.beginSearch() })
    }
}

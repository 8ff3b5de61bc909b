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

    /// A section showing `recipeList`.
    init(recipeList: RecipeListViewModel) {
        self.recipeList = recipeList
    }

    func makePanes(navigator: SectionNavigator) -> SectionPanes {
        let list = RecipeListPane(recipeList: recipeList, navigator: navigator)
        let detail = RecipeDetailPane(recipeList: recipeList)
        listPane = list
        detailPane = detail
        return SectionPanes(list: list.widget, detail: detail.widget, search: { [weak list] in list?.beginSearch() })
    }
}

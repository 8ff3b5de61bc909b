import PetCore

/// The Recipes section: the recipe list (search, filters, sort) beside the selected
/// recipe with its checklist.
typealias RecipesSection = RecordSection<RecipeListing, RecipeRow, RecipeDetailView>

extension RecordSection where Section == RecipeListing, Row == RecipeRow, Page == RecipeDetailView {
    /// The Recipes section showing `recipeList`, with Add, Edit and Delete when `editable`.
    convenience init(recipeList: RecipeListViewModel, editable: Bool = false) {
        self.init(
            name: "recipes", title: "Recipes", iconName: "emoji-food-symbolic", list: recipeList,
            texts: Texts(
                listName: "Recipes", searchPlaceholder: "Search recipes and ingredients",
                noSelectionTitle: "No Recipe Selected",
                noSelectionDescription: "Choose a recipe to see what goes into it and tick off each step as you cook.",
                addLabel: "Add Recipe"),
            filterMenu: { RecipeFilterMenu.make(recipeList: $0).widget }, editable: editable)
    }
}

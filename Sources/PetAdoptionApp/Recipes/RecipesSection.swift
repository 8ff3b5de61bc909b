import PetCore

/// The Recipes section: the recipe list (search, filters, sort) beside the selected
/// recipe with its checklist.
typealias RecipesSection = RecordSection<RecipeListing, RecipeRow, RecipeDetailView, RecipeFilterMenu>

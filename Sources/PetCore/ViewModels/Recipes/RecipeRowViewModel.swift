import Observation

/// One row of the recipe list (the seed's `ListCellViewModel`): what a recycled row
/// widget shows once it is bound to this recipe.
@MainActor @Observable
public final class RecipeRowViewModel: Identifiable {
    /// The recipe's id.
    public let id: Recipe.ID
    /// The recipe's name.
    public let name: String
    /// `"Very easy"` … `"Very hard"`.
    public let difficultyText: String
    /// Preparation plus cooking, e.g. `"1 h 5 min"`; see ``RecipeViewModel/totalTimeText``.
    public let totalTimeText: String
    /// `"Serves 4"`; `nil` when unknown.
    public let yieldText: String?
    /// The photo reference for the thumbnail, or `nil` for a placeholder.
    public let photoReference: String?
    /// The photo's description, for the thumbnail's accessible label.
    public let photoDescription: String

    /// Presents `recipe` as a row.
    public init(recipe: Recipe) {
        id = recipe.id
        name = recipe.name
        difficultyText = RecipeText.difficulty(recipe.difficulty)
        totalTimeText = RecipeText.totalDuration(of: recipe)
        yieldText = RecipeText.yield(recipe.yield)
        photoReference = recipe.photo
        photoDescription = recipe.photoDescription
    }
}

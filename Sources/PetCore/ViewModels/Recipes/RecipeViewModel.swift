import Observation

/// The detail page of one recipe: its name, photo, difficulty, times, yield and source,
/// as display-ready text. The checklist lives in ``InstructionViewModel``.
@MainActor @Observable
public final class RecipeViewModel: Identifiable {
    /// The recipe's id.
    public let id: Recipe.ID
    /// The recipe's name.
    public let name: String
    /// A reference to the photo (a file name in the catalog's photo folder, a path or a
    /// URL), or `nil` when the recipe has none and the view shows a placeholder.
    public let photoReference: String?
    /// Text describing the photo, for people who cannot see it.
    public let photoDescription: String
    /// `"Very easy"`, `"Easy"`, `"Medium"`, `"Hard"` or `"Very hard"`.
    public let difficultyText: String
    /// The difficulty on the 1–5 scale, for a five-dot indicator.
    public let difficultyLevel: Int
    /// `"15 min"`, `"1 h"`, `"1 h 5 min"`; `"—"` when unknown.
    public let prepTimeText: String
    /// `"15 min"`, `"1 h"`, `"1 h 5 min"`; `"—"` when unknown.
    public let cookTimeText: String
    /// Preparation plus cooking; `"At least 15 min"` when only one part is known and
    /// `"—"` when neither is.
    public let totalTimeText: String
    /// `"Serves 4"`; `nil` when the yield is unknown (the view hides the label).
    public let yieldText: String?
    /// `"From RecipeList.plist"` for imported recipes; `nil` for the app's own.
    public let sourceText: String?

    /// Presents `recipe`.
    public init(recipe: Recipe) {
        id = recipe.id
        name = recipe.name
        photoReference = recipe.photo
        photoDescription = recipe.photoDescription
        difficultyText = RecipeText.difficulty(recipe.difficulty)
        difficultyLevel = recipe.difficulty.rawValue
        prepTimeText = RecipeText.duration(recipe.prepMinutes)
        cookTimeText = RecipeText.duration(recipe.cookMinutes)
        totalTimeText = RecipeText.totalDuration(of: recipe)
        yieldText = RecipeText.yield(recipe.yield)
        sourceText = RecipeText.source(recipe.source)
    }
}

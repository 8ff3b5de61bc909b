import Observation

/// One row of the recipe list (the seed's `ListCellViewModel`): what a recycled row
/// widget shows once it is bound to this recipe, read live from the book.
@MainActor @Observable
public final class RecipeRowViewModel: Identifiable, AccessibleRow {
    @ObservationIgnored private nonisolated let reference: RecordReference<Recipe>
    @ObservationIgnored private let text: RecipeText
    @ObservationIgnored private let translator: Translator

    init(reference: RecordReference<Recipe>, context: DisplayContext) {
        self.reference = reference
        self.text = RecipeText(context: context)
        translator = context.translator
    }

    /// The recipe's id.
    public nonisolated var id: Recipe.ID { reference.id }

    private var recipe: Recipe { reference.record }

    /// The recipe's name.
    public var name: String { recipe.name }
    /// `"Very easy"` … `"Very hard"`.
    public var difficultyText: String { text.difficulty(recipe.difficulty) }
    /// The total time, e.g. `"1 h 5 min"`; see ``RecipeViewModel/totalTimeText``.
    public var totalTimeText: String { text.totalDuration(of: recipe) }
    /// `"Serves 2–4"`, `"Serves 4"`; `nil` when unknown; see ``RecipeViewModel/yieldText``.
    public var yieldText: String? { text.yield(of: recipe) }
    /// The photo reference for the thumbnail, or `nil` for a placeholder.
    public var photoReference: String? { recipe.photo }
    /// The photo's description, for the thumbnail's accessible label.
    public var photoDescription: String { recipe.photoDescription }
    /// The row's second line, each part already worded: “Easy · 45 min · Serves 4”.
    public var detailText: String {
        [difficultyText, totalTimeText, yieldText].compactMap { $0 }.joined(separator: " · ")
    }

    /// "Pumpkin Biscuits, Easy · 45 min · Serves 4": the row as a screen reader says it.
    public var accessibleLabel: String {
        // TRANSLATORS: a recipe in the list, as a screen reader says it: its name, then difficulty, time and yield.
        translator.tr("%1$@, %2$@", name, detailText)
    }
}

import Observation

/// The detail page of one recipe: its name, photo, difficulty, times, yield and source,
/// as display-ready text read live from the book, and its checklist.
@MainActor @Observable
public final class RecipeViewModel: Identifiable {
    @ObservationIgnored private nonisolated let reference: RecordReference<Recipe>
    @ObservationIgnored private let book: RecipeBook
    /// The checklist made for the recipe's lines and yield as they were then.
    @ObservationIgnored private var madeChecklist: (lines: [[String]], checklist: InstructionViewModel)?

    @ObservationIgnored private let text: RecipeText

    init(reference: RecordReference<Recipe>, book: RecipeBook) {
        self.reference = reference
        self.book = book
        self.text = RecipeText(context: book.context)
    }

    /// The recipe's id.
    public nonisolated var id: Recipe.ID { reference.id }

    private var recipe: Recipe { reference.record }

    /// The recipe's name.
    public var name: String { recipe.name }
    /// A reference to the photo (a file name in the catalog's photo folder, a path or a
    /// URL), or `nil` when the recipe has none and the view shows a placeholder.
    public var photoReference: String? { recipe.photo }
    /// Text describing the photo, for people who cannot see it.
    public var photoDescription: String { recipe.photoDescription }
    /// `"Very easy"`, `"Easy"`, `"Medium"`, `"Hard"` or `"Very hard"`.
    public var difficultyText: String { text.difficulty(recipe.difficulty) }
    /// The difficulty on the 1–5 scale, for a five-dot indicator.
    public var difficultyLevel: Int { recipe.difficulty.rawValue }
    /// `"15 min"`, `"1 hr"`, `"1 hr, 5 min"`; `"—"` when unknown.
    public var prepTimeText: String { text.duration(recipe.prepMinutes) }
    /// `"15 min"`, `"1 hr"`, `"1 hr, 5 min"`; `"—"` when unknown.
    public var cookTimeText: String { text.duration(recipe.cookMinutes) }
    /// The recipe's own total time (chilling, rising, freezing included), else
    /// preparation plus cooking; `"At least 15 min"` when only one part is known and
    /// `"—"` when neither is.
    public var totalTimeText: String { text.totalDuration(of: recipe) }
    /// The part of the total beyond preparation and cooking (`"8 hr"` in the freezer);
    /// `nil` when there is none (the view hides the row).
    public var otherTimeText: String? { text.otherDuration(of: recipe) }
    /// The yield at the scale the recipe is shown at, as the recipe words it (`"Serves
    /// 2–4"`, `"32 cookies"`), else `"Serves 4"`; `nil` when the yield is unknown and the
    /// recipe is not scaled (the view hides the label).
    public var yieldText: String? { checklist.scaling.yieldText }
    /// `"From RecipeList.plist"` for imported recipes; `nil` for the app's own.
    public var sourceText: String? { text.source(recipe.source) }
    /// The language the recipe is written in, named in the reader's (`"English (United
    /// Kingdom)"`); `nil` when unknown. Its region says which pint the ingredients mean.
    public var languageText: String? { text.language(recipe.language) }

    /// The app's kitchen timers, shown on every recipe's page.
    public var timers: CookingTimers { book.timers }

    /// Cooking mode for the recipe, at the scale and in the units of its checklist's
    /// ``InstructionViewModel/scaling``, its timers the book's; a new one each time it opens.
    public func cookingMode() -> CookingModeViewModel {
        CookingModeViewModel(recipe: recipe, scaling: checklist.scaling, timers: book.timers, context: book.context)
    }

    /// What a printed page of the recipe shows (see ``RecipePrintout``): the name, photo,
    /// details, lines and source shown here.
    public var printout: RecipePrintout {
        let translator = book.context.translator
        /// `text`, unless it is unknown (`"—"`) or hidden (`nil`).
        func known(_ text: String?) -> String? { text == RecipeText.unknownDuration ? nil : text }
        return RecipePrintout(
            name: name, photoReference: photoReference, photoDescription: photoDescription,
            details: [
                translator.tr("Difficulty: %1$@", difficultyText),
                known(prepTimeText).map { translator.tr("Preparation: %1$@", $0) },
                known(cookTimeText).map { translator.tr("Cooking: %1$@", $0) },
                known(totalTimeText).map { translator.tr("Total time: %1$@", $0) },
                known(otherTimeText).map { translator.tr("Other time: %1$@", $0) },
                known(yieldText).map { translator.tr("Yield: %1$@", $0) },
            ],
            ingredients: printedIngredients, directions: checklist.scaling.directionTexts,
            sourceText: sourceText, context: book.context)
    }

    /// The ingredient lines a print-out shows, at the scale and in the units shown here;
    /// headings as written, with their prefix.
    private var printedIngredients: [String] {
        let scaled = checklist.scaling.ingredientTexts
        return recipe.ingredients.enumerated().map { index, line in
            Recipe.isHeading(line) || !scaled.indices.contains(index) ? line : scaled[index]
        }
    }

    /// The recipe's checklist, with the ticks stored for it, and its ``InstructionViewModel/scaling``.
    /// The same view model while the recipe's ingredients, directions, yield and language
    /// (which says which pint its lines mean) stay the same; a new one once they change.
    public var checklist: InstructionViewModel {
        let recipe = self.recipe
        let lines = [
            recipe.ingredients, recipe.directions, [recipe.yieldText ?? "", recipe.yield.map(String.init) ?? ""],
            [recipe.language?.description ?? ""],
        ]
        if let made = madeChecklist, made.lines == lines { return made.checklist }
        let checklist = InstructionViewModel(recipe: recipe, book: book)
        madeChecklist = (lines, checklist)
        return checklist
    }
}

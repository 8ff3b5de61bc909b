import Observation

/// A recipe's two checklists, ingredients and directions, with ticks that persist
/// (the seed's `InstructionViewModel`, with its `ingredientsState`/`directionsState`).
///
/// Ticks are kept per recipe id by the ``RecipeBook``: they are read once when the view
/// model is made, and every toggle or reset is committed through the book before the
/// display changes (the intents return when it has). Intents run one after the other, so
/// two quick toggles of a line tick it and untick it. A write that fails leaves the
/// display as it was and sets ``failure``. Stored ticks past the end of a list (the
/// recipe was edited since) are ignored. A direction that is a heading (see
/// ``Recipe/headingPrefix``) is a line of the list, keyed by its position like the
/// others, but it is never ticked and does not count as a step.
@MainActor @Observable
public final class InstructionViewModel {
    /// The ingredients, in recipe order, at the scale and in the units of ``scaling``.
    public var ingredients: [ChecklistEntry] { Self.entries(ingredientEntries, shown: scaling.ingredientTexts) }
    /// The directions, in recipe order, their temperatures in the units of ``scaling``.
    public var directions: [ChecklistEntry] { Self.entries(directionEntries, shown: scaling.directionTexts) }
    /// How much of the recipe to make and in which units; the ingredients follow it.
    public let scaling: RecipeScaling
    /// The last intent that failed, worded for the user; `nil` once dismissed.
    public private(set) var failure: FailureMessage?
    /// "Started Catnip Cookies over.": the text of the toast that offers to undo the last
    /// ``reset()``; `nil` before any reset.
    public private(set) var resetNotice: String?

    /// The ingredients as written.
    private var ingredientEntries: [ChecklistEntry]
    /// The directions as written.
    private var directionEntries: [ChecklistEntry]
    @ObservationIgnored private let recipeID: Recipe.ID
    @ObservationIgnored private let recipeName: String
    @ObservationIgnored private let book: RecipeBook
    @ObservationIgnored private let work = SerialWork()
    /// What the last reset unticked, for ``undoReset()``.
    @ObservationIgnored private var ticksBeforeReset: Set<ChecklistItem> = []

    /// Shows `recipe`'s lists with the ticks `book` keeps for it, its ingredients at the
    /// scale and in the units of `scaling` (by default, those `book` keeps for the recipe).
    ///
    /// When the ticks cannot be read, every line starts unticked and ``failure`` says so.
    public init(recipe: Recipe, book: RecipeBook, scaling: RecipeScaling? = nil) {
        self.scaling = scaling ?? RecipeScaling(recipe: recipe, book: book)
        self.recipeID = recipe.id
        self.recipeName = recipe.name
        self.book = book
        var checked: Set<ChecklistItem> = []
        do {
            checked = try book.checkedItems(recipeID: recipe.id)
        } catch {
            failure = FailureMessage(book.context.translator.tr("Couldn't load your progress on %1$@.", recipe.name), error: error, translator: book.context.translator)
        }
        ingredientEntries = Self.entries(recipe.ingredients, kind: .ingredient, checked: checked)
        directionEntries = Self.entries(recipe.directions, kind: .direction, checked: checked)
    }

    // MARK: Outputs

    /// How many ingredients there are.
    public var ingredientCount: Int { ingredientEntries.count }
    /// How many lines the directions hold, headings included.
    public var directionCount: Int { directionEntries.count }
    /// How many lines of both lists are ticked.
    public var checkedCount: Int {
        ingredientEntries.count(where: \.isChecked) + directionEntries.count(where: \.isChecked)
    }
    /// How many lines both lists hold together that can be ticked (headings are not).
    public var totalCount: Int { ingredientEntries.count { !$0.isHeading } + directionEntries.count { !$0.isHeading } }

    /// `"3 of 7 done"` over both lists; `"Nothing to check off"` for a recipe with no lines.
    public var progressText: String {
        let translator = book.context.translator
        return totalCount == 0
            ? translator.tr("Nothing to check off")
            : translator.trn(
                "%1$@ of %2$@ done", "%1$@ of %2$@ done", totalCount,
                book.context.number(checkedCount), book.context.number(totalCount))
    }

    /// Whether every line is ticked; `false` for a recipe with no lines, which has
    /// nothing to finish.
    public var allDone: Bool { totalCount > 0 && checkedCount == totalCount }

    // MARK: Intents

    /// Ticks or unticks ingredient `index`.
    ///
    /// - Returns: `false`, changing nothing, when there is no such ingredient or the
    ///   change could not be saved (then ``failure`` says why).
    @discardableResult
    public func toggleIngredient(at index: Int) async -> Bool {
        await toggle(ChecklistItem(.ingredient, index))
    }

    /// Ticks or unticks direction `index`.
    ///
    /// - Returns: `false`, changing nothing, when there is no such direction, it is a
    ///   heading, or the
    ///   change could not be saved (then ``failure`` says why).
    @discardableResult
    public func toggleDirection(at index: Int) async -> Bool {
        await toggle(ChecklistItem(.direction, index))
    }

    /// Ticks or unticks `item`, saving the change first.
    ///
    /// - Returns: `false`, changing nothing, when the recipe has no such line, it is a heading, or the
    ///   change could not be saved (then ``failure`` says why).
    @discardableResult
    public func toggle(_ item: ChecklistItem) async -> Bool {
        await work.run { [self] in
            let lines = item.kind == .ingredient ? ingredients : directions
            guard lines.indices.contains(item.index), !lines[item.index].isHeading else { return false }
            let line = lines[item.index]
            do {
                try await book.setChecked(!line.isChecked, item: item, recipeID: recipeID)
            } catch {
                let translator = book.context.translator
                let step = book.context.number(lines[...item.index].count { !$0.isHeading })
                let summary = switch (item.kind, line.isChecked) {
                case (.ingredient, false): translator.tr("Couldn't tick “%1$@”.", line.text)
                case (.ingredient, true): translator.tr("Couldn't untick “%1$@”.", line.text)
                case (.direction, false): translator.tr("Couldn't tick step %1$@.", step)
                case (.direction, true): translator.tr("Couldn't untick step %1$@.", step)
                }
                failure = FailureMessage(summary, error: error, translator: book.context.translator)
                return false
            }
            let toggled = ChecklistEntry(item: item, text: line.text, isChecked: !line.isChecked, isHeading: line.isHeading)
            switch item.kind {
            case .ingredient: ingredientEntries[item.index] = toggled
            case .direction: directionEntries[item.index] = toggled
            }
            return true
        }
    }

    /// Unticks every line of both lists, saving the change first; ``resetNotice`` then
    /// offers ``undoReset()``.
    ///
    /// - Returns: `false`, changing nothing, when the change could not be saved (then
    ///   ``failure`` says why).
    @discardableResult
    public func reset() async -> Bool {
        await work.run { [self] in
            let ticked = checkedItems
            do {
                try await book.replaceChecklist(recipeID: recipeID, checked: [])
            } catch {
                failure = FailureMessage(book.context.translator.tr("Couldn't start %1$@ over.", recipeName), error: error, translator: book.context.translator)
                return false
            }
            ticksBeforeReset = ticked
            show(checked: [])
            resetNotice = book.context.translator.tr("Started %1$@ over.", recipeName)
            return true
        }
    }

    /// Ticks again what the last ``reset()`` unticked, keeping what was ticked since;
    /// saves first.
    ///
    /// - Returns: `false`, changing nothing, when the change could not be saved (then
    ///   ``failure`` says why).
    @discardableResult
    public func undoReset() async -> Bool {
        await work.run { [self] in
            let restored = ticksBeforeReset.union(checkedItems)
            do {
                try await book.replaceChecklist(recipeID: recipeID, checked: restored)
            } catch {
                failure = FailureMessage(book.context.translator.tr("Couldn't undo starting %1$@ over.", recipeName), error: error, translator: book.context.translator)
                return false
            }
            ticksBeforeReset = []
            show(checked: restored)
            return true
        }
    }

    /// The ticked lines of both lists.
    private var checkedItems: Set<ChecklistItem> {
        Set((ingredientEntries + directionEntries).filter(\.isChecked).map(\.item))
    }

    /// Shows exactly the lines of `checked` ticked.
    private func show(checked: Set<ChecklistItem>) {
        func entry(_ line: ChecklistEntry) -> ChecklistEntry {
            ChecklistEntry(item: line.item, text: line.text, isChecked: checked.contains(line.item), isHeading: line.isHeading)
        }
        ingredientEntries = ingredientEntries.map(entry)
        directionEntries = directionEntries.map(entry)
    }

    /// Clears ``failure`` once the view has shown it.
    public func dismissFailure() {
        failure = nil
    }

    /// `entries` with each line that is not a heading showing its text of `texts`.
    private static func entries(_ entries: [ChecklistEntry], shown texts: [String]) -> [ChecklistEntry] {
        entries.map { entry in
            guard !entry.isHeading, texts.indices.contains(entry.item.index) else { return entry }
            return ChecklistEntry(item: entry.item, text: texts[entry.item.index], isChecked: entry.isChecked, isHeading: false)
        }
    }

    private static func entries(
        _ texts: [String], kind: ChecklistItem.Kind, checked: Set<ChecklistItem>
    ) -> [ChecklistEntry] {
        texts.enumerated().map { index, text in
            let item = ChecklistItem(kind, index)
            let isHeading = Recipe.isHeading(text)
            return ChecklistEntry(
                item: item, text: isHeading ? String(text.dropFirst(Recipe.headingPrefix.count)) : text,
                isChecked: checked.contains(item), isHeading: isHeading)
        }
    }
}

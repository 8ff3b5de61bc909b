import Foundation

/// The recipe book: the only writer of recipes and of cooking progress (ticked checklist
/// lines), and the one in-memory copy of the recipes that the list, the rows and every
/// recipe's page read.
///
/// Writes commit through the ``RecipeRepository`` (recipes) and the
/// ``CookingProgressRepository`` (the cook's progress) off the main actor, one after the other
/// in the order asked for, and change memory only once the commit succeeded; ``records``
/// then tell exactly the recipe that changed. Changes made elsewhere (another process,
/// an import) come in through ``reload()``.
@MainActor
public final class RecipeBook: RecordStore {
    /// What search looks at in a recipe: its name, then its ingredients.
    public nonisolated static let searchTexts = RecordSearchTexts<Recipe> { recipe in
        [recipe.name] + recipe.ingredients
    }

    /// Recipes ready to be shown, read and indexed off the main actor.
    public typealias Contents = RecordContents<Recipe>

    /// The recipes, as the list and pages read them.
    public let records: RecordCollection<Recipe>
    /// The locale and clock of the book's texts.
    public let context: DisplayContext
    /// Makes the id of a recipe added with the form.
    public let newID: @MainActor () -> Recipe.ID

    /// Whether the shelter's server can be reached, at a server desk; set once, before the
    /// first page is shown.
    public var reachability: ServerReachability?

    /// The kitchen timers of every recipe's cooking mode.
    public let timers: CookingTimers
    /// The units every recipe is shown in, read from the store when first asked for.
    public private(set) lazy var units = CookingUnits(repository: progress, translator: context.translator)

    private let repository: any RecipeRepository
    private let progress: any CookingProgressRepository
    private let work = SerialWork()

    /// An empty book of the recipes in `repository`, with the cook's progress kept in
    /// `progress`; call ``load()`` (or ``replace(with:)``) to fill it. `newID` makes the
    /// ids of added recipes; the kitchen timers read `clock`.
    public init(
        repository: any RecipeRepository, progress: any CookingProgressRepository, context: DisplayContext,
        newID: @escaping @MainActor () -> Recipe.ID = { UUID().uuidString },
        clock: any CookingClock = ContinuousCookingClock()
    ) {
        self.repository = repository
        self.progress = progress
        timers = CookingTimers(clock: clock, context: context)
        self.records = RecordCollection(searchTexts: Self.searchTexts, translator: context.translator)
        self.context = context
        self.newID = newID
    }

    /// An empty book over one store that keeps both the recipes and the cook's progress
    /// (this computer's file, or memory).
    public convenience init(
        repository: any RecipeRepository & CookingProgressRepository, context: DisplayContext,
        newID: @escaping @MainActor () -> Recipe.ID = { UUID().uuidString },
        clock: any CookingClock = ContinuousCookingClock()
    ) {
        self.init(repository: repository, progress: repository, context: context, newID: newID, clock: clock)
    }

    /// The recipe with `id`, or `nil`.
    public func recipe(withID id: Recipe.ID) -> Recipe? {
        records.record(withID: id)
    }

    // MARK: Reading

    /// Reads every recipe off the main actor and shows them. On failure the book keeps
    /// what it had and its records' `loadFailure` says why.
    public func load() async {
        await work.run { [repository, self] in
            await records.load({ try await RecipeBook.contents(from: repository) }, show: replace(with:))
        }
    }

    /// Reads the recipes again, e.g. after the store saw another process change them.
    public func reload() async {
        await load()
    }

    /// Reads every recipe from `repository` and indexes them for search on the calling
    /// task. Throws what the repository threw.
    public nonisolated static func contents(from repository: any RecipeRepository) async throws -> Contents {
        RecordContents(try await repository.loadRecipes(), indexedBy: searchTexts)
    }

    /// Shows `contents`, read elsewhere; only the recipes that changed are told.
    public func replace(with contents: Contents) {
        records.replace(with: contents)
    }

    /// The ticked lines of a recipe's checklist, read now (one indexed query).
    public func checkedItems(recipeID: Recipe.ID) throws -> Set<ChecklistItem> {
        try progress.checkedItems(recipeID: recipeID)
    }

    /// How many times its own yield a recipe is shown at; `nil` at its own yield (read now).
    public func scale(recipeID: Recipe.ID) throws -> Rational? {
        try progress.recipeScale(recipeID: recipeID)
    }

    // MARK: Writing

    /// Shows the recipes as other desks left them (``CatalogRecordChanges/recipes``),
    /// after every write asked for before.
    public func apply(_ changes: CatalogRecordChanges) async {
        guard !changes.recipes.isEmpty else { return }
        await work.run { [self] in records.apply(changes.recipes) }
    }

    /// Adds `recipe`, or replaces the recipe with the same id whatever its version (a
    /// recipe added back after another desk deleted it). Throws what the repository
    /// threw, changing nothing.
    ///
    /// - Returns: the recipe as stored, with its version.
    @discardableResult
    public func save(_ recipe: Recipe) async throws -> Recipe {
        try await work.run { [repository, self] in
            try await records.save(recipe, through: repository.saveRecipe)
        }
    }

    /// Saves an edit of a stored recipe, made from its ``Recipe/version``: only while
    /// nobody saved it since (``RecipeRepository/updateRecipe(_:overwriting:)``). When
    /// somebody did, throws the ``EditConflict`` and shows the recipe as stored now, or no
    /// longer shows it when it was deleted; otherwise throws what the repository threw,
    /// changing nothing.
    ///
    /// - Parameter overwriting: whether the person chose to save over another desk's
    ///   change they were told of; the store records it.
    /// - Returns: the recipe as stored, with its new version.
    @discardableResult
    public func update(_ recipe: Recipe, overwriting: Bool = false) async throws -> Recipe {
        try await work.run { [repository, self] in
            try await records.saveEdit(recipe, through: { try await repository.updateRecipe($0, overwriting: overwriting) })
        }
    }

    /// Removes the recipe with `id` and its checklist progress. Throws what the
    /// repository threw, changing nothing.
    public func delete(recipeID id: Recipe.ID) async throws {
        try await work.run { [repository, self] in
            try await repository.deleteRecipe(id: id)
            records.remove(id)
        }
    }

    /// Ticks or unticks one line of a recipe's checklist. Throws what the repository
    /// threw; the caller shows the line as it was.
    public func setChecked(_ isChecked: Bool, item: ChecklistItem, recipeID: Recipe.ID) async throws {
        try await work.run { [progress] in
            try await progress.setChecked(isChecked, item: item, recipeID: recipeID)
        }
    }

    /// Makes `checked` the ticked lines of a recipe's checklist (empty: unticks them
    /// all). Throws what the repository threw.
    public func replaceChecklist(recipeID: Recipe.ID, checked: Set<ChecklistItem>) async throws {
        try await work.run { [progress] in
            try await progress.replaceChecklist(recipeID: recipeID, checked: checked)
        }
    }

    /// Keeps `scale` for a recipe (`nil`: its own yield). Throws what the repository threw.
    public func setScale(_ scale: Rational?, recipeID: Recipe.ID) async throws {
        try await work.run { [progress] in
            try await progress.setRecipeScale(scale, recipeID: recipeID)
        }
    }
}

import Foundation
import Observation

/// The recipe book page: search, filters, sort, the visible rows and the selected
/// recipe (the seed's `ViewControllerViewModel` with its `listCellViewModels`).
///
/// A view binds a list to ``visibleRecipeIDs`` (diff it, or rebuild a `GListModel` of
/// that many items) and asks ``row(for:)`` for each row's view model when it binds a
/// recycled row. The empty-state page is shown while ``showsEmptyState`` is `true`.
@MainActor @Observable
public final class RecipeListViewModel {
    /// The search as typed; matched against names and ingredients, ignoring case and accents.
    public private(set) var searchText = ""
    /// The difficulty filter.
    public private(set) var difficultyFilter = RecipeDifficultyFilter.any
    /// The total-time filter.
    public private(set) var timeFilter = RecipeTimeFilter.any
    /// The order of the visible rows.
    public private(set) var sortOrder = RecipeSortOrder.name
    /// The ids of the recipes that pass the search and filters, in ``sortOrder``.
    public private(set) var visibleRecipeIDs: [Recipe.ID] = []
    /// The selected recipe's id, or `nil`. A selection survives searches and filters
    /// that hide it; it ends when the recipe is no longer in the store.
    public private(set) var selectedRecipeID: Recipe.ID?
    /// The selected recipe's detail page, or `nil`.
    public private(set) var selectedRecipe: RecipeViewModel?
    /// The selected recipe's checklist, or `nil`.
    public private(set) var selectedInstructions: InstructionViewModel?
    /// A reload that failed while recipes were already shown (they stay shown); `nil`
    /// once dismissed. A failed first load is told by the empty state instead.
    public private(set) var failure: FailureMessage?

    private var recipes: [Recipe.ID: Recipe] = [:]
    private var loadFailureReason: String?
    @ObservationIgnored private var searchKeys: [Recipe.ID: String] = [:]
    @ObservationIgnored private var rowCache: [Recipe.ID: RecipeRowViewModel] = [:]
    @ObservationIgnored private let repository: any RecipeRepository
    @ObservationIgnored private let context: DisplayContext

    /// Loads the recipes of `repository`; `context`'s locale decides how names sort and
    /// how accents are ignored.
    public init(repository: any RecipeRepository, context: DisplayContext) {
        self.repository = repository
        self.context = context
        reload()
    }

    // MARK: Outputs

    /// `"8 recipes"`, `"3 of 8 recipes"` while a search or filter hides some,
    /// `"1 recipe"`, or `"No recipes"` when the book is empty.
    public var countText: String {
        let total = recipes.count
        if total == 0 { return "No recipes" }
        let noun = total == 1 ? "recipe" : "recipes"
        return isFiltering ? "\(visibleRecipeIDs.count) of \(total) \(noun)" : "\(total) \(noun)"
    }

    /// Whether a search or a filter is in effect.
    public var isFiltering: Bool {
        !searchWords.isEmpty || difficultyFilter != .any || timeFilter != .any
    }

    /// Whether no row is visible, so the view shows the empty-state page instead.
    public var showsEmptyState: Bool { visibleRecipeIDs.isEmpty }

    /// Why the list is empty, as a title: `"Couldn't Load Recipes"`, `"No Recipes Yet"`
    /// or `"No Matching Recipes"`.
    public var emptyStateTitle: String {
        if recipes.isEmpty { return loadFailureReason == nil ? "No Recipes Yet" : "Couldn't Load Recipes" }
        return "No Matching Recipes"
    }

    /// Why the list is empty, in a sentence or two: the load error, how to add recipes,
    /// or which search and filters left nothing, e.g. “No recipe has “tuna” in its name
    /// or ingredients and takes 15 min or less. Clear the search and filters to see all
    /// 8 recipes.”
    public var emptyStateDescription: String {
        if recipes.isEmpty {
            return loadFailureReason ?? "Import a recipe file to fill your recipe book."
        }
        var conditions: [String] = []
        let search = searchText.trimmingCharacters(in: .whitespacesAndNewlines)
        if !search.isEmpty { conditions.append("has “\(search)” in its name or ingredients") }
        if case .only(let difficulty) = difficultyFilter {
            conditions.append("is rated \(RecipeText.difficulty(difficulty).lowercased())")
        }
        if let minutes = timeFilter.maximumMinutes {
            conditions.append("takes \(RecipeText.duration(minutes)) or less")
        }
        let all = recipes.count == 1 ? "the 1 recipe" : "all \(recipes.count) recipes"
        return "No recipe \(Self.joined(conditions)). Clear the search and filters to see \(all)."
    }

    /// The row view model of a visible or hidden recipe, made on first request and kept
    /// until the recipe changes; `nil` for an unknown id.
    public func row(for id: Recipe.ID) -> RecipeRowViewModel? {
        if let row = rowCache[id] { return row }
        guard let recipe = recipes[id] else { return nil }
        let row = RecipeRowViewModel(recipe: recipe)
        rowCache[id] = row
        return row
    }

    /// The row view model at `index` of ``visibleRecipeIDs``, or `nil` past its end.
    public func row(at index: Int) -> RecipeRowViewModel? {
        visibleRecipeIDs.indices.contains(index) ? row(for: visibleRecipeIDs[index]) : nil
    }

    // MARK: Intents

    /// Shows the recipes whose name or ingredients contain every word of `text`,
    /// ignoring case and accents; an empty or blank text shows all.
    public func search(_ text: String) {
        searchText = text
        refresh()
    }

    /// Shows only recipes that pass `filter`.
    public func filter(difficulty filter: RecipeDifficultyFilter) {
        difficultyFilter = filter
        refresh()
    }

    /// Shows only recipes whose total time is known and within `filter`'s limit.
    public func filter(time filter: RecipeTimeFilter) {
        timeFilter = filter
        refresh()
    }

    /// Orders the visible rows.
    public func sort(by order: RecipeSortOrder) {
        sortOrder = order
        refresh()
    }

    /// Empties the search and sets both filters back to any; the sort order stays.
    public func clearFilters() {
        searchText = ""
        difficultyFilter = .any
        timeFilter = .any
        refresh()
    }

    /// Selects the recipe with `id` and makes its detail and checklist view models;
    /// `nil` clears the selection. Selecting the selected recipe again keeps its view
    /// models.
    ///
    /// - Returns: `false`, changing nothing, when no recipe has `id`.
    @discardableResult
    public func select(_ id: Recipe.ID?) -> Bool {
        guard let id else {
            setSelection(nil)
            return true
        }
        guard let recipe = recipes[id] else { return false }
        if id != selectedRecipeID { setSelection(recipe) }
        return true
    }

    /// Reads the recipes again, e.g. after an import or an edit. Rows and the selected
    /// recipe's view models are remade only for recipes that changed; a selected recipe
    /// that is gone is deselected.
    public func reload() {
        let loaded: [Recipe]
        do {
            loaded = try repository.loadRecipes()
        } catch {
            let reason = (error as? any LocalizedError)?.errorDescription ?? String(describing: error)
            if recipes.isEmpty {
                loadFailureReason = reason
            } else {
                failure = FailureMessage("Couldn't reload the recipes.", error: error)
            }
            return
        }
        let previous = recipes
        recipes = Dictionary(loaded.map { ($0.id, $0) }, uniquingKeysWith: { _, last in last })
        loadFailureReason = nil
        searchKeys = recipes.mapValues(searchKey)
        rowCache = rowCache.filter { id, _ in recipes[id] == previous[id] }
        if let selectedRecipeID, recipes[selectedRecipeID] != previous[selectedRecipeID] {
            setSelection(recipes[selectedRecipeID])
        }
        refresh()
    }

    /// Clears ``failure`` once the view has shown it.
    public func dismissFailure() {
        failure = nil
    }

    // MARK: Private

    private var searchWords: [String] {
        fold(searchText).split(whereSeparator: \.isWhitespace).map(String.init)
    }

    private func setSelection(_ recipe: Recipe?) {
        selectedRecipeID = recipe?.id
        selectedRecipe = recipe.map(RecipeViewModel.init(recipe:))
        selectedInstructions = recipe.map { InstructionViewModel(recipe: $0, repository: repository) }
    }

    private func refresh() {
        let words = searchWords
        let maximumMinutes = timeFilter.maximumMinutes
        let visible = recipes.values.filter { recipe in
            guard difficultyFilter.admits(recipe.difficulty) else { return false }
            if let maximumMinutes {
                guard let total = RecipeText.totalMinutes(of: recipe), total <= maximumMinutes else { return false }
            }
            let key = searchKeys[recipe.id] ?? ""
            return words.allSatisfy(key.contains)
        }
        visibleRecipeIDs = visible.sorted(by: areInIncreasingOrder).map(\.id)
    }

    private func areInIncreasingOrder(_ lhs: Recipe, _ rhs: Recipe) -> Bool {
        switch sortOrder {
        case .name:
            break
        case .difficulty:
            if lhs.difficulty != rhs.difficulty { return lhs.difficulty < rhs.difficulty }
        case .totalTime:
            let left = RecipeText.totalMinutes(of: lhs) ?? .max
            let right = RecipeText.totalMinutes(of: rhs) ?? .max
            if left != right { return left < right }
        }
        let options: String.CompareOptions = [.caseInsensitive, .diacriticInsensitive, .numeric]
        switch lhs.name.compare(rhs.name, options: options, range: nil, locale: context.locale) {
        case .orderedAscending: return true
        case .orderedDescending: return false
        case .orderedSame: return lhs.id < rhs.id
        }
    }

    private func searchKey(_ recipe: Recipe) -> String {
        fold(([recipe.name] + recipe.ingredients).joined(separator: "\n"))
    }

    private func fold(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: context.locale)
    }

    /// `"a"`, `"a and b"`, `"a, b and c"`.
    private static func joined(_ parts: [String]) -> String {
        guard let last = parts.last else { return "" }
        let head = parts.dropLast()
        return head.isEmpty ? last : head.joined(separator: ", ") + " and " + last
    }
}

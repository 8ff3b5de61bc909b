import Foundation

/// The Recipes section's list: the book's recipes, filtered by ``RecipeFilter``, ordered
/// by ``RecipeSortOrder``, shown as ``RecipeRowViewModel`` rows and ``RecipeViewModel``
/// pages. Search looks in names and ingredients.
public struct RecipeListing: EditableSection {
    /// The recipes' store.
    public let book: RecipeBook
    /// Makes the id of a recipe added with the form.
    private let newID: @MainActor () -> Recipe.ID

    /// The listing of `book`'s recipes; `newID` makes the id of an added recipe.
    public init(book: RecipeBook, newID: @escaping @MainActor () -> Recipe.ID = { UUID().uuidString }) {
        self.book = book
        self.newID = newID
    }

    public typealias Record = Recipe
    public typealias Filter = RecipeFilter
    public typealias SortOrder = RecipeSortOrder
    public typealias Row = RecipeRowViewModel
    public typealias Detail = RecipeViewModel
    public typealias Form = RecipeFormViewModel

    public var records: RecordCollection<Recipe> { book.records }
    public var context: DisplayContext { book.context }
    public var nouns: ListNouns { ListNouns(singular: "recipe", plural: "recipes", none: "No recipes") }
    public var reloadFailureSummary: String { "Couldn't reload the recipes." }

    public func admits(_ filter: RecipeFilter, today: CalendarDate) -> (Int) -> Bool {
        let recipes = book.records.storage
        return { filter.admits(recipes[$0]) }
    }

    public func row(for recipe: RecordReference<Recipe>) -> RecipeRowViewModel {
        RecipeRowViewModel(reference: recipe)
    }

    public func detail(for recipe: RecordReference<Recipe>) -> RecipeViewModel {
        RecipeViewModel(reference: recipe, book: book)
    }

    /// Why the list is empty: the load error, how to add recipes, or which search and
    /// filters left nothing, e.g. “No recipe has “tuna” in its name or ingredients and
    /// takes 15 min or less. Clear the search and filters to see all 8 recipes.”
    public func emptyState(for reason: ListEmptyReason<RecipeFilter>) -> ListEmptyState {
        switch reason {
        case .loadFailed(let reason):
            return ListEmptyState(title: "Couldn't Load Recipes", description: reason, action: .retryLoading)
        case .loading:
            return ListEmptyState(title: "Loading Recipes…", description: "", action: nil)
        case .noRecords:
            return ListEmptyState(
                title: "No Recipes Yet", description: "Import a recipe file to fill your recipe book.", action: nil)
        case .noMatches(let search, let filter, let totalCount):
            var conditions: [String] = []
            if !search.isEmpty { conditions.append("has “\(search)” in its name or ingredients") }
            if case .only(let difficulty) = filter.difficulty {
                conditions.append("is rated \(RecipeText.difficulty(difficulty).lowercased())")
            }
            if let minutes = filter.time.maximumMinutes {
                conditions.append("takes \(RecipeText.duration(minutes)) or less")
            }
            let all = totalCount == 1 ? "the 1 recipe" : "all \(totalCount) recipes"
            return ListEmptyState(
                title: "No Matching Recipes",
                description: "No recipe \(Self.joined(conditions)). Clear the search and filters to see \(all).",
                action: .clearSearchAndFilters)
        }
    }

    public func reload() async {
        await book.reload()
    }

    public func form(for id: Recipe.ID?) -> RecipeFormViewModel? {
        guard let id else { return RecipeFormViewModel(book: book, newID: newID) }
        return book.recipe(withID: id).map { RecipeFormViewModel(book: book, recipe: $0) }
    }

    /// `"a"`, `"a and b"`, `"a, b and c"`.
    private static func joined(_ parts: [String]) -> String {
        guard let last = parts.last else { return "" }
        let head = parts.dropLast()
        return head.isEmpty ? last : head.joined(separator: ", ") + " and " + last
    }
}

/// The Recipes section's list view model.
public typealias RecipeListViewModel = RecordList<RecipeListing>

extension RecordList where Section == RecipeListing {
    /// The list of `book`'s recipes, unfiltered, by name.
    public convenience init(book: RecipeBook) {
        self.init(section: RecipeListing(book: book))
    }
}

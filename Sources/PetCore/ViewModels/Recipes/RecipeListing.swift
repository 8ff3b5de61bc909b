/// The Recipes section's list: the book's recipes, filtered by ``RecipeFilter``, ordered
/// by ``RecipeSortOrder``, shown as ``RecipeRowViewModel`` rows and ``RecipeViewModel``
/// pages. Search looks in names and ingredients.
public struct RecipeListing: EditableSection {
    public typealias SortOrder = RecipeSortOrder

    /// The recipes' store.
    public let store: RecipeBook

    /// The listing of `book`'s recipes.
    public init(book: RecipeBook) {
        store = book
    }

    public var texts: ListTexts {
        ListTexts(
            title: "Recipes", nouns: ListNouns(singular: "recipe", plural: "recipes", none: "No recipes"),
            searchPlaceholder: "Search recipes and ingredients",
            noSelection: ("No Recipe Selected", "Choose a recipe to see what goes into it and tick off each step as you cook."),
            addLabel: "Add Recipe", reloadFailureSummary: "Couldn't reload the recipes.")
    }

    public func admits(_ filter: RecipeFilter, today: CalendarDate) -> (Int) -> Bool {
        let recipes = store.records.storage
        return { filter.admits(recipes[$0]) }
    }

    public func row(for recipe: RecordReference<Recipe>) -> RecipeRowViewModel {
        RecipeRowViewModel(reference: recipe)
    }

    public func detail(for recipe: RecordReference<Recipe>) -> RecipeViewModel {
        RecipeViewModel(reference: recipe, book: store)
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

    public func form(for id: Recipe.ID?) -> RecipeFormViewModel? {
        guard let id else { return RecipeFormViewModel(book: store, newID: store.newID) }
        return store.recipe(withID: id).map { RecipeFormViewModel(book: store, recipe: $0) }
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

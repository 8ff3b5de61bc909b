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
        let translator = store.context.translator
        return ListTexts(
            title: translator.tr("Recipes"),
            nouns: ListNouns(
                none: translator.tr("No recipes"),
                all: { translator.trn("%1$@ recipe", "%1$@ recipes", $0, $1) },
                // TRANSLATORS: the count line of a searched or filtered list: "3 of 12 recipes".
                some: { translator.trn("%1$@ of %2$@ recipe", "%1$@ of %2$@ recipes", $2, $0, $1) }),
            searchPlaceholder: translator.tr("Search recipes and ingredients"),
            noSelection: (
                translator.tr("No Recipe Selected"),
                translator.tr("Choose a recipe to see what goes into it and tick off each step as you cook.")),
            addLabel: translator.tr("Add Recipe"), reloadFailureSummary: translator.tr("Couldn't reload the recipes."))
    }

    public func admits(_ filter: RecipeFilter, today: CalendarDate) -> (Int) -> Bool {
        let recipes = store.records.storage
        return { filter.admits(recipes[$0]) }
    }

    public func row(for recipe: RecordReference<Recipe>) -> RecipeRowViewModel {
        RecipeRowViewModel(reference: recipe, context: store.context)
    }

    public func detail(for recipe: RecordReference<Recipe>) -> RecipeViewModel {
        RecipeViewModel(reference: recipe, book: store)
    }

    /// Why the list is empty: the load error, how to add recipes, or which search and
    /// filters left nothing, e.g. “No recipe has “tuna” in its name or ingredients and
    /// takes 15 min or less. Clear the search and filters to see all 8 recipes.”
    public func emptyState(for reason: ListEmptyReason<RecipeFilter>) -> ListEmptyState {
        let context = store.context
        let translator = context.translator
        switch reason {
        case .loadFailed(let reason):
            return ListEmptyState(title: translator.tr("Couldn't Load Recipes"), description: reason, action: .retryLoading)
        case .loading:
            return ListEmptyState(title: translator.tr("Loading Recipes…"), description: "", action: nil)
        case .noRecords:
            return ListEmptyState(
                title: translator.tr("No Recipes Yet"), description: translator.tr("Import a recipe file to fill your recipe book."),
                action: nil)
        case .noMatches(let search, let filter, let totalCount):
            let text = RecipeText(context: context)
            var conditions: [String] = []
            if !search.isEmpty {
                // TRANSLATORS: one condition of "No recipe … and …": the search typed.
                conditions.append(translator.tr("has “%1$@” in its name or ingredients", search))
            }
            if case .only(let difficulty) = filter.difficulty {
                // TRANSLATORS: one condition of "No recipe … and …": the difficulty chosen, e.g. "is rated easy".
                conditions.append(translator.tr("is rated %1$@", text.difficulty(difficulty).lowercased(with: context.locale)))
            }
            if let minutes = filter.time.maximumMinutes {
                // TRANSLATORS: one condition of "No recipe … and …": the longest total time chosen.
                conditions.append(translator.tr("takes %1$@ or less", text.duration(minutes)))
            }
            let all = translator.trn("the %1$@ recipe", "all %1$@ recipes", totalCount, context.number(totalCount))
            return ListEmptyState(
                title: translator.tr("No Matching Recipes"),
                // TRANSLATORS: %1$@ is one or more conditions joined by the locale's "and"; %2$@ is "all 8 recipes".
                description: translator.tr(
                    "No recipe %1$@. Clear the search and filters to see %2$@.",
                    conditions.formatted(.list(type: .and).locale(context.locale)), all),
                action: .clearSearchAndFilters)
        }
    }

    public func filterSummary(_ filter: RecipeFilter) -> String {
        let context = store.context
        let names = [
            filter.difficulty == .any ? nil : filter.difficulty.title(in: context),
            filter.time == .any ? nil : filter.time.title(in: context),
        ]
        return context.translator.list(names.compactMap { $0 })
    }

    public func form(for id: Recipe.ID?) -> RecipeFormViewModel? {
        guard let id else { return RecipeFormViewModel(book: store, newID: store.newID) }
        return store.recipe(withID: id).map { RecipeFormViewModel(book: store, recipe: $0) }
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

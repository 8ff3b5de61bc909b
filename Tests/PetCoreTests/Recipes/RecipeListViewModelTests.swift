import Foundation
import Testing
@testable import PetCore

@Suite("RecipeListViewModel")
@MainActor
struct RecipeListViewModelTests {
    private let context = DisplayContext(now: { Date(timeIntervalSince1970: 1_795_305_600) })
    private let store = InMemoryCatalogStore(recipes: RecipeFixtures.book)

    private func makeViewModel() -> RecipeListViewModel {
        RecipeListViewModel(repository: store, context: context)
    }

    // MARK: Listing and sorting

    @Test func listsEveryRecipe_byName_ignoringCaseAndAccents() {
        let viewModel = makeViewModel()
        #expect(viewModel.visibleRecipeIDs == ["seed", "catnip", "creme", "yoghurt", "biscuits"])
        #expect(viewModel.countText == "5 recipes")
        #expect(!viewModel.isFiltering)
        #expect(!viewModel.showsEmptyState)
    }

    @Test func sortByDifficulty_easiestFirst_thenByName() {
        let viewModel = makeViewModel()
        viewModel.sort(by: .difficulty)
        #expect(viewModel.sortOrder == .difficulty)
        #expect(viewModel.visibleRecipeIDs == ["yoghurt", "seed", "biscuits", "catnip", "creme"])
    }

    @Test func sortByTotalTime_quickestFirst_tiesByName_unknownLast() {
        let viewModel = makeViewModel()
        viewModel.sort(by: .totalTime)
        // 10, 15, 40 (Catnip…), 40 (Peanut…), unknown.
        #expect(viewModel.visibleRecipeIDs == ["yoghurt", "seed", "catnip", "biscuits", "creme"])
    }

    @Test func sortByName_breaksTiesById() {
        let twins = [RecipeFixtures.recipe(id: "b", name: "Treats"), RecipeFixtures.recipe(id: "a", name: "treats")]
        let viewModel = RecipeListViewModel(repository: InMemoryCatalogStore(recipes: twins), context: context)
        #expect(viewModel.visibleRecipeIDs == ["a", "b"])
    }

    // MARK: Search

    @Test func search_matchesNames_ignoringCase() {
        let viewModel = makeViewModel()
        viewModel.search("COOKIES")
        #expect(viewModel.searchText == "COOKIES")
        #expect(viewModel.visibleRecipeIDs == ["catnip"])
        #expect(viewModel.countText == "1 of 5 recipes")
        #expect(viewModel.isFiltering)
    }

    @Test func search_matchesIngredients() {
        let viewModel = makeViewModel()
        viewModel.search("egg")
        #expect(viewModel.visibleRecipeIDs == ["catnip", "biscuits"])
    }

    @Test func search_ignoresAccents_bothWays() {
        let viewModel = makeViewModel()
        viewModel.search("creme")
        #expect(viewModel.visibleRecipeIDs == ["creme"])
        viewModel.search("YOGHÚRT")
        #expect(viewModel.visibleRecipeIDs == ["yoghurt"])
    }

    @Test func search_needsEveryWord_anywhereInTheRecipe() {
        let viewModel = makeViewModel()
        viewModel.search("  flour   catnip ")
        #expect(viewModel.visibleRecipeIDs == ["catnip"])
        viewModel.search("flour tuna")
        #expect(viewModel.visibleRecipeIDs.isEmpty)
    }

    @Test func blankSearch_showsEverything() {
        let viewModel = makeViewModel()
        viewModel.search("egg")
        viewModel.search("   ")
        #expect(viewModel.visibleRecipeIDs.count == 5)
        #expect(viewModel.countText == "5 recipes")
    }

    // MARK: Filters

    @Test func filterByDifficulty_keepsThatLevelOnly() {
        let viewModel = makeViewModel()
        viewModel.filter(difficulty: .only(.easy))
        #expect(viewModel.difficultyFilter == .only(.easy))
        #expect(viewModel.visibleRecipeIDs == ["seed", "biscuits"])
        #expect(viewModel.countText == "2 of 5 recipes")
    }

    @Test func filterByTime_includesTheLimit_andExcludesUnknownTotals() {
        let viewModel = makeViewModel()
        viewModel.filter(time: .upTo15Minutes)
        #expect(viewModel.visibleRecipeIDs == ["seed", "yoghurt"])
        viewModel.filter(time: .upTo1Hour)
        #expect(viewModel.visibleRecipeIDs == ["seed", "catnip", "yoghurt", "biscuits"])
        viewModel.filter(time: .upTo30Minutes)
        #expect(viewModel.visibleRecipeIDs == ["seed", "yoghurt"])
        viewModel.filter(time: .any)
        #expect(viewModel.visibleRecipeIDs.count == 5)
    }

    @Test func filtersAndSearch_combine() {
        let viewModel = makeViewModel()
        viewModel.search("egg")
        viewModel.filter(difficulty: .only(.medium))
        #expect(viewModel.visibleRecipeIDs == ["catnip"])
    }

    @Test func filterTitles_readAsChoices() {
        #expect(RecipeTimeFilter.allCases.map(\.title) == ["Any time", "15 min or less", "30 min or less", "1 h or less"])
        #expect(RecipeDifficultyFilter.allCases.map(\.title) == ["Any difficulty", "Very easy", "Easy", "Medium", "Hard", "Very hard"])
        #expect(RecipeSortOrder.allCases.map(\.title) == ["Name", "Difficulty", "Total time"])
    }

    @Test func clearFilters_showsEverything_butKeepsTheSortOrder() {
        let viewModel = makeViewModel()
        viewModel.sort(by: .difficulty)
        viewModel.search("egg")
        viewModel.filter(difficulty: .only(.hard))
        viewModel.filter(time: .upTo15Minutes)
        viewModel.clearFilters()
        #expect(viewModel.searchText.isEmpty)
        #expect(viewModel.difficultyFilter == .any)
        #expect(viewModel.timeFilter == .any)
        #expect(viewModel.sortOrder == .difficulty)
        #expect(viewModel.visibleRecipeIDs.count == 5)
    }

    // MARK: Empty states

    @Test func emptyBook_saysSo_andHowToFillIt() {
        let viewModel = RecipeListViewModel(repository: InMemoryCatalogStore(), context: context)
        #expect(viewModel.showsEmptyState)
        #expect(viewModel.countText == "No recipes")
        #expect(viewModel.emptyStateTitle == "No Recipes Yet")
        #expect(viewModel.emptyStateDescription == "Import a recipe file to fill your recipe book.")
    }

    @Test func noMatch_saysWhichSearchLeftNothing() {
        let viewModel = makeViewModel()
        viewModel.search(" salmon ")
        #expect(viewModel.showsEmptyState)
        #expect(viewModel.countText == "0 of 5 recipes")
        #expect(viewModel.emptyStateTitle == "No Matching Recipes")
        #expect(viewModel.emptyStateDescription
            == "No recipe has “salmon” in its name or ingredients. Clear the search and filters to see all 5 recipes.")
    }

    @Test func noMatch_namesEveryFilterInEffect() {
        let viewModel = makeViewModel()
        viewModel.search("tuna")
        viewModel.filter(difficulty: .only(.veryEasy))
        viewModel.filter(time: .upTo30Minutes)
        #expect(viewModel.emptyStateDescription
            == "No recipe has “tuna” in its name or ingredients, is rated very easy and takes 30 min or less. Clear the search and filters to see all 5 recipes.")
    }

    @Test func noMatch_withOneFilter_andOneRecipe() {
        let viewModel = RecipeListViewModel(
            repository: InMemoryCatalogStore(recipes: [RecipeFixtures.recipe(difficulty: .easy)]), context: context)
        viewModel.filter(difficulty: .only(.veryHard))
        #expect(viewModel.countText == "0 of 1 recipe")
        #expect(viewModel.emptyStateDescription == "No recipe is rated very hard. Clear the search and filters to see the 1 recipe.")
    }

    @Test func failedFirstLoad_showsTheReason_insteadOfCrashing() {
        let store = InMemoryCatalogStore(recipes: RecipeFixtures.book)
        store.readFailure = RecipeTestError()
        let viewModel = RecipeListViewModel(repository: store, context: context)
        #expect(viewModel.showsEmptyState)
        #expect(viewModel.emptyStateTitle == "Couldn't Load Recipes")
        #expect(viewModel.emptyStateDescription == "The disk is full.")
        #expect(viewModel.failure == nil)
        store.readFailure = nil
        viewModel.reload()
        #expect(viewModel.visibleRecipeIDs.count == 5)
    }

    @Test func failedReload_keepsTheListShown_andSetsAFailure() {
        let viewModel = makeViewModel()
        store.readFailure = RecipeTestError()
        viewModel.reload()
        #expect(viewModel.visibleRecipeIDs.count == 5)
        #expect(viewModel.failure?.text == "Couldn't reload the recipes. The disk is full.")
        viewModel.dismissFailure()
        #expect(viewModel.failure == nil)
    }

    // MARK: Rows

    @Test func rows_areMadeOnce_andMatchTheirRecipe() throws {
        let viewModel = makeViewModel()
        let row = try #require(viewModel.row(for: "catnip"))
        #expect(row.name == "Catnip Cookies")
        #expect(row.totalTimeText == "40 min")
        #expect(viewModel.row(for: "catnip") === row)
        #expect(viewModel.row(at: 1) === row)
        #expect(viewModel.row(at: 5) == nil)
        #expect(viewModel.row(at: -1) == nil)
        #expect(viewModel.row(for: "nope") == nil)
    }

    @Test func reload_remakesOnlyTheRowsOfChangedRecipes() throws {
        let viewModel = makeViewModel()
        let catnip = try #require(viewModel.row(for: "catnip"))
        let seed = try #require(viewModel.row(for: "seed"))
        try store.saveRecipe(RecipeFixtures.recipe(id: "catnip", name: "Catnip Crackers", difficulty: .medium))
        try store.saveRecipe(RecipeFixtures.recipe(id: "new", name: "Apple Pupcakes"))
        viewModel.reload()
        #expect(viewModel.row(for: "seed") === seed)
        let remade = try #require(viewModel.row(for: "catnip"))
        #expect(remade !== catnip)
        #expect(remade.name == "Catnip Crackers")
        #expect(viewModel.visibleRecipeIDs.first == "new")
        #expect(viewModel.countText == "6 recipes")
    }

    // MARK: Selection

    @Test func select_makesTheDetailAndChecklist() throws {
        let viewModel = makeViewModel()
        #expect(viewModel.selectedRecipeID == nil)
        #expect(viewModel.select("yoghurt"))
        #expect(viewModel.selectedRecipeID == "yoghurt")
        #expect(viewModel.selectedRecipe?.name == "Frozen Yoghurt Bites")
        let instructions = try #require(viewModel.selectedInstructions)
        #expect(instructions.ingredients.map(\.text) == ["1 cup plain yoghurt", "1 banana"])
    }

    @Test func select_unknownID_isRejected_andKeepsTheSelection() {
        let viewModel = makeViewModel()
        viewModel.select("seed")
        #expect(!viewModel.select("nope"))
        #expect(viewModel.selectedRecipeID == "seed")
    }

    @Test func selectNil_clearsTheSelection() {
        let viewModel = makeViewModel()
        viewModel.select("seed")
        #expect(viewModel.select(nil))
        #expect(viewModel.selectedRecipeID == nil)
        #expect(viewModel.selectedRecipe == nil)
        #expect(viewModel.selectedInstructions == nil)
    }

    @Test func selectingAgain_keepsTheChecklistViewModel() throws {
        let viewModel = makeViewModel()
        viewModel.select("seed")
        let instructions = try #require(viewModel.selectedInstructions)
        viewModel.select("seed")
        #expect(viewModel.selectedInstructions === instructions)
    }

    @Test func selectedChecklist_writesToTheStore_underTheRecipeID() {
        let viewModel = makeViewModel()
        viewModel.select("seed")
        viewModel.selectedInstructions?.toggleDirection(at: 0)
        #expect(store.checklists["seed"] == [ChecklistItem(.direction, 0)])
    }

    @Test func selection_survivesAFilterThatHidesIt() {
        let viewModel = makeViewModel()
        viewModel.select("creme")
        viewModel.filter(time: .upTo15Minutes)
        #expect(!viewModel.visibleRecipeIDs.contains("creme"))
        #expect(viewModel.selectedRecipeID == "creme")
        #expect(viewModel.selectedRecipe?.name == "Crème de Thon")
    }

    @Test func reload_deselectsADeletedRecipe_andRefreshesAnEditedOne() throws {
        let viewModel = makeViewModel()
        viewModel.select("seed")
        let before = try #require(viewModel.selectedRecipe)
        viewModel.reload()
        #expect(viewModel.selectedRecipe === before)
        try store.saveRecipe(RecipeFixtures.recipe(id: "seed", name: "Bird Seed Bars", ingredients: ["seed"], directions: []))
        viewModel.reload()
        #expect(viewModel.selectedRecipe?.name == "Bird Seed Bars")
        #expect(viewModel.selectedInstructions?.totalCount == 1)
        try store.deleteRecipe(id: "seed")
        viewModel.reload()
        #expect(viewModel.selectedRecipeID == nil)
        #expect(viewModel.selectedRecipe == nil)
        #expect(viewModel.selectedInstructions == nil)
    }
}

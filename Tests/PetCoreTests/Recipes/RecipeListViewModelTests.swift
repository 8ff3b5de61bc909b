import Foundation
import Testing
@testable import PetCore

@Suite("RecipeListViewModel")
@MainActor
struct RecipeListViewModelTests {
    private let context = DisplayContext(now: { Date(timeIntervalSince1970: 1_795_305_600) })
    private let store = InMemoryCatalogStore(recipes: RecipeFixtures.book)

    /// A list over a book of `store`'s recipes, loaded once.
    private func makeViewModel(over store: InMemoryCatalogStore? = nil) async -> RecipeListViewModel {
        RecipeListViewModel(book: await RecipeFixtures.book(over: store ?? self.store, context: context))
    }

    // MARK: Listing and sorting

    @Test func listsEveryRecipe_byName_ignoringCaseAndAccents() async {
        let viewModel = await makeViewModel()
        #expect(viewModel.shownIDs == ["seed", "catnip", "creme", "yoghurt", "biscuits"])
        #expect(viewModel.countText == "5 recipes")
        #expect(!viewModel.isNarrowed)
        #expect(viewModel.emptyState == nil)
    }

    @Test func recipesChangedAtAnotherDesk_showInTheList() async throws {
        let book = await RecipeFixtures.book(over: store, context: context)
        let viewModel = RecipeListViewModel(book: book)
        var seed = try #require(book.recipe(withID: "seed"))
        seed.name = "Zucchini Seed Bars"

        await book.apply(CatalogRecordChanges(recipes: RecordChanges(changed: [seed], removedIDs: ["catnip"])))

        #expect(viewModel.shownIDs == ["creme", "yoghurt", "biscuits", "seed"])
        #expect(viewModel.countText == "4 recipes")
    }

    @Test func row_accessibleLabel_isTheNameThenTheDetails() async throws {
        let viewModel = await makeViewModel()
        let row = try #require(viewModel.row(withID: "seed"))
        #expect(row.accessibleLabel == "\(row.name), \(row.detailText)")
        #expect(!row.detailText.isEmpty)
    }

    @Test func sortByDifficulty_easiestFirst_thenByName() async {
        let viewModel = await makeViewModel()
        viewModel.sort(by: .difficulty)
        #expect(viewModel.sortOrder == .difficulty)
        #expect(viewModel.shownIDs == ["yoghurt", "seed", "biscuits", "catnip", "creme"])
    }

    @Test func sortByTotalTime_quickestFirst_tiesByName_unknownLast() async {
        let viewModel = await makeViewModel()
        viewModel.sort(by: .totalTime)
        // 10, 15, 40 (Catnip…), 40 (Peanut…), unknown.
        #expect(viewModel.shownIDs == ["yoghurt", "seed", "catnip", "biscuits", "creme"])
    }

    @Test func sortByName_breaksTiesById() async {
        let twins = [RecipeFixtures.recipe(id: "b", name: "Treats"), RecipeFixtures.recipe(id: "a", name: "treats")]
        let viewModel = await makeViewModel(over: InMemoryCatalogStore(recipes: twins))
        #expect(viewModel.shownIDs == ["a", "b"])
    }

    /// Name order is the shared search engine's folded order: case and accents are
    /// ignored, ties go by id.
    @Test func sortByName_foldsCaseAndAccents() async {
        let recipes = [
            RecipeFixtures.recipe(id: "1", name: "Éclair Bites"), RecipeFixtures.recipe(id: "2", name: "eclair bites"),
            RecipeFixtures.recipe(id: "3", name: "Apple Chews"), RecipeFixtures.recipe(id: "4", name: "Zucchini Chips"),
            RecipeFixtures.recipe(id: "5", name: "banana Bars"),
        ]
        let viewModel = await makeViewModel(over: InMemoryCatalogStore(recipes: recipes))
        #expect(viewModel.shownIDs == ["3", "5", "1", "2", "4"])
    }

    // MARK: Search

    @Test func search_matchesNames_ignoringCase() async {
        let viewModel = await makeViewModel()
        viewModel.search("COOKIES")
        #expect(viewModel.searchText == "COOKIES")
        #expect(viewModel.shownIDs == ["catnip"])
        #expect(viewModel.countText == "1 of 5 recipes")
        #expect(viewModel.isNarrowed)
    }

    @Test func search_matchesIngredients() async {
        let viewModel = await makeViewModel()
        viewModel.search("egg")
        #expect(viewModel.shownIDs == ["catnip", "biscuits"])
    }

    @Test func search_ignoresAccents_bothWays() async {
        let viewModel = await makeViewModel()
        viewModel.search("creme")
        #expect(viewModel.shownIDs == ["creme"])
        viewModel.search("YOGHÚRT")
        #expect(viewModel.shownIDs == ["yoghurt"])
    }

    @Test func search_needsEveryWord_anywhereInTheRecipe() async {
        let viewModel = await makeViewModel()
        viewModel.search("  flour   catnip ")
        #expect(viewModel.shownIDs == ["catnip"])
        viewModel.search("flour tuna")
        #expect(viewModel.shownIDs.isEmpty)
    }

    @Test func blankSearch_showsEverything() async {
        let viewModel = await makeViewModel()
        viewModel.search("egg")
        viewModel.search("   ")
        #expect(viewModel.visibleRowIDs.count == 5)
        #expect(viewModel.countText == "5 recipes")
    }

    // MARK: Filters

    @Test func filterByDifficulty_keepsThatLevelOnly() async {
        let viewModel = await makeViewModel()
        viewModel.setFilter(RecipeFilter(difficulty: .only(.easy)))
        #expect(viewModel.filter.difficulty == .only(.easy))
        #expect(viewModel.shownIDs == ["seed", "biscuits"])
        #expect(viewModel.countText == "2 of 5 recipes · Easy")
    }

    @Test func filterByTime_includesTheLimit_andExcludesUnknownTotals() async {
        let viewModel = await makeViewModel()
        viewModel.setFilter(RecipeFilter(time: .upTo15Minutes))
        #expect(viewModel.shownIDs == ["seed", "yoghurt"])
        viewModel.setFilter(RecipeFilter(time: .upTo1Hour))
        #expect(viewModel.shownIDs == ["seed", "catnip", "yoghurt", "biscuits"])
        viewModel.setFilter(RecipeFilter(time: .upTo30Minutes))
        #expect(viewModel.shownIDs == ["seed", "yoghurt"])
        viewModel.setFilter(RecipeFilter(time: .any))
        #expect(viewModel.visibleRowIDs.count == 5)
    }

    @Test func filtersAndSearch_combine() async {
        let viewModel = await makeViewModel()
        viewModel.search("egg")
        viewModel.setFilter(RecipeFilter(difficulty: .only(.medium)))
        #expect(viewModel.shownIDs == ["catnip"])
    }

    @Test func filterTitles_readAsChoices() {
        #expect(RecipeFilter.Time.allCases.map { $0.title(in: DisplayContext()) } == ["Any time", "15 min or less", "30 min or less", "1 hr or less"])
        #expect(RecipeFilter.Difficulty.allCases.map { $0.title(in: DisplayContext()) }
            == ["Any difficulty", "Very easy", "Easy", "Medium", "Hard", "Very hard"])
        #expect(RecipeSortOrder.allCases.map { $0.title(in: DisplayContext()) } == ["Name", "Difficulty", "Total time"])
    }

    @Test func clearSearchAndFilters_showsEverything_butKeepsTheSortOrder() async {
        let viewModel = await makeViewModel()
        viewModel.sort(by: .difficulty)
        viewModel.search("egg")
        viewModel.setFilter(RecipeFilter(difficulty: .only(.hard), time: .upTo15Minutes))
        viewModel.clearSearchAndFilters()
        #expect(viewModel.searchText.isEmpty)
        #expect(viewModel.filter.difficulty == .any)
        #expect(viewModel.filter.time == .any)
        #expect(viewModel.sortOrder == .difficulty)
        #expect(viewModel.visibleRowIDs.count == 5)
    }

    /// `clearFilters()` resets the filters only; the search stays (every section alike).
    @Test func clearFilters_keepsTheSearch() async {
        let viewModel = await makeViewModel()
        viewModel.search("egg")
        viewModel.setFilter(RecipeFilter(difficulty: .only(.medium)))
        viewModel.clearFilters()
        #expect(viewModel.searchText == "egg")
        #expect(viewModel.filter == RecipeFilter())
        #expect(viewModel.shownIDs == ["catnip", "biscuits"])
    }

    // MARK: Empty states

    @Test func emptyBook_saysSo_andHowToFillIt() async {
        let viewModel = await makeViewModel(over: InMemoryCatalogStore())
        #expect(viewModel.emptyState != nil)
        #expect(viewModel.countText == "No recipes")
        #expect(viewModel.emptyState?.title == "No Recipes Yet")
        #expect(viewModel.emptyState?.description == "Import a recipe file to fill your recipe book.")
    }

    @Test func noMatch_saysWhichSearchLeftNothing() async {
        let viewModel = await makeViewModel()
        viewModel.search(" salmon ")
        #expect(viewModel.emptyState != nil)
        #expect(viewModel.countText == "0 of 5 recipes")
        #expect(viewModel.emptyState?.title == "No Matching Recipes")
        #expect(viewModel.emptyState?.description
            == "No recipe has “salmon” in its name or ingredients. Clear the search and filters to see all 5 recipes.")
        #expect(viewModel.emptyState?.action == .clearSearchAndFilters)
    }

    @Test func noMatch_namesEveryFilterInEffect() async {
        let viewModel = await makeViewModel()
        viewModel.search("tuna")
        viewModel.setFilter(RecipeFilter(difficulty: .only(.veryEasy), time: .upTo30Minutes))
        #expect(viewModel.emptyState?.description
            == "No recipe has “tuna” in its name or ingredients, is rated very easy, and takes 30 min or less. Clear the search and filters to see all 5 recipes.")
    }

    @Test func noMatch_withOneFilter_andOneRecipe() async {
        let viewModel = await makeViewModel(over: InMemoryCatalogStore(recipes: [RecipeFixtures.recipe(difficulty: .easy)]))
        viewModel.setFilter(RecipeFilter(difficulty: .only(.veryHard)))
        #expect(viewModel.countText == "0 of 1 recipe · Very hard")
        #expect(viewModel.emptyState?.description
            == "No recipe is rated very hard. Clear the search and filters to see the 1 recipe.")
    }

    @Test func failedFirstLoad_showsTheReason_insteadOfCrashing() async {
        let store = InMemoryCatalogStore(recipes: RecipeFixtures.book)
        store.readFailure = RecipeTestError()
        let viewModel = await makeViewModel(over: store)
        #expect(viewModel.emptyState != nil)
        #expect(viewModel.emptyState?.title == "Couldn't Load Recipes")
        #expect(viewModel.emptyState?.description == "The disk is full.")
        #expect(viewModel.emptyState?.action == .retryLoading)
        #expect(viewModel.failure == nil)
        #expect(!viewModel.isLoading)
        store.readFailure = nil
        await viewModel.perform(.retryLoading)
        #expect(viewModel.visibleRowIDs.count == 5)
        #expect(viewModel.emptyState == nil)
    }

    @Test func failedReload_keepsTheListShown_andSetsAFailure() async {
        let viewModel = await makeViewModel()
        store.readFailure = RecipeTestError()
        await viewModel.section.store.reload()
        #expect(viewModel.visibleRowIDs.count == 5)
        #expect(viewModel.failure?.text == "Couldn't reload the recipes. The disk is full.")
        viewModel.dismissFailure()
        #expect(viewModel.failure == nil)
    }

    // MARK: Rows

    /// Rows are made fresh for each row widget; `row(at:)` takes a visible position only.
    @Test func rows_matchTheirRecipe() async throws {
        let viewModel = await makeViewModel()
        let row = try #require(viewModel.row(withID: "catnip"))
        #expect(row.name == "Catnip Cookies")
        #expect(row.totalTimeText == "40 min")
        #expect(viewModel.row(withID: "catnip")?.detailText == row.detailText)
        #expect(viewModel.row(at: 1).id == row.id)
        #expect(viewModel.row(at: 1).name == row.name)
        #expect(viewModel.visibleCount == 5)
        #expect(viewModel.row(withID: "nope") == nil)
    }

    @Test func reload_updatesOnlyTheRowsOfChangedRecipes() async throws {
        let viewModel = await makeViewModel()
        let catnip = try #require(viewModel.row(withID: "catnip"))
        let seed = try #require(viewModel.row(withID: "seed"))
        let seedTexts = [seed.name, seed.detailText]
        try store.saveRecipe(RecipeFixtures.recipe(id: "catnip", name: "Catnip Crackers", difficulty: .medium))
        try store.saveRecipe(RecipeFixtures.recipe(id: "new", name: "Apple Pupcakes"))
        let notified = await Observed.notified(
            ["catnip": { _ = catnip.name }, "seed": { _ = seed.name }], when: { await viewModel.section.store.reload() })
        #expect(notified == ["catnip"])
        #expect(catnip.name == "Catnip Crackers")
        #expect(viewModel.row(withID: "catnip")?.name == "Catnip Crackers")
        #expect([seed.name, seed.detailText] == seedTexts)
        #expect(viewModel.shownIDs.first == "new")
        #expect(viewModel.countText == "6 recipes")
    }

    @Test func reload_ofTheSameRecipes_notifiesNoRow() async throws {
        let viewModel = await makeViewModel()
        let seed = try #require(viewModel.row(withID: "seed"))
        #expect(await !Observed.changes({ _ = seed.name }, when: { await viewModel.section.store.reload() }))
    }

    @Test func aSavedRecipe_showsInItsRow_andOtherRowsStayTheSame() async throws {
        let viewModel = await makeViewModel()
        let book = viewModel.section.store
        let catnip = try #require(viewModel.row(withID: "catnip"))
        let seed = try #require(viewModel.row(withID: "seed"))
        let seedTexts = [seed.name, seed.detailText]
        var edited = try #require(book.recipe(withID: "catnip"))
        edited.difficulty = .veryHard
        #expect(try await Observed.changes({ _ = catnip.detailText }, when: { try await book.save(edited) }))
        #expect(catnip.difficultyText == "Very hard")
        #expect(try await !Observed.changes({ _ = seed.name }, when: {
            edited.prepMinutes = 1
            try await book.save(edited)
        }))
        #expect([seed.name, seed.detailText] == seedTexts)
    }

    // MARK: Selection

    @Test func select_makesTheDetailAndChecklist() async throws {
        let viewModel = await makeViewModel()
        #expect(viewModel.selectedID == nil)
        #expect(viewModel.select("yoghurt"))
        #expect(viewModel.selectedID == "yoghurt")
        #expect(viewModel.selected?.name == "Frozen Yoghurt Bites")
        let instructions = try #require(viewModel.selected?.checklist)
        #expect(instructions.ingredients.map(\.text) == ["1 cup plain yoghurt", "1 banana"])
    }

    @Test func select_unknownID_isRejected_andKeepsTheSelection() async {
        let viewModel = await makeViewModel()
        viewModel.select("seed")
        #expect(!viewModel.select("nope"))
        #expect(viewModel.selectedID == "seed")
    }

    @Test func selectNil_clearsTheSelection() async {
        let viewModel = await makeViewModel()
        viewModel.select("seed")
        #expect(viewModel.select(nil))
        #expect(viewModel.selectedID == nil)
        #expect(viewModel.selected == nil)
        #expect(viewModel.selected?.checklist == nil)
    }

    @Test func selectingAgain_keepsTheChecklistViewModel() async throws {
        let viewModel = await makeViewModel()
        viewModel.select("seed")
        let instructions = try #require(viewModel.selected?.checklist)
        viewModel.select("seed")
        #expect(viewModel.selected?.checklist === instructions)
    }

    @Test func selectedChecklist_writesToTheStore_underTheRecipeID() async {
        let viewModel = await makeViewModel()
        viewModel.select("seed")
        await viewModel.selected?.checklist.toggleDirection(at: 0)
        #expect(store.checklists["seed"] == [ChecklistItem(.direction, 0)])
    }

    @Test func selection_survivesAFilterThatHidesIt() async {
        let viewModel = await makeViewModel()
        viewModel.select("creme")
        viewModel.setFilter(RecipeFilter(time: .upTo15Minutes))
        #expect(!viewModel.shownIDs.contains("creme"))
        #expect(viewModel.selectedID == "creme")
        #expect(viewModel.selected?.name == "Crème de Thon")
    }

    @Test func reload_deselectsADeletedRecipe_andRefreshesAnEditedOne() async throws {
        let viewModel = await makeViewModel()
        let book = viewModel.section.store
        viewModel.select("seed")
        let before = try #require(viewModel.selected)
        await book.reload()
        #expect(viewModel.selected === before)
        try store.saveRecipe(RecipeFixtures.recipe(id: "seed", name: "Bird Seed Bars", ingredients: ["seed"], directions: []))
        await book.reload()
        #expect(viewModel.selected?.name == "Bird Seed Bars")
        #expect(viewModel.selected?.checklist.totalCount == 1)
        try store.deleteRecipe(id: "seed")
        await book.reload()
        #expect(viewModel.selectedID == nil)
        #expect(viewModel.selected == nil)
        #expect(viewModel.selected?.checklist == nil)
    }
}

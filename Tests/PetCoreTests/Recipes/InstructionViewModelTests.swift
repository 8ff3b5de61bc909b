import Testing
@testable import PetCore

@Suite("InstructionViewModel")
@MainActor
struct InstructionViewModelTests {
    private let recipe = RecipeFixtures.recipe()
    private let store: InMemoryCatalogStore
    private let book: RecipeBook

    init() {
        store = InMemoryCatalogStore(recipes: [recipe])
        book = RecipeBook(repository: store, context: DisplayContext())
    }

    @Test func listsIngredientsAndDirections_unticked_inRecipeOrder() {
        let viewModel = InstructionViewModel(recipe: recipe, book: book)
        #expect(viewModel.ingredients.map(\.text) == recipe.ingredients)
        #expect(viewModel.directions.map(\.text) == recipe.directions)
        #expect(viewModel.ingredients.map(\.item) == [ChecklistItem(.ingredient, 0), ChecklistItem(.ingredient, 1), ChecklistItem(.ingredient, 2)])
        #expect(viewModel.directions.allSatisfy { !$0.isChecked })
        #expect(viewModel.ingredientCount == 3)
        #expect(viewModel.directionCount == 4)
        #expect(viewModel.totalCount == 7)
        #expect(viewModel.checkedCount == 0)
        #expect(viewModel.progressText == "0 of 7 done")
        #expect(!viewModel.allDone)
        #expect(viewModel.failure == nil)
    }

    @Test func headingIngredient_isAGroupName_neitherTickedNorCounted() async {
        let recipe = RecipeFixtures.recipe(ingredients: ["## For the dough:", "2 cups oats", "1 egg"])
        let viewModel = InstructionViewModel(recipe: recipe, book: book)
        #expect(viewModel.ingredients.map(\.text) == ["For the dough:", "2 cups oats", "1 egg"])
        #expect(viewModel.ingredients.map(\.isHeading) == [true, false, false])
        #expect(viewModel.totalCount == 2 + recipe.directions.count)
        #expect(await !viewModel.toggleIngredient(at: 0))
        #expect(await viewModel.toggleIngredient(at: 1))
    }

    @Test func headingDirection_isShownWithoutItsPrefix_andIsNoStepToTick() async {
        let recipe = RecipeFixtures.recipe(directions: ["## For the dough", "Mix.", "## For the icing", "Whisk."])
        let viewModel = InstructionViewModel(recipe: recipe, book: book)
        #expect(viewModel.directions.map(\.text) == ["For the dough", "Mix.", "For the icing", "Whisk."])
        #expect(viewModel.directions.map(\.isHeading) == [true, false, true, false])
        #expect(viewModel.directionCount == 4)
        #expect(viewModel.totalCount == 5)
        #expect(await !viewModel.toggleDirection(at: 0))
        #expect(!viewModel.directions[0].isChecked)
        #expect(await viewModel.toggleDirection(at: 1))
        #expect(viewModel.progressText == "1 of 5 done")
    }

    @Test func toggleIngredient_ticksIt_andWritesThrough() async {
        let viewModel = InstructionViewModel(recipe: recipe, book: book)
        #expect(await viewModel.toggleIngredient(at: 1))
        #expect(viewModel.ingredients[1].isChecked)
        #expect(!viewModel.ingredients[0].isChecked)
        #expect(store.checklists[recipe.id] == [ChecklistItem(.ingredient, 1)])
    }

    @Test func toggleDirection_twice_untoggles_andWritesThrough() async {
        let viewModel = InstructionViewModel(recipe: recipe, book: book)
        await viewModel.toggleDirection(at: 3)
        #expect(viewModel.directions[3].isChecked)
        await viewModel.toggleDirection(at: 3)
        #expect(!viewModel.directions[3].isChecked)
        #expect(store.checklists[recipe.id, default: []].isEmpty)
    }

    /// Intents run one after the other: the second toggle reads what the first committed.
    @Test func toggle_twiceQuickly_endsWhereItStarted() async {
        let viewModel = InstructionViewModel(recipe: recipe, book: book)
        let first = Task { await viewModel.toggleIngredient(at: 0) }
        let second = Task { await viewModel.toggleIngredient(at: 0) }
        #expect(await first.value)
        #expect(await second.value)
        #expect(!viewModel.ingredients[0].isChecked)
        #expect(store.checklists[recipe.id, default: []].isEmpty)
    }

    @Test func toggleItem_isTheSameAsToggleByIndex() async {
        let viewModel = InstructionViewModel(recipe: recipe, book: book)
        #expect(await viewModel.toggle(viewModel.directions[0].item))
        #expect(viewModel.directions[0].isChecked)
        #expect(store.checklists[recipe.id] == [ChecklistItem(.direction, 0)])
    }

    @Test func progressText_countsBothLists() async {
        let viewModel = InstructionViewModel(recipe: recipe, book: book)
        await viewModel.toggleIngredient(at: 0)
        await viewModel.toggleIngredient(at: 2)
        await viewModel.toggleDirection(at: 1)
        #expect(viewModel.checkedCount == 3)
        #expect(viewModel.progressText == "3 of 7 done")
    }

    @Test func allDone_onceEveryLineIsTicked() async {
        let viewModel = InstructionViewModel(recipe: recipe, book: book)
        for index in 0..<3 { await viewModel.toggleIngredient(at: index) }
        for index in 0..<3 { await viewModel.toggleDirection(at: index) }
        #expect(!viewModel.allDone)
        await viewModel.toggleDirection(at: 3)
        #expect(viewModel.allDone)
        #expect(viewModel.progressText == "7 of 7 done")
    }

    @Test func recipeWithNoLines_hasNothingToCheckOff_andIsNotDone() {
        let empty = RecipeFixtures.recipe(id: "empty", ingredients: [], directions: [])
        let viewModel = InstructionViewModel(
            recipe: empty, book: RecipeBook(repository: InMemoryCatalogStore(recipes: [empty]), context: DisplayContext()))
        #expect(viewModel.totalCount == 0)
        #expect(viewModel.progressText == "Nothing to check off")
        #expect(!viewModel.allDone)
    }

    @Test func loadsStoredTicks_forThisRecipeOnly() throws {
        let other = RecipeFixtures.recipe(id: "other")
        let store = InMemoryCatalogStore(recipes: [recipe, other])
        try store.setChecked(true, item: ChecklistItem(.ingredient, 2), recipeID: recipe.id)
        try store.setChecked(true, item: ChecklistItem(.direction, 0), recipeID: recipe.id)
        try store.setChecked(true, item: ChecklistItem(.ingredient, 0), recipeID: other.id)
        let viewModel = InstructionViewModel(recipe: recipe, book: RecipeBook(repository: store, context: DisplayContext()))
        #expect(viewModel.ingredients.map(\.isChecked) == [false, false, true])
        #expect(viewModel.directions.map(\.isChecked) == [true, false, false, false])
        #expect(viewModel.progressText == "2 of 7 done")
    }

    @Test func ignoresStoredTicksPastTheEndOfAList() throws {
        try store.setChecked(true, item: ChecklistItem(.ingredient, 3), recipeID: recipe.id)
        try store.setChecked(true, item: ChecklistItem(.direction, 9), recipeID: recipe.id)
        try store.setChecked(true, item: ChecklistItem(.direction, 1), recipeID: recipe.id)
        let viewModel = InstructionViewModel(recipe: recipe, book: book)
        #expect(viewModel.checkedCount == 1)
        #expect(viewModel.progressText == "1 of 7 done")
    }

    @Test(arguments: [-1, 3, 100])
    func toggleIngredient_outOfRange_isRejected_andChangesNothing(index: Int) async {
        let viewModel = InstructionViewModel(recipe: recipe, book: book)
        #expect(await !viewModel.toggleIngredient(at: index))
        #expect(viewModel.checkedCount == 0)
        #expect(viewModel.failure == nil)
        #expect(store.checklists[recipe.id] == nil)
    }

    @Test func toggleDirection_outOfRange_isRejected() async {
        let viewModel = InstructionViewModel(recipe: recipe, book: book)
        #expect(await !viewModel.toggleDirection(at: 4))
        #expect(await !viewModel.toggle(ChecklistItem(.direction, -2)))
        #expect(viewModel.checkedCount == 0)
    }

    @Test func toggle_whenTheStoreFails_keepsTheState_andSaysWhy() async {
        let viewModel = InstructionViewModel(recipe: recipe, book: book)
        store.failure = RecipeTestError()
        #expect(await !viewModel.toggleIngredient(at: 1))
        #expect(!viewModel.ingredients[1].isChecked)
        #expect(viewModel.checkedCount == 0)
        #expect(viewModel.failure?.text == "Couldn't tick “1 egg”. The disk is full.")
    }

    @Test func untick_whenTheStoreFails_keepsTheTick() async {
        let viewModel = InstructionViewModel(recipe: recipe, book: book)
        await viewModel.toggleDirection(at: 2)
        store.failure = RecipeTestError()
        #expect(await !viewModel.toggleDirection(at: 2))
        #expect(viewModel.directions[2].isChecked)
        #expect(viewModel.failure?.text == "Couldn't untick step 3. The disk is full.")
    }

    @Test func dismissFailure_clearsIt() async {
        let viewModel = InstructionViewModel(recipe: recipe, book: book)
        store.failure = RecipeTestError()
        await viewModel.toggleIngredient(at: 0)
        #expect(viewModel.failure != nil)
        viewModel.dismissFailure()
        #expect(viewModel.failure == nil)
    }

    @Test func reset_unticksEverything_andClearsTheStore() async {
        let viewModel = InstructionViewModel(recipe: recipe, book: book)
        await viewModel.toggleIngredient(at: 0)
        await viewModel.toggleDirection(at: 1)
        #expect(await viewModel.reset())
        #expect(viewModel.checkedCount == 0)
        #expect(viewModel.ingredients.map(\.text) == recipe.ingredients)
        #expect(store.checklists[recipe.id] == nil)
    }

    @Test func reset_whenTheStoreFails_keepsTheTicks_andSaysWhy() async {
        let viewModel = InstructionViewModel(recipe: recipe, book: book)
        await viewModel.toggleIngredient(at: 0)
        store.failure = RecipeTestError()
        #expect(await !viewModel.reset())
        #expect(viewModel.checkedCount == 1)
        #expect(viewModel.failure?.text == "Couldn't start Peanut Butter Biscuits over. The disk is full.")
    }

    @Test func reset_offersUndo_whichTicksTheSameLinesAgain_andStoresThem() async {
        let viewModel = InstructionViewModel(recipe: recipe, book: book)
        await viewModel.toggleIngredient(at: 0)
        await viewModel.toggleDirection(at: 1)
        await viewModel.reset()
        #expect(viewModel.resetNotice == "Started Peanut Butter Biscuits over.")

        #expect(await viewModel.undoReset())

        #expect(viewModel.ingredients.map(\.isChecked) == [true] + Array(repeating: false, count: recipe.ingredients.count - 1))
        #expect(viewModel.directions[1].isChecked)
        #expect(store.checklists[recipe.id] == [ChecklistItem(.ingredient, 0), ChecklistItem(.direction, 1)])
    }

    @Test func undoReset_keepsWhatWasTickedSinceTheReset() async {
        let viewModel = InstructionViewModel(recipe: recipe, book: book)
        await viewModel.toggleIngredient(at: 0)
        await viewModel.reset()
        await viewModel.toggleDirection(at: 2)

        await viewModel.undoReset()

        #expect(viewModel.checkedCount == 2)
        #expect(store.checklists[recipe.id] == [ChecklistItem(.ingredient, 0), ChecklistItem(.direction, 2)])
    }

    @Test func undoReset_whenTheStoreFails_changesNothing_andSaysWhy() async {
        let viewModel = InstructionViewModel(recipe: recipe, book: book)
        await viewModel.toggleIngredient(at: 0)
        await viewModel.reset()
        store.failure = RecipeTestError()

        #expect(await !viewModel.undoReset())

        #expect(viewModel.checkedCount == 0)
        #expect(viewModel.failure?.text == "Couldn't undo starting Peanut Butter Biscuits over. The disk is full.")
    }

    @Test func ticksSurviveANewViewModel_likeARestart() async {
        await InstructionViewModel(recipe: recipe, book: book).toggleDirection(at: 2)
        let restarted = RecipeBook(repository: store, context: DisplayContext())
        let again = InstructionViewModel(recipe: recipe, book: restarted)
        #expect(again.directions[2].isChecked)
    }

    @Test func unreadableProgress_startsUnticked_andSaysWhy() {
        store.readFailure = RecipeTestError()
        let viewModel = InstructionViewModel(recipe: recipe, book: book)
        #expect(viewModel.checkedCount == 0)
        #expect(viewModel.totalCount == 7)
        #expect(viewModel.failure?.text == "Couldn't load your progress on Peanut Butter Biscuits. The disk is full.")
    }
}

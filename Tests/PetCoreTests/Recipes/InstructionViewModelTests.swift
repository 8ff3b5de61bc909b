import Testing
@testable import PetCore

@Suite("InstructionViewModel")
@MainActor
struct InstructionViewModelTests {
    private let recipe = RecipeFixtures.recipe()
    private let store: InMemoryCatalogStore

    init() {
        store = InMemoryCatalogStore(recipes: [recipe])
    }

    @Test func listsIngredientsAndDirections_unticked_inRecipeOrder() {
        let viewModel = InstructionViewModel(recipe: recipe, repository: store)
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

    @Test func toggleIngredient_ticksIt_andWritesThrough() {
        let viewModel = InstructionViewModel(recipe: recipe, repository: store)
        #expect(viewModel.toggleIngredient(at: 1))
        #expect(viewModel.ingredients[1].isChecked)
        #expect(!viewModel.ingredients[0].isChecked)
        #expect(store.checklists[recipe.id] == [ChecklistItem(.ingredient, 1)])
    }

    @Test func toggleDirection_twice_untoggles_andWritesThrough() {
        let viewModel = InstructionViewModel(recipe: recipe, repository: store)
        viewModel.toggleDirection(at: 3)
        #expect(viewModel.directions[3].isChecked)
        viewModel.toggleDirection(at: 3)
        #expect(!viewModel.directions[3].isChecked)
        #expect(store.checklists[recipe.id, default: []].isEmpty)
    }

    @Test func toggleItem_isTheSameAsToggleByIndex() {
        let viewModel = InstructionViewModel(recipe: recipe, repository: store)
        #expect(viewModel.toggle(viewModel.directions[0].item))
        #expect(viewModel.directions[0].isChecked)
        #expect(store.checklists[recipe.id] == [ChecklistItem(.direction, 0)])
    }

    @Test func progressText_countsBothLists() {
        let viewModel = InstructionViewModel(recipe: recipe, repository: store)
        viewModel.toggleIngredient(at: 0)
        viewModel.toggleIngredient(at: 2)
        viewModel.toggleDirection(at: 1)
        #expect(viewModel.checkedCount == 3)
        #expect(viewModel.progressText == "3 of 7 done")
    }

    @Test func allDone_onceEveryLineIsTicked() {
        let viewModel = InstructionViewModel(recipe: recipe, repository: store)
        for index in 0..<3 { viewModel.toggleIngredient(at: index) }
        for index in 0..<3 { viewModel.toggleDirection(at: index) }
        #expect(!viewModel.allDone)
        viewModel.toggleDirection(at: 3)
        #expect(viewModel.allDone)
        #expect(viewModel.progressText == "7 of 7 done")
    }

    @Test func recipeWithNoLines_hasNothingToCheckOff_andIsNotDone() {
        let empty = RecipeFixtures.recipe(id: "empty", ingredients: [], directions: [])
        let viewModel = InstructionViewModel(recipe: empty, repository: InMemoryCatalogStore(recipes: [empty]))
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
        let viewModel = InstructionViewModel(recipe: recipe, repository: store)
        #expect(viewModel.ingredients.map(\.isChecked) == [false, false, true])
        #expect(viewModel.directions.map(\.isChecked) == [true, false, false, false])
        #expect(viewModel.progressText == "2 of 7 done")
    }

    @Test func ignoresStoredTicksPastTheEndOfAList() throws {
        try store.setChecked(true, item: ChecklistItem(.ingredient, 3), recipeID: recipe.id)
        try store.setChecked(true, item: ChecklistItem(.direction, 9), recipeID: recipe.id)
        try store.setChecked(true, item: ChecklistItem(.direction, 1), recipeID: recipe.id)
        let viewModel = InstructionViewModel(recipe: recipe, repository: store)
        #expect(viewModel.checkedCount == 1)
        #expect(viewModel.progressText == "1 of 7 done")
    }

    @Test(arguments: [-1, 3, 100])
    func toggleIngredient_outOfRange_isRejected_andChangesNothing(index: Int) {
        let viewModel = InstructionViewModel(recipe: recipe, repository: store)
        #expect(!viewModel.toggleIngredient(at: index))
        #expect(viewModel.checkedCount == 0)
        #expect(viewModel.failure == nil)
        #expect(store.checklists[recipe.id] == nil)
    }

    @Test func toggleDirection_outOfRange_isRejected() {
        let viewModel = InstructionViewModel(recipe: recipe, repository: store)
        #expect(!viewModel.toggleDirection(at: 4))
        #expect(!viewModel.toggle(ChecklistItem(.direction, -2)))
        #expect(viewModel.checkedCount == 0)
    }

    @Test func toggle_whenTheStoreFails_keepsTheState_andSaysWhy() {
        let viewModel = InstructionViewModel(recipe: recipe, repository: store)
        store.failure = RecipeTestError()
        #expect(!viewModel.toggleIngredient(at: 1))
        #expect(!viewModel.ingredients[1].isChecked)
        #expect(viewModel.checkedCount == 0)
        #expect(viewModel.failure?.text == "Couldn't tick “1 egg”. The disk is full.")
    }

    @Test func untick_whenTheStoreFails_keepsTheTick() {
        let viewModel = InstructionViewModel(recipe: recipe, repository: store)
        viewModel.toggleDirection(at: 2)
        store.failure = RecipeTestError()
        #expect(!viewModel.toggleDirection(at: 2))
        #expect(viewModel.directions[2].isChecked)
        #expect(viewModel.failure?.text == "Couldn't untick step 3. The disk is full.")
    }

    @Test func dismissFailure_clearsIt() {
        let viewModel = InstructionViewModel(recipe: recipe, repository: store)
        store.failure = RecipeTestError()
        viewModel.toggleIngredient(at: 0)
        #expect(viewModel.failure != nil)
        viewModel.dismissFailure()
        #expect(viewModel.failure == nil)
    }

    @Test func reset_unticksEverything_andClearsTheStore() {
        let viewModel = InstructionViewModel(recipe: recipe, repository: store)
        viewModel.toggleIngredient(at: 0)
        viewModel.toggleDirection(at: 1)
        #expect(viewModel.reset())
        #expect(viewModel.checkedCount == 0)
        #expect(viewModel.ingredients.map(\.text) == recipe.ingredients)
        #expect(store.checklists[recipe.id] == nil)
    }

    @Test func reset_whenTheStoreFails_keepsTheTicks_andSaysWhy() {
        let viewModel = InstructionViewModel(recipe: recipe, repository: store)
        viewModel.toggleIngredient(at: 0)
        store.failure = RecipeTestError()
        #expect(!viewModel.reset())
        #expect(viewModel.checkedCount == 1)
        #expect(viewModel.failure?.text == "Couldn't start Peanut Butter Biscuits over. The disk is full.")
    }

    @Test func ticksSurviveANewViewModel_likeARestart() {
        InstructionViewModel(recipe: recipe, repository: store).toggleDirection(at: 2)
        let again = InstructionViewModel(recipe: recipe, repository: store)
        #expect(again.directions[2].isChecked)
    }

    @Test func unreadableProgress_startsUnticked_andSaysWhy() {
        store.readFailure = RecipeTestError()
        let viewModel = InstructionViewModel(recipe: recipe, repository: store)
        #expect(viewModel.checkedCount == 0)
        #expect(viewModel.totalCount == 7)
        #expect(viewModel.failure?.text == "Couldn't load your progress on Peanut Butter Biscuits. The disk is full.")
    }
}

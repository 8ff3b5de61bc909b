import Testing
@testable import PetCore

/// Changing how much of a recipe to make, and the units it is shown in.
@Suite("RecipeScaling")
@MainActor
struct RecipeScalingTests {
    private let cookies = Recipe(
        id: "cookies", name: "Catnip Cookies", difficulty: .easy, photo: nil, prepMinutes: 10, cookMinutes: 20,
        yield: 24, yieldText: "24 cookies",
        ingredients: ["## Dough", "1 cup oat flour", "2 eggs", "100 g butter", "Salt to taste"],
        directions: ["Heat the oven to 180 °C.", "Bake 20 minutes."])
    private let store: InMemoryCatalogStore
    private let book: RecipeBook

    init() {
        store = InMemoryCatalogStore(recipes: [cookies])
        book = RecipeBook(repository: store, context: DisplayContext())
    }

    @Test func atItsOwnYield_everyLineIsShownAsWritten() {
        let scaling = RecipeScaling(recipe: cookies, book: book)
        #expect(!scaling.isScaled)
        #expect(scaling.yieldAmount == 24)
        #expect(scaling.yieldText == "24 cookies")
        #expect(scaling.yieldAmountName == "Yield")
        #expect(Array(scaling.ingredientTexts.dropFirst()) == Array(cookies.ingredients.dropFirst()))
    }

    @Test func yieldAmount_of36Cookies_scalesEveryQuantityByOneAndAHalf() async {
        let scaling = RecipeScaling(recipe: cookies, book: book)
        #expect(await scaling.setYieldAmount(36))
        #expect(scaling.scale == Rational(3, 2))
        #expect(scaling.yieldText == "36 cookies")
        #expect(Array(scaling.ingredientTexts.dropFirst()) == ["1 ½ cups oat flour", "3 eggs", "150 g butter", "Salt to taste"])
    }

    @Test func scale_isKeptPerRecipe_andReadBackByANewViewModel() async throws {
        #expect(await RecipeScaling(recipe: cookies, book: book).setYieldAmount(12))
        #expect(try store.recipeScale(recipeID: "cookies") == Rational(1, 2))
        let again = RecipeScaling(recipe: cookies, book: book)
        #expect(again.yieldAmount == 12)
        #expect(again.ingredientTexts[1] == "½ cup oat flour")
    }

    @Test func reset_returnsToTheRecipesOwnYield_andForgetsTheScale() async throws {
        let scaling = RecipeScaling(recipe: cookies, book: book)
        await scaling.setYieldAmount(48)
        #expect(await scaling.reset())
        #expect(scaling.yieldText == "24 cookies")
        #expect(try store.recipeScale(recipeID: "cookies") == nil)
    }

    @Test func servingsOnly_areScaledAsServings() async throws {
        let recipe = RecipeFixtures.recipe(yield: 4)
        try store.saveRecipe(recipe)
        let scaling = RecipeScaling(recipe: recipe, book: book)
        #expect(scaling.yieldText == "Serves 4")
        #expect(scaling.yieldAmountName == "Servings")
        #expect(await scaling.setYieldAmount(8))
        #expect(scaling.yieldText == "Serves 8")
        #expect(scaling.ingredientTexts[0] == "4 cups oat flour")
    }

    @Test func rangeInTheWordedYield_scalesBothEnds() async throws {
        let recipe = RecipeFixtures.recipe(id: "stew", yield: nil)
        var worded = recipe
        worded.yieldText = "Serves 2–4"
        try store.saveRecipe(worded)
        let scaling = RecipeScaling(recipe: worded, book: book)
        #expect(scaling.yieldAmount == 2)
        #expect(await scaling.setYieldAmount(3))
        #expect(scaling.yieldText == "Serves 3–6")
    }

    @Test func noYield_isScaledInBatches() async throws {
        let recipe = RecipeFixtures.recipe(id: "bars", yield: nil)
        try store.saveRecipe(recipe)
        let scaling = RecipeScaling(recipe: recipe, book: book)
        #expect(scaling.yieldText == nil)
        #expect(scaling.yieldAmountName == "Batches")
        #expect(await scaling.setYieldAmount(2))
        #expect(scaling.yieldText == "2 batches")
        #expect(scaling.ingredientTexts[1] == "2 eggs", "an English recipe's count follows its amount")
    }

    @Test func yieldWithoutAnAmount_namesTheBatches_whenScaled() async throws {
        var recipe = RecipeFixtures.recipe(id: "loaf", yield: nil)
        recipe.yieldText = "One loaf"
        try store.saveRecipe(recipe)
        let scaling = RecipeScaling(recipe: recipe, book: book)
        #expect(scaling.yieldText == "One loaf")
        #expect(await scaling.setYieldAmount(2))
        #expect(scaling.yieldText == "One loaf, 2 batches")
    }

    @Test func aFailedSave_changesNothing_andSaysWhy() async {
        let scaling = RecipeScaling(recipe: cookies, book: book)
        store.failure = RecipeTestError()
        #expect(await !scaling.setYieldAmount(48))
        #expect(scaling.yieldText == "24 cookies")
        #expect(scaling.failure?.text == "Couldn't change the amount of Catnip Cookies. The disk is full.")
        scaling.dismissFailure()
        #expect(scaling.failure == nil)
    }

    @Test func anUnreadableScale_startsAtTheOwnYield_andSaysWhy() {
        store.readFailure = RecipeTestError()
        let scaling = RecipeScaling(recipe: cookies, book: book)
        #expect(scaling.scale == 1)
        #expect(scaling.failure?.text == "Couldn't load the amount of Catnip Cookies you chose. The disk is full.")
    }

    @Test func nonPositiveAmount_isRefused() async {
        let scaling = RecipeScaling(recipe: cookies, book: book)
        #expect(await !scaling.setYieldAmount(0))
        #expect(scaling.scale == 1)
    }

    @Test func units_followTheBooksChoice_forEveryRecipe() async throws {
        let scaling = RecipeScaling(recipe: cookies, book: book)
        #expect(await book.units.choose(.usCustomary))
        #expect(scaling.ingredientTexts[3] == "3 ½ oz butter")
        #expect(await book.units.choose(.metric))
        #expect(scaling.ingredientTexts[1] == "240 ml oat flour")
        #expect(try store.measurementSystem() == .metric)
    }

    @Test func aPint_isTheImperialPint_inARecipeWrittenInBritishEnglish() async {
        var trifle = cookies
        trifle.ingredients = ["1 pint custard"]
        var british = trifle
        british.language = LanguageTag("en-GB")
        #expect(await book.units.choose(.metric))

        #expect(RecipeScaling(recipe: british, book: book).ingredientTexts == ["570 ml custard"])
        #expect(RecipeScaling(recipe: trifle, book: book).ingredientTexts == ["475 ml custard"])
    }

    @Test func aRecipesPage_showsThePintItsLanguageMeans_afterAnEditChangesTheLanguage() async throws {
        var trifle = cookies
        trifle.ingredients = ["1 pint custard"]
        trifle.language = LanguageTag("en-GB")
        let store = InMemoryCatalogStore(recipes: [trifle])
        let book = RecipeBook(repository: store, context: DisplayContext())
        await book.load()
        #expect(await book.units.choose(.metric))
        let list = RecipeListViewModel(book: book)
        #expect(list.select(trifle.id))
        let page = try #require(list.selected)
        #expect(page.checklist.scaling.ingredientTexts == ["570 ml custard"])

        trifle.language = LanguageTag("en-US")
        _ = try await book.update(trifle)

        #expect(list.selected?.checklist.scaling.ingredientTexts == ["475 ml custard"])
    }

    @Test func checklist_showsTheScaledIngredients_andKeepsItsTicks() async {
        let checklist = InstructionViewModel(recipe: cookies, book: book)
        #expect(await checklist.toggleIngredient(at: 2))
        #expect(await checklist.scaling.setYieldAmount(48))
        #expect(checklist.ingredients.map(\.text) == ["Dough", "2 cups oat flour", "4 eggs", "200 g butter", "Salt to taste"])
        #expect(checklist.ingredients[2].isChecked)
    }
}

/// The units every recipe is shown in.
@Suite("CookingUnits")
@MainActor
struct CookingUnitsTests {
    @Test func choice_isSavedFirst_andAFailedSaveChangesNothing() async {
        let store = InMemoryCatalogStore()
        let book = RecipeBook(repository: store, context: DisplayContext())
        #expect(book.units.system == .asWritten)
        store.failure = RecipeTestError()
        #expect(await !book.units.choose(.metric))
        #expect(book.units.system == .asWritten)
        #expect(book.units.failure?.text == "Couldn't switch to Metric units. The disk is full.")
    }

    @Test func names_ofTheSystems() {
        let units = RecipeBook(repository: InMemoryCatalogStore(), context: DisplayContext()).units
        #expect(MeasurementSystem.allCases.map(units.name(of:)) == ["As Written", "Metric", "US Customary"])
    }

    @Test func unreadableChoice_isAsWritten_andSaysWhy() {
        let store = InMemoryCatalogStore()
        store.readFailure = RecipeTestError()
        let units = RecipeBook(repository: store, context: DisplayContext()).units
        #expect(units.system == .asWritten)
        #expect(units.failure?.text == "Couldn't load your choice of units. The disk is full.")
    }
}

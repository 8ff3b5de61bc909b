import Testing
@testable import PetCore

/// Cooking mode: one step at a time, its ingredients and its timers.
@Suite("CookingModeViewModel")
@MainActor
struct CookingModeViewModelTests {
    private let recipe = Recipe(
        id: "cookies", name: "Catnip Cookies", difficulty: .easy, photo: nil, prepMinutes: 10, cookMinutes: 20,
        yield: 24, yieldText: "24 cookies",
        ingredients: ["1 cup oat flour", "2 eggs", "1 tbsp dried catnip"],
        directions: [
            "## Dough", "Heat the oven to 180 °C.", "Whisk the eggs into the flour.",
            "## Baking", "Bake 12–15 minutes, then cool for 1 hour.",
        ])
    private let clock = ManualCookingClock()
    private let store: InMemoryCatalogStore
    private let book: RecipeBook

    init() {
        store = InMemoryCatalogStore(recipes: [recipe])
        book = RecipeBook(repository: store, context: DisplayContext(), clock: clock)
    }

    private func cookingMode() -> CookingModeViewModel {
        CookingModeViewModel(recipe: recipe, scaling: RecipeScaling(recipe: recipe, book: book), timers: book.timers, context: book.context)
    }

    @Test func steps_areTheDirectionsThatAreNotHeadings_titledByTheirSection() {
        let cooking = cookingMode()
        #expect(cooking.stepCount == 3)
        #expect(cooking.step?.number == 1)
        #expect(cooking.step?.section == "Dough")
        #expect(cooking.step?.text == "Heat the oven to 180 °C.")
        #expect(cooking.progressText == "Step 1 of 3")
        #expect(cooking.stepAnnouncement == "Step 1 of 3. Heat the oven to 180 °C.")
        #expect(!cooking.canGoBack)
        #expect(cooking.canGoForward)
    }

    @Test func nextAndPrevious_moveOneStep_andStopAtTheEnds() {
        let cooking = cookingMode()
        cooking.previous()
        #expect(cooking.index == 0)
        cooking.next()
        cooking.next()
        cooking.next()
        #expect(cooking.index == 2)
        #expect(cooking.step?.section == "Baking")
        #expect(!cooking.canGoForward)
        #expect(cooking.progressFraction == 1)
        cooking.previous()
        #expect(cooking.progressText == "Step 2 of 3")
    }

    @Test func go_keepsThePositionWithinTheSteps() {
        let cooking = cookingMode()
        cooking.go(to: 9)
        #expect(cooking.index == 2)
        cooking.go(to: -1)
        #expect(cooking.index == 0)
    }

    @Test func step_showsTheIngredientsItMentions_atTheRecipesScale() async {
        let scaling = RecipeScaling(recipe: recipe, book: book)
        let cooking = CookingModeViewModel(recipe: recipe, scaling: scaling, timers: book.timers, context: book.context)
        cooking.next()
        #expect(cooking.step?.ingredients == ["1 cup oat flour", "2 eggs"])
        await scaling.setYieldAmount(48)
        #expect(cooking.step?.ingredients == ["2 cups oat flour", "4 eggs"])
    }

    @Test func step_temperatures_followTheUnits() async {
        let cooking = cookingMode()
        await book.units.choose(.usCustomary)
        #expect(cooking.step?.text == "Heat the oven to 355 °F.")
    }

    @Test func durations_becomeTimers_runningTheShorterEndOfARange() throws {
        let cooking = cookingMode()
        cooking.go(to: 2)
        let timers = try #require(cooking.step?.timers)
        #expect(timers.map(\.text) == ["12–15 minutes", "1 hour"])
        #expect(timers.map(\.seconds) == [720, 3600])
        #expect(timers[0].accessibleDescription == "Starts a timer for 12–15 minutes")
    }

    @Test func startingTwoTimers_runsBoth_andLeavingAsksFirst() throws {
        let cooking = cookingMode()
        #expect(cooking.leaveQuestion == nil)
        cooking.go(to: 2)
        let timers = try #require(cooking.step?.timers)
        cooking.start(timers[0])
        cooking.start(timers[1])
        #expect(book.timers.rows.map(\.label) == ["Catnip Cookies, step 3: 12–15 minutes", "Catnip Cookies, step 3: 1 hour"])
        #expect(cooking.leaveQuestion == "2 timers are still running. They keep running, and the recipe's page shows them.")
        #expect(book.timers.quitQuestion == "2 timers are still running. Quitting stops them.")
        clock.advance(.seconds(720))
        #expect(book.timers.refresh().map(\.label) == ["Catnip Cookies, step 3: 12–15 minutes"])
        #expect(book.timers.leaveQuestion == "1 timer is still running")
    }

    @Test func recipeWithoutDirections_hasNoStep() {
        let empty = Recipe(id: "e", name: "Empty", difficulty: .easy, photo: nil, prepMinutes: nil, cookMinutes: nil,
                           yield: nil, ingredients: [], directions: [])
        let cooking = CookingModeViewModel(recipe: empty, scaling: RecipeScaling(recipe: empty, book: book), timers: book.timers, context: book.context)
        #expect(cooking.step == nil)
        #expect(cooking.progressText == "No steps")
        #expect(!cooking.canGoForward)
    }
}

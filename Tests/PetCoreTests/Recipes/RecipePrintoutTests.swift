import Testing
@testable import PetCore

@Suite("RecipePrintout")
@MainActor
struct RecipePrintoutTests {
    @Test func showsTheNamePhotoAndSectionTitles() throws {
        let printout = try RecipeFixtures.detail(of: RecipeFixtures.recipe(id: "r9", name: "Zoë’s Biscuits")).printout
        #expect(printout.title == "Zoë’s Biscuits")
        #expect(printout.photoReference == "r9.svg")
        #expect(printout.photoDescription == "A photo of Zoë’s Biscuits")
        #expect(printout.ingredientsTitle == "Ingredients")
        #expect(printout.directionsTitle == "Directions")
    }

    @Test func details_areThePagesDifficultyTimesAndYield_labelled() throws {
        let printout = try RecipeFixtures.detail(of: RecipeFixtures.recipe(prep: 15, cook: 25, yield: 24)).printout
        #expect(printout.details == [
            "Difficulty: Easy", "Preparation: 15 min", "Cooking: 25 min", "Total time: 40 min", "Yield: Serves 24",
        ])
    }

    @Test func details_holdTheOtherTime_andTheRecipesOwnYield() throws {
        var recipe = RecipeFixtures.recipe(prep: 15, cook: 0)
        recipe.totalMinutes = 15 + 8 * 60
        recipe.yieldText = "32 cookies"
        let printout = try RecipeFixtures.detail(of: recipe).printout
        #expect(printout.details == [
            "Difficulty: Easy", "Preparation: 15 min", "Cooking: None", "Total time: 8 hr, 15 min",
            "Other time: 8 hr", "Yield: 32 cookies",
        ])
    }

    @Test func details_leaveOutUnknownTimesAndYield() throws {
        let printout = try RecipeFixtures.detail(of: RecipeFixtures.recipe(prep: nil, cook: nil, yield: nil)).printout
        #expect(printout.details == ["Difficulty: Easy"])
        let onlyPrep = try RecipeFixtures.detail(of: RecipeFixtures.recipe(prep: 10, cook: nil, yield: nil)).printout
        #expect(onlyPrep.details == ["Difficulty: Easy", "Preparation: 10 min", "Total time: At least 10 min"])
    }

    @Test func ingredients_areBulleted_andHeadingsLoseTheirPrefix() throws {
        let recipe = RecipeFixtures.recipe(ingredients: ["## Dough", "2 cups oat flour", "1 egg", "## Topping", "1 tbsp honey"])
        let printout = try RecipeFixtures.detail(of: recipe).printout
        #expect(printout.ingredients == [
            PrintedLine(text: "Dough", isHeading: true),
            PrintedLine(text: "2 cups oat flour", marker: "•"),
            PrintedLine(text: "1 egg", marker: "•"),
            PrintedLine(text: "Topping", isHeading: true),
            PrintedLine(text: "1 tbsp honey", marker: "•"),
        ])
    }

    @Test func directions_areNumberedByStep_skippingHeadings() throws {
        let recipe = RecipeFixtures.recipe(directions: ["## To prepare", "Heat the oven.", "Mix.", "## To bake", "Bake."])
        let printout = try RecipeFixtures.detail(of: recipe).printout
        #expect(printout.directions.map(\.marker) == ["", "1.", "2.", "", "3."])
        #expect(printout.directions.map(\.text) == ["To prepare", "Heat the oven.", "Mix.", "To bake", "Bake."])
        #expect(printout.directions.map(\.isHeading) == [true, false, false, true, false])
    }

    @Test func directions_numberPastNine_withoutGaps() throws {
        let steps = (1...12).map { "Step \($0)." }
        let printout = try RecipeFixtures.detail(of: RecipeFixtures.recipe(directions: steps)).printout
        #expect(printout.directions.map(\.marker) == (1...12).map { "\($0)." })
    }

    @Test func heading_neverHasAMarker() {
        #expect(PrintedLine(text: "Dough", isHeading: true, marker: "1.").marker == "")
    }

    @Test func sourceText_namesWhereAnImportedRecipeCameFrom() throws {
        #expect(try RecipeFixtures.detail(of: RecipeFixtures.recipe(source: nil)).printout.sourceText == nil)
        let imported = try RecipeFixtures.detail(of: RecipeFixtures.recipe(source: "RecipeList.plist")).printout
        #expect(imported.sourceText == "From RecipeList.plist")
    }

    @Test func fileName_isTheNameAsAPDF_withoutSlashes() throws {
        #expect(try RecipeFixtures.detail(of: RecipeFixtures.recipe(name: "Catnip Cookies")).printout.fileName == "Catnip Cookies.pdf")
        #expect(try RecipeFixtures.detail(of: RecipeFixtures.recipe(name: "Tuna/Salmon Bites")).printout.fileName
            == "Tuna-Salmon Bites.pdf")
    }

    @Test func failureSummaries_nameTheRecipe() throws {
        let printout = try RecipeFixtures.detail(of: RecipeFixtures.recipe(name: "Catnip Cookies")).printout
        #expect(printout.printFailureSummary == "Couldn't print Catnip Cookies.")
        #expect(printout.exportFailureSummary == "Couldn't export Catnip Cookies as PDF.")
    }

    @Test func text_isKeptAsWritten_markupIncluded() throws {
        let recipe = RecipeFixtures.recipe(name: "<b>Fish</b> &amp; Chips", ingredients: ["1 <i>cup</i> & more"])
        let printout = try RecipeFixtures.detail(of: recipe).printout
        #expect(printout.title == "<b>Fish</b> &amp; Chips")
        #expect(printout.ingredients.map(\.text) == ["1 <i>cup</i> & more"])
    }

    @Test func printout_followsTheRecipe() async throws {
        let store = InMemoryCatalogStore(recipes: [RecipeFixtures.recipe(id: "r1", name: "Old Name")])
        let book = await RecipeFixtures.book(over: store)
        let list = RecipeListViewModel(book: book)
        #expect(list.select("r1"))
        let viewModel = try #require(list.selected)
        #expect(viewModel.printout.title == "Old Name")
        try await book.save(RecipeFixtures.recipe(id: "r1", name: "New Name", ingredients: ["1 egg"]))
        #expect(viewModel.printout.title == "New Name")
        #expect(viewModel.printout.ingredients == [PrintedLine(text: "1 egg", marker: "•")])
    }
}

import Foundation
import Testing
@testable import PetCore

@Suite("RecipeViewModel")
@MainActor
struct RecipeViewModelTests {
    @Test func showsNamePhotoAndDescription() throws {
        let viewModel = try RecipeFixtures.detail(of: RecipeFixtures.recipe(id: "r9", name: "Zoë’s Biscuits"))
        #expect(viewModel.id == "r9")
        #expect(viewModel.name == "Zoë’s Biscuits")
        #expect(viewModel.photoReference == "r9.svg")
        #expect(viewModel.photoDescription == "A photo of Zoë’s Biscuits")
    }

    @Test(arguments: [
        (RecipeDifficulty.veryEasy, "Very easy"), (.easy, "Easy"), (.medium, "Medium"),
        (.hard, "Hard"), (.veryHard, "Very hard"),
    ])
    func difficultyText_namesEachLevel(difficulty: RecipeDifficulty, text: String) throws {
        let viewModel = try RecipeFixtures.detail(of: RecipeFixtures.recipe(difficulty: difficulty))
        #expect(viewModel.difficultyText == text)
        #expect(viewModel.difficultyLevel == difficulty.rawValue)
    }

    @Test(arguments: [
        (0, "None"), (1, "1 min"), (15, "15 min"), (59, "59 min"), (60, "1 hr"),
        (65, "1 hr, 5 min"), (120, "2 hr"), (150, "2 hr, 30 min"),
    ])
    func prepTimeText_usesHoursAndMinutes(minutes: Int, text: String) throws {
        let viewModel = try RecipeFixtures.detail(of: RecipeFixtures.recipe(prep: minutes))
        #expect(viewModel.prepTimeText == text)
    }

    @Test func timeTexts_areADash_whenUnknown() throws {
        let viewModel = try RecipeFixtures.detail(of: RecipeFixtures.recipe(prep: nil, cook: nil))
        #expect(viewModel.prepTimeText == "—")
        #expect(viewModel.cookTimeText == "—")
        #expect(viewModel.totalTimeText == "—")
    }

    @Test func totalTimeText_addsPrepAndCook() throws {
        let viewModel = try RecipeFixtures.detail(of: RecipeFixtures.recipe(prep: 20, cook: 45))
        #expect(viewModel.cookTimeText == "45 min")
        #expect(viewModel.totalTimeText == "1 hr, 5 min")
    }

    @Test func totalTimeText_isALowerBound_whenOnePartIsUnknown() throws {
        #expect(try RecipeFixtures.detail(of: RecipeFixtures.recipe(prep: 15, cook: nil)).totalTimeText == "At least 15 min")
        #expect(try RecipeFixtures.detail(of: RecipeFixtures.recipe(prep: nil, cook: 60)).totalTimeText == "At least 1 hr")
    }

    @Test func totalTimeText_isTheRecipesOwnTotal_andOtherTimeTheRest_whenAnIceCreamFreezesOvernight() throws {
        var recipe = RecipeFixtures.recipe(prep: 15, cook: 0)
        recipe.totalMinutes = 15 + 8 * 60
        let viewModel = try RecipeFixtures.detail(of: recipe)
        #expect(viewModel.totalTimeText == "8 hr, 15 min")
        #expect(viewModel.otherTimeText == "8 hr")
        #expect(try RecipeFixtures.row(of: recipe).totalTimeText == "8 hr, 15 min")
    }

    @Test func otherTimeText_isNil_withoutAnOwnTotal_withoutParts_orWithNothingLeftOver() throws {
        #expect(try RecipeFixtures.detail(of: RecipeFixtures.recipe(prep: 20, cook: 45)).otherTimeText == nil)
        var onlyTotal = RecipeFixtures.recipe(prep: nil, cook: nil)
        onlyTotal.totalMinutes = 50
        #expect(try RecipeFixtures.detail(of: onlyTotal).totalTimeText == "50 min")
        #expect(try RecipeFixtures.detail(of: onlyTotal).otherTimeText == nil)
        var exact = RecipeFixtures.recipe(prep: 20, cook: 30)
        exact.totalMinutes = 50
        #expect(try RecipeFixtures.detail(of: exact).otherTimeText == nil)
    }

    @Test func otherTimeText_countsFromTheKnownPart_whenOnlyOneIsKnown() throws {
        var recipe = RecipeFixtures.recipe(prep: 30, cook: nil)
        recipe.totalMinutes = 90
        #expect(try RecipeFixtures.detail(of: recipe).otherTimeText == "1 hr")
    }

    @Test func yieldText_keepsRange_whenRecipeSaysServes2to4() throws {
        var recipe = RecipeFixtures.recipe(yield: 2)
        recipe.yieldText = "Serves 2–4"
        #expect(try RecipeFixtures.detail(of: recipe).yieldText == "Serves 2–4")
        #expect(try RecipeFixtures.row(of: recipe).yieldText == "Serves 2–4")
        recipe.yieldText = ""
        #expect(try RecipeFixtures.detail(of: recipe).yieldText == "Serves 2")
    }

    @Test func yieldText_saysServes_andIsNilWhenUnknown() throws {
        #expect(try RecipeFixtures.detail(of: RecipeFixtures.recipe(yield: 4)).yieldText == "Serves 4")
        #expect(try RecipeFixtures.detail(of: RecipeFixtures.recipe(yield: 1)).yieldText == "Serves 1")
        #expect(try RecipeFixtures.detail(of: RecipeFixtures.recipe(yield: nil)).yieldText == nil)
    }

    @Test func sourceText_namesTheSource_andIsNilForTheAppsOwn() throws {
        #expect(try RecipeFixtures.detail(of: RecipeFixtures.recipe(source: "RecipeList.plist")).sourceText == "From RecipeList.plist")
        #expect(try RecipeFixtures.detail(of: RecipeFixtures.recipe(source: nil)).sourceText == nil)
        #expect(try RecipeFixtures.detail(of: RecipeFixtures.recipe(source: "")).sourceText == nil)
    }

    @Test func languageText_namesTheLanguageInTheReadersLanguage_andIsNilWhenUnknown() throws {
        var recipe = RecipeFixtures.recipe()
        #expect(try RecipeFixtures.detail(of: recipe).languageText == nil)
        recipe.language = LanguageTag("en-GB")
        #expect(try RecipeFixtures.detail(of: recipe).languageText == "English (United Kingdom)")
        let chinese = DisplayContext(locale: Locale(identifier: "zh_CN"))
        #expect(RecipeText(context: chinese).language(LanguageTag("en-GB")) == "英语（英国）")
        #expect(RecipeText(context: chinese).language(LanguageTag("qaa-QM")) == "qaa-QM")
    }

    @Test func rowViewModel_showsTheSameTextsAsTheDetail() throws {
        let recipe = RecipeFixtures.recipe(difficulty: .medium, prep: 10, cook: 50, yield: 2)
        let row = try RecipeFixtures.row(of: recipe)
        #expect(row.id == recipe.id)
        #expect(row.name == recipe.name)
        #expect(row.difficultyText == "Medium")
        #expect(row.totalTimeText == "1 hr")
        #expect(row.yieldText == "Serves 2")
        #expect(row.photoReference == "r1.svg")
        #expect(row.photoDescription == "A photo of Peanut Butter Biscuits")
    }
}

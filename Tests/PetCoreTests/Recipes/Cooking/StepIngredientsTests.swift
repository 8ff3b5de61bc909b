import Testing
@testable import PetCore

/// Which ingredients a step of the directions mentions.
@Suite("Step ingredients")
struct StepIngredientsTests {
    private let ingredients = StepIngredients([
        "## Dough", "1 cup oat flour", "2 eggs", "100 g butter, softened", "1 tbsp chopped fresh parsley", "大さじ2 醤油",
    ])

    @Test func step_mentionsTheIngredientsItNames_inRecipeOrder() {
        #expect(ingredients.mentioned(in: "Whisk the egg into the flour.") == [1, 2])
    }

    @Test func pluralAndSingular_match_butALongerWordDoesNot() {
        #expect(ingredients.mentioned(in: "Add the oats.") == [1])
        #expect(ingredients.mentioned(in: "Pour in the buttermilk.") == [])
        #expect(ingredients.mentioned(in: "Melt the BUTTER.") == [3])
    }

    @Test func describingWordsAndMeasures_areNotNames() {
        #expect(ingredients.mentioned(in: "Use a cup of fresh water, chopped ice.") == [])
        #expect(ingredients.mentioned(in: "Sprinkle with parsley.") == [4])
    }

    @Test func chineseAndJapaneseNames_matchAsRunsOfCharacters() {
        #expect(ingredients.mentioned(in: "醤油を加える。") == [5])
    }

    @Test func accents_areIgnored() {
        let french = StepIngredients(["200 g crème fraîche"])
        #expect(french.mentioned(in: "Ajouter la creme.") == [0])
    }

    @Test func headings_areNeverMentioned() {
        #expect(ingredients.mentioned(in: "Make the dough.") == [])
    }
}

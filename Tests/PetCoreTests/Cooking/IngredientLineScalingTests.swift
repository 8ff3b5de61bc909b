import Testing
@testable import PetCore

/// Scaled ingredient lines, written as cooks write them.
@Suite("Ingredient line scaling")
struct IngredientLineScalingTests {
    private func scaled(_ text: String, by factor: Rational) -> String {
        IngredientLine.parse(text).scaled(by: factor)
    }

    @Test(arguments: ["1 1/2 cups flour", "1,5 tl vanille", "2–3 eggs", "Salt to taste", "大さじ1と1/2", "333.33 g"])
    func scaled_byOne_givesBackTheLineExactly(text: String) {
        #expect(scaled(text, by: 1) == text)
    }

    @Test(arguments: [
        ("1 ½ cups flour", Rational(2), "3 cups flour"),
        ("1 cup sugar", Rational(1, 3)!, "⅓ cup sugar"),
        ("1 cup sugar", Rational(2), "2 cups sugar"),
        ("1 1/2 cups milk", Rational(1, 2)!, "¾ cup milk"),
        ("2–3 eggs", Rational(2), "4–6 eggs"),
        ("2 to 3 eggs", Rational(2), "4 to 6 eggs"),
        ("100 g butter", Rational(3, 2)!, "150 g butter"),
        ("25 g butter", Rational(1, 2)!, "12.5 g butter"),
        ("1000 g flour", Rational(1, 3)!, "333 g flour"),
        ("1,5 l Wasser", Rational(1, 3)!, "0,5 l Wasser"),
        ("1 tsp salt", Rational(1, 3)!, "⅓ tsp salt"),
        ("2 cloves garlic", Rational(1, 3)!, "1 clove garlic"),
        ("大さじ1と1/2 醤油", Rational(2), "大さじ3 醤油"),
        ("2 tbsp olive oil", Rational(2), "4 tbsp olive oil"),
        ("500 gram gehakt", Rational(2), "1000 gram gehakt"),
        ("3 cloves garlic", Rational(1, 3)!, "1 clove garlic"),
        ("1 Prise Salz", Rational(2), "2 Prisen Salz"),
        ("2 cucharadas de aceite", Rational(1, 2)!, "1 cucharada de aceite"),
        ("bloem 200gr", Rational(1, 2)!, "bloem 100gr"),
    ])
    func scaled_writesAmountsAsCooksDo(text: String, factor: Rational, expected: String) {
        #expect(scaled(text, by: factor) == expected)
    }

    @Test func scaled_roundsWholeItemsHalfUp_inThreeEggsHalved() {
        #expect(scaled("3 eggs", by: Rational(1, 2)!) == "2 eggs")
    }

    @Test func scaled_neverGoesBelowOne_forWholeItems() {
        #expect(scaled("1 egg", by: Rational(1, 4)!) == "1 egg")
    }

    @Test func scaled_leavesLineWithoutQuantity_asWritten() {
        #expect(scaled("Salt to taste", by: 3) == "Salt to taste")
    }

    @Test(arguments: [
        ("1 egg", Rational(2), "2 eggs"), ("3 large carrots, grated", Rational(1, 3)!, "1 large carrot, grated"),
        ("1 can tuna in water", Rational(2), "2 cans tuna in water"), ("2 eggs", Rational(3, 2)!, "3 eggs"),
        ("1 sweet potato", Rational(3), "3 sweet potatoes"),
    ])
    func scaled_withEnglishNouns_putsACountsNounInTheNumberItsAmountWants(text: String, factor: Rational, expected: String) {
        #expect(IngredientLine.parse(text).scaled(by: factor, englishNouns: true) == expected)
    }

    @Test func scaled_withoutEnglishNouns_leavesTheNounAsWritten() {
        #expect(scaled("1 uovo", by: 2) == "2 uovo")
    }
}

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

    // MARK: Amounts a cook would write

    @Test(arguments: [
        ("1 and 1/3 cup (167g) flour", Rational(3), "4 cups (501g) flour"),
        ("1 cup (about 240 ml) milk", Rational(1, 2)!, "½ cup (about 120 ml) milk"),
        ("2 tablespoons (30 g) butter, melted (optional)", Rational(2), "4 tablespoons (60 g) butter, melted (optional)"),
        ("1 cup flour (see note 2)", Rational(2), "2 cups flour (see note 2)"),
        ("4 ounces water (1/2 cup; 115g)", Rational(2), "8 ounces water (1 cup; 230g)"),
        ("1 1/4 cups flour ((6.3oz | 180g))", Rational(2), "2 ½ cups flour ((12 ⅝oz | 360g))"),
        ("2 ds bønner (ca. 450 g drænet vægt)", Rational(2), "4 ds bønner (ca. 900 g drænet vægt)"),
        ("1 1/2 cups/190 grams flour", Rational(2), "3 cups/380 grams flour"),
        ("1 egg (size 2)", Rational(2), "2 egg (size 2)"),
    ])
    func anAmountInBrackets_followsTheScale(text: String, factor: Rational, expected: String) {
        #expect(scaled(text, by: factor) == expected)
    }

    @Test(arguments: [
        ("1 tablespoon plus 1 teaspoon baking powder", Rational(2), "2 tablespoons plus 2 teaspoons baking powder"),
        ("1 tablespoon plus 1 teaspoon baking powder", Rational(3), "4 tablespoons baking powder"),
        ("1 tablespoon plus 1 teaspoon baking powder", Rational(1, 2)!, "2 teaspoons baking powder"),
        ("1 lb 12 oz beef", Rational(2), "3 lb 8 oz beef"),
        ("1 cup + 2 tbsp sugar", Rational(2), "2 cups + 4 tbsp sugar"),
        ("バター 大さじ2+大さじ3(60g)", Rational(2), "バター 大さじ4+大さじ6(120g)"),
    ])
    func aCompoundAmount_scalesAsOneAmount(text: String, factor: Rational, expected: String) {
        #expect(scaled(text, by: factor) == expected)
    }

    @Test(arguments: [
        ("Juice of 1/2 lemon", Rational(2), "Juice of 1 lemon"),
        ("Zest of 2 oranges", Rational(1, 2)!, "Zest of 1 orange"),
    ])
    func anAmountInsideTheLine_afterOf_scales(text: String, factor: Rational, expected: String) {
        #expect(IngredientLine.parse(text).scaled(by: factor, englishNouns: true) == expected)
    }

    @Test func anAmountInsideTheLine_afterOfInAnotherLanguage_scales() {
        #expect(scaled("Le jus de 1 citron", by: 3) == "Le jus de 3 citron")
        #expect(scaled("Saft von 1/2 Zitrone", by: 2) == "Saft von 1 Zitrone")
    }

    @Test func aContainersSize_staysAsTheCountAndItsNounFollowTheScale() {
        #expect(scaled("1 (28 ounce) can crushed tomatoes", by: 2) == "2 (28 ounce) cans crushed tomatoes")
        #expect(scaled("2 (8-oz.) packages cream cheese", by: Rational(1, 2)!) == "1 (8-oz.) package cream cheese")
        #expect(scaled("1 (15 oz) can beans", by: 1) == "1 (15 oz) can beans")
        #expect(scaled("1 13oz. can coconut milk", by: 3) == "3 13oz. cans coconut milk")
        #expect(scaled("2 14-ounce cans chickpeas", by: Rational(1, 2)!) == "1 14-ounce can chickpeas")
    }

    @Test(arguments: [
        ("2 quarts chicken stock", Rational(2), "4 quarts chicken stock"),
        ("1 pint cream", Rational(1, 2)!, "½ pint cream"),
        ("8 fl oz milk", Rational(2), "16 fl oz milk"),
        ("1 gallon water", Rational(3), "3 gallons water"),
    ])
    func usLiquidMeasures_areUnits(text: String, factor: Rational, expected: String) {
        #expect(scaled(text, by: factor) == expected)
    }
}

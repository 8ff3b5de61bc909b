import Testing
@testable import PetCore

/// Ingredient lines read into quantity, unit and the rest, in every listed language, and
/// always rebuilt exactly as written.
@Suite("Ingredient line parsing")
struct IngredientLineTests {
    private func line(_ text: String) -> IngredientLine { IngredientLine.parse(text) }

    @Test func parse_readsMixedFraction_inOneAndAHalfCups() {
        let parsed = line("1 1/2 cups flour")
        #expect(parsed.measure?.quantity == .exact(Rational(3, 2)!))
        #expect(parsed.measure?.unit?.name == "cup")
        #expect(parsed.measure?.unitText == "cups")
        #expect(parsed.rest == "flour")
    }

    @Test(arguments: [
        ("1½ cups milk", Rational(3, 2)!), ("1 ½ cups milk", Rational(3, 2)!), ("¾ cup sugar", Rational(3, 4)!),
        ("1 and 1/2 cups milk", Rational(3, 2)!), ("1 e 1/2 xícara de óleo", Rational(3, 2)!), ("1 y ½ taza", Rational(3, 2)!),
        ("1.5 l water", Rational(3, 2)!), ("1,5 tl vanille-extract", Rational(3, 2)!), ("3 eggs", Rational(3)),
    ])
    func parse_readsIntegersDecimalsAndUnicodeFractions(text: String, amount: Rational) {
        #expect(line(text).measure?.quantity == .exact(amount))
    }

    @Test(arguments: ["2–3 eggs", "2-3 eggs", "2 to 3 eggs", "2 bis 3 Eier", "2 à 3 œufs", "2 a 3 huevos"])
    func parse_readsRanges(text: String) {
        #expect(line(text).measure?.quantity == .range(2, 3))
        #expect(line(text).measure?.unit == nil)
    }

    @Test(arguments: [
        ("2 tbsp olive oil", "tablespoon"), ("1 teaspoon salt", "teaspoon"), ("250g pork mince", "gram"),
        ("4 oz. butter", "ounce"), ("2 lbs potatoes", "pound"), ("1 pinch salt", "pinch"), ("2 cloves garlic", "clove"),
        ("2 EL Zitronensaft", "tablespoon"), ("1 TL Salz", "teaspoon"), ("1 Prise Salz", "pinch"), ("2 Zehen Knoblauch", "clove"),
        ("2 c. à s. d'huile", "tablespoon"), ("1 c. à c. de sel", "teaspoon"), ("20 cl de vin blanc", "centilitre"),
        ("4 gousses d’ail", "clove"), ("2 cucharadas de aceite", "tablespoon"), ("1 cucharadita de sal", "teaspoon"),
        ("1/2 litro de agua", "litre"), ("500 gr de calabaza", "gram"), ("1 diente de ajo", "clove"),
        ("2 cucchiai di olio", "tablespoon"), ("1 spicchio d'aglio", "clove"), ("1 pizzico di sale", "pinch"),
        ("2 xícaras (chá) de farinha", "cup"), ("1 colher de sopa de manteiga", "tablespoon"), ("2 dentes de alho", "clove"),
        ("1 eetlepel olie", "tablespoon"), ("2 teentjes knoflook", "clove"), ("500 gram gehakt", "gram"),
        ("125 克 细砂糖", "gram"), ("⅛ 茶匙 细盐", "teaspoon"), ("4 个 蛋 (A级)", "piece"), ("200 毫升 水", "millilitre"),
        ("牛乳 200cc", "millilitre"), ("ベーコン 2枚", "piece"), ("ごぼう 80g", "gram"),
    ])
    func parse_readsUnits_inEveryLanguage(text: String, unit: String) {
        #expect(line(text).measure?.unit?.name == unit)
        #expect(line(text).text == text)
    }

    @Test func parse_readsJapaneseUnitBeforeNumber_inTablespoonOneAndAHalf() {
        let parsed = line("♥カレー粉 大さじ1と1/2")
        #expect(parsed.measure?.unitComesFirst == true)
        #expect(parsed.measure?.unit?.name == "tablespoon")
        #expect(parsed.measure?.quantity == .exact(Rational(3, 2)!))
        #expect(parsed.rest == "♥カレー粉")
    }

    @Test func parse_readsJapaneseCup_asTwoHundredMillilitres() {
        let parsed = line("水 カップ1")
        #expect(parsed.measure?.unit?.baseFactor == 200)
    }

    @Test func parse_readsQuantityWithoutUnit_inLargeEggsBeaten() {
        let parsed = line("2 large eggs, beaten")
        #expect(parsed.measure?.quantity == .exact(2))
        #expect(parsed.measure?.unit == nil)
        #expect(parsed.rest == "large eggs, beaten")
    }

    @Test func parse_readsQuantityAfterListMark_inDashThreeHundredGrams() {
        let parsed = line("- 300 g d'emmental")
        #expect(parsed.measure?.quantity == .exact(300))
        #expect(parsed.leading == "- ")
        #expect(parsed.rest == "- d'emmental")
    }

    @Test(arguments: [("bloem 200gr", Rational(200), "bloem"), ("eieren 2", Rational(2), "eieren"), ("vanille-extract 1,5tl", Rational(3, 2)!, "vanille-extract")])
    func parse_readsQuantityEndingTheLine_afterTheName(text: String, amount: Rational, rest: String) {
        #expect(line(text).measure?.quantity == .exact(amount))
        #expect(line(text).rest == rest)
    }

    @Test func parse_keepsNumberInsideTheName_whole_whenTextFollows() {
        #expect(line("Flour type 405 for dusting").measure == nil)
    }

    @Test(arguments: ["Salt to taste", "Kosher salt", "3rd shelf", "100% juice", "сыр пармезан - 75 г", ""])
    func parse_keepsLineWithoutQuantity_whole(text: String) {
        #expect(line(text).measure == nil)
        #expect(line(text).rest == text.trimmingCharacters(in: .whitespaces))
    }

    @Test(arguments: [
        "1 1/2 cups/190 grams unbleached all-purpose flour (see Tip)", "  2 eggs ", "1 15.5 -Ounce Can Chickpeas",
        "1 bone-in whole ham (11-13 lbs.)", "♥バター 大さじ2+大さじ3(60g)", "玉ねぎ 1/4個(50g)", "Salt to taste",
        "1 kl. Bund Petersilie", "0.5 L de bouillon de boeuf", "1 cup + 2 tablespoons water (280ml)",
    ])
    func parse_thenText_givesBackTheLineExactly(text: String) {
        #expect(line(text).text == text)
    }

    @Test func parse_readsTheFirstAmount_inUnitBeforeNumberRepeated() {
        let parsed = line("♥バター 大さじ2+大さじ3(60g)")
        #expect(parsed.measure?.quantity == .exact(2))
        #expect(parsed.trailing == "+大さじ3(60g)")
    }
}

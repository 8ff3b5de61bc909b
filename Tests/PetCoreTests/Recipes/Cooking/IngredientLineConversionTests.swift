import Testing
@testable import PetCore

/// Ingredient lines converted between metric and US customary units: volume to volume,
/// weight to weight, written as cooks write them.
@Suite("Ingredient line conversion")
struct IngredientLineConversionTests {
    private func shown(_ text: String, by factor: Rational = 1, in system: MeasurementSystem) -> String {
        IngredientLine.parse(text).displayed(scaledBy: factor, in: system)
    }

    @Test(arguments: [
        ("1 cup flour", "240 ml flour"),
        ("1 ½ cups milk", "360 ml milk"),
        ("⅓ cup honey", "80 ml honey"),
        ("5 cups stock", "1.2 l stock"),
        ("8 oz cream cheese", "225 g cream cheese"),
        ("1 lb ground turkey", "455 g ground turkey"),
        ("3 lbs pumpkin", "1.4 kg pumpkin"),
        ("2 to 3 cups water", "480 to 720 ml water"),
        ("カップ1 水", "200 ml 水"),
    ])
    func metric_convertsCustomaryVolumeAndWeight(text: String, expected: String) {
        #expect(shown(text, in: .metric) == expected)
    }

    @Test(arguments: [
        ("250 ml milk", "1 cup milk"),
        ("100 g butter", "3 ½ oz butter"),
        ("500 g flour", "1 ⅛ lb flour"),
        ("1 kg carrots", "2 ¼ lb carrots"),
        ("30 ml oil", "2 tbsp oil"),
        ("10 ml vanilla", "2 tsp vanilla"),
        ("1,5 l Wasser", "6 ¼ cups Wasser"),
        ("100g Mehl", "3 ½ oz Mehl"),
    ])
    func usCustomary_convertsMetricVolumeAndWeight(text: String, expected: String) {
        #expect(shown(text, in: .usCustomary) == expected)
    }

    @Test(arguments: ["1 tbsp honey", "2 tsp salt", "大さじ1 醤油", "2 cloves garlic", "1 egg", "Salt to taste", "1 Prise Salz"])
    func spoonsAndCountedUnits_stayAsWritten_inEverySystem(text: String) {
        for system in MeasurementSystem.allCases {
            #expect(shown(text, in: system) == text)
        }
    }

    @Test func unitsAlreadyInTheSystem_areOnlyScaled() {
        #expect(shown("100 g butter", by: 2, in: .metric) == "200 g butter")
        #expect(shown("1 cup flour", by: 2, in: .usCustomary) == "2 cups flour")
        #expect(shown("1 cup flour", by: 2, in: .asWritten) == "2 cups flour")
    }

    @Test func conversion_appliesTheScaleFirst() {
        #expect(shown("1 cup flour", by: Rational(1, 2)!, in: .metric) == "120 ml flour")
        #expect(shown("200 g oats", by: 3, in: .usCustomary) == "1 ⅓ lb oats")
    }

    @Test func decimalComma_ofTheLine_isKept_inMetric() {
        #expect(shown("1,5 cups melk", in: .metric) == "360 ml melk")
        #expect(shown("0,25 cup olie", in: .metric) == "60 ml olie")
        #expect(shown("0,03 cup olie", in: .metric) == "7,2 ml olie")
    }

    // MARK: Amounts a cook would write

    @Test(arguments: [
        ("2 quarts chicken stock", "1.9 l chicken stock"),
        ("1 pint cream", "475 ml cream"),
        ("8 fl oz milk", "235 ml milk"),
        ("1 gallon water", "3.8 l water"),
        ("1 cup (4 oz) cheese", "240 ml (115 g) cheese"),
        ("1 lb 4 oz beef", "565 g beef"),
        ("1 (28 ounce) can tomatoes", "1 (795 g) can tomatoes"),
    ])
    func metric_convertsUSLiquidMeasures_bracketedAmounts_andCompoundAmounts(text: String, expected: String) {
        #expect(shown(text, in: .metric) == expected)
    }

    @Test func usCustomary_keepsUSLiquidMeasures_andConvertsAnAmountInBrackets() {
        #expect(shown("2 quarts stock", in: .usCustomary) == "2 quarts stock")
        #expect(shown("1 cup (240 ml) milk", by: 2, in: .usCustomary) == "2 cups (2 cups) milk")
    }
}

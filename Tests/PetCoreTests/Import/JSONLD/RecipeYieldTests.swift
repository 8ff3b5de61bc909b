import Testing
@testable import PetCore

@Suite("Recipe yields")
struct RecipeYieldTests {
    static let readable: [(String, Int)] = [
        ("8", 8),
        ("2.5", 3),
        ("\"Serves 8\"", 8),
        ("\"24 cookies\"", 24),
        ("\"4 persons\"", 4),
        ("\"1.25 cups\"", 1),
        ("[8, \"Serves 8\"]", 8),
        ("[\"20\", \"2 pies\"]", 2),
        ("\"Serves 2 to 4\"", 2),
        ("\"10-15 porcií\"", 10),
        ("[\"a dozen\", \"12\"]", 12),
        ("{\"@type\": \"QuantitativeValue\", \"value\": 8, \"unitCode\": \"IE\"}", 8),
        ("{\"@type\": \"QuantitativeValue\", \"value\": \"6\", \"unitText\": \"személyre\"}", 6),
    ]

    @Test func wording_keepsRangeAndUnit_whenPageGivesServes2to4() throws {
        #expect(RecipeYield.wording(try jsonValue(#""Serves 2 to 4""#)) == "Serves 2 to 4")
        #expect(RecipeYield.wording(try jsonValue(#"["24", "Serves 24-30"]"#)) == "Serves 24-30")
        #expect(RecipeYield.wording(try jsonValue(#""32 cookies ""#)) == "32 cookies")
        #expect(RecipeYield.wording(try jsonValue(#""4人分""#)) == "4人分")
    }

    @Test func wording_isNil_forABareNumber() throws {
        #expect(RecipeYield.wording(try jsonValue("8")) == nil)
        #expect(RecipeYield.wording(try jsonValue(#""12""#)) == nil)
        #expect(RecipeYield.wording(try jsonValue(#"["4", "4"]"#)) == nil)
    }

    @Test func wording_ofAQuantitativeValue_isItsValueAndUnit() throws {
        let json = #"{"@type": "QuantitativeValue", "value": 6, "unitText": "személyre"}"#
        #expect(RecipeYield.wording(try jsonValue(json)) == "6 személyre")
    }

    @Test func quantitativeValueRange_countsFromItsLowerEnd_andIsWordedWithBothEnds() throws {
        let servings = try jsonValue(#"{"@type": "QuantitativeValue", "minValue": 4, "maxValue": 6, "unitText": "servings"}"#)
        #expect(RecipeYield.count(servings) == .value(4))
        #expect(RecipeYield.wording(servings) == "4–6 servings")
        let bare = try jsonValue(#"{"@type": "QuantitativeValue", "minValue": "10", "maxValue": "12"}"#)
        #expect(RecipeYield.count(bare) == .value(10))
        #expect(RecipeYield.wording(bare) == "10–12")
        let same = try jsonValue(#"{"@type": "QuantitativeValue", "minValue": 8, "maxValue": 8}"#)
        #expect(RecipeYield.wording(same) == nil)
    }

    @Test(arguments: readable)
    func yield_isReadAsACount(_ json: String, _ count: Int) throws {
        #expect(RecipeYield.count(try jsonValue(json)) == .value(count))
    }

    static let unreadable: [(String, String)] = [
        ("\"a few\"", "a few"),
        ("\"0\"", "0"),
        ("0", "0"),
        ("-3", "-3"),
        ("[\"lots\"]", "lots"),
        ("1e9", "1000000000"),
    ]

    @Test(arguments: unreadable)
    func yield_withoutAUsableNumber_isUnreadable(_ json: String, _ found: String) throws {
        #expect(RecipeYield.count(try jsonValue(json)) == .unreadable(found: found))
    }

    @Test func missingYield_isAbsent() throws {
        #expect(RecipeYield.count(nil) == .absent)
        #expect(RecipeYield.count(try jsonValue("[]")) == .absent)
    }
}

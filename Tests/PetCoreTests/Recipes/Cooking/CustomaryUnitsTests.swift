import Testing
@testable import PetCore

/// Which pint a recipe means: the imperial one where its language tag names a region that
/// measured in imperial units, the US one everywhere else and when no region is given.
@Suite("Customary units")
struct CustomaryUnitsTests {
    @Test(arguments: ["en-GB", "en-IE", "ga-IE", "en-CA", "fr-CA", "en-AU", "en-NZ"])
    func regionsOfTheImperialSystem_meanImperialMeasures(tag: String) {
        #expect(CustomaryUnits(language: LanguageTag(tag)) == .imperial)
    }

    @Test(arguments: ["en", "en-US", "es-US", "en-IN", "de-DE", "zh-Hant-TW"])
    func everyOtherTag_meansUSMeasures(tag: String) {
        #expect(CustomaryUnits(language: LanguageTag(tag)) == .us)
    }

    @Test func noTag_meansUSMeasures() {
        #expect(CustomaryUnits(language: nil) == .us)
    }

    private func shown(_ text: String, by factor: Rational = 1, in system: MeasurementSystem, units: CustomaryUnits) -> String {
        IngredientLine.parse(text, units: units).displayed(scaledBy: factor, in: system)
    }

    @Test(arguments: [
        ("1 pint milk", "570 ml milk", "475 ml milk"),
        ("2 quarts stock", "2.3 l stock", "1.9 l stock"),
        ("1 gallon water", "4.5 l water", "3.8 l water"),
        ("10 fl oz cream", "285 ml cream", "295 ml cream"),
        ("½ pint (10 fl oz) double cream", "285 ml (285 ml) double cream", "235 ml (295 ml) double cream"),
        ("1 pint 4 fl oz milk", "680 ml milk", "590 ml milk"),
    ])
    func metric_sizesTheLiquidMeasures_asTheRecipeMeansThem(text: String, imperial: String, us: String) {
        #expect(shown(text, in: .metric, units: .imperial) == imperial)
        #expect(shown(text, in: .metric, units: .us) == us)
    }

    @Test func usCustomary_convertsAnImperialPint_intoUSCups_andKeepsAUSPint() {
        #expect(shown("1 pint milk", in: .usCustomary, units: .imperial) == "2 ⅜ cups milk")
        #expect(shown("1 pint milk", in: .usCustomary, units: .us) == "1 pint milk")
    }

    @Test func asWritten_anImperialPint_isScaledAsWritten() {
        #expect(shown("1 pint milk", by: 2, in: .asWritten, units: .imperial) == "2 pints milk")
        #expect(IngredientLine.parse("1 pint milk", units: .imperial).scaled(by: 3) == "3 pints milk")
    }

    @Test func otherUnits_areTheSameInBothMeasures() {
        for text in ["1 cup flour", "100 g butter", "2 tbsp honey", "1 lb beef"] {
            #expect(shown(text, in: .metric, units: .imperial) == shown(text, in: .metric, units: .us), "\(text)")
        }
    }
}

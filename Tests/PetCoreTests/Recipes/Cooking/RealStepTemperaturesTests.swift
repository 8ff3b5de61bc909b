import Testing
@testable import PetCore

/// The temperatures in the steps of the saved recipe pages in
/// `../shared/testdata/recipes-jsonld`, as the importer reads them.
@Suite("Real step temperatures", .enabled(if: ImportTestData.isAvailable, "needs ../shared/testdata (not in the repository)"))
struct RealStepTemperaturesTests {
    private static func steps() throws -> [String] {
        try RealRecipePages.pages().flatMap(\.directions)
    }

    /// 46 temperatures, counted by reading every imported step: 26 in English, 5 Dutch, 3
    /// Portuguese, 2 French, 2 Turkish, 2 Spanish (“100ºC”, steps read from under a
    /// page's heading), and one each in German, Italian, Danish, Hungarian, Russian and
    /// Polish (“200 stopni C”). Left out on purpose, as they name no scale: “350°” (twice)
    /// and “450°” in English, “375 degrees” and “325 degrees”, and the Thermomix “100°” (twice).
    @Test func find_findsEveryTemperatureWithItsScale_inImportedSteps() throws {
        #expect(try Self.steps().map { StepTemperature.find(in: $0).count }.reduce(0, +) == 46)
    }

    @Test(arguments: [
        ("seriouseats.com__seriouseats", "For the Dough", ["65 and 70°F=65...70 fahrenheit", "18 and 21°C=18...21 celsius"]),
        ("recipeland.com__recipeland_1", "Preheat oven", ["350℉=350...350 fahrenheit", "180℃=180...180 celsius"]),
        ("24kitchen.nl__twentyfourkitchen_2", "Breng de bbq", ["280 á 290 ºC=280...290 celsius"]),
        ("aberlehome.com__aberlehome", "warm place", ["75°-78°F=75...78 fahrenheit"]),
        ("editions-larousse.fr__editionslarousse_2", "Préchauffez", ["200C°=200...200 celsius"]),
        ("cook-talk.com__cooktalk_1", "Разогреть", ["190 градусов С=190...190 celsius"]),
        ("sobors.hu__sobors", "A piskótát simítsuk", ["180 fokosra=180...180 celsius"]),
        ("yemek.com__yemek", "Fırını", ["200 dereceye=200...200 celsius"]),
        ("fifteenspatulas.com__fifteenspatulas_1", "orange zest cream over", ["180F=180...180 fahrenheit"]),
    ])
    func find_readsImportedStep(page name: String, stepStart: String, expected: [String]) throws {
        let page = try #require(try RealRecipePages.pages().first { $0.name == name })
        let step = try #require(page.directions.first { $0.contains(stepStart) })
        let found = StepTemperature.find(in: step).map { "\($0.text)=\(Int($0.degrees.lowerBound))...\(Int($0.degrees.upperBound)) \($0.scale)" }
        #expect(found == expected)
    }

    /// Converted to either scale, every step has its temperatures in that scale, but for
    /// those given with their equivalent (“350°F (175°C)”), which stay as written; a step
    /// without temperatures is unchanged.
    @Test(arguments: [TemperatureScale.celsius, .fahrenheit])
    func converting_leavesOnlyTheScale_inEveryImportedStep(scale: TemperatureScale) throws {
        var pairs = 0
        for step in try Self.steps() {
            let converted = StepTemperature.converting(step, to: scale)
            let found = StepTemperature.find(in: converted)
            let bothScales = Set(found.map(\.scale)).count == 2
            if bothScales { pairs += 1 }
            #expect(bothScales || found.allSatisfy { $0.scale == scale }, "\(converted)")
            #expect(StepTemperature.find(in: converted).count == StepTemperature.find(in: step).count, "\(converted)")
            if StepTemperature.find(in: step).isEmpty || bothScales { #expect(converted == step) }
        }
        #expect(pairs == 5, "steps giving a temperature in both scales, read on the pages")
    }

    @Test func converting_writesTheChefkochOvenInFahrenheit() throws {
        let page = try #require(try RealRecipePages.pages().first { $0.name == "chefkoch.de__chefkoch" })
        let step = try #require(page.directions.first { $0.contains("Umluft") })
        #expect(StepTemperature.converting(step, to: .fahrenheit).contains("30 Minuten (Umluft 355 °F) backen"))
    }
}

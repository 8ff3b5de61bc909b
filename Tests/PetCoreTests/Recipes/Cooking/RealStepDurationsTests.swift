import Testing
@testable import PetCore

/// The durations in the steps of the saved recipe pages in `../shared/testdata/recipes-jsonld`,
/// as the importer reads them; and, for the pages whose steps only their visible HTML holds
/// (Polish, Greek, Chinese, one Spanish and one English page), as recipe-scrapers read them
/// (the importer now reads the Polish, Spanish and English ones from the page too).
@Suite("Real step durations", .enabled(if: ImportTestData.isAvailable, "needs ../shared/testdata (not in the repository)"))
struct RealStepDurationsTests {
    /// Pages whose steps the importer does not read (no structured steps), with their language.
    private static let scrapedPages = [
        ("kwestiasmaku.com__kwestiasmaku", "pl"), ("argiro.gr__argiro_1", "el"), ("mykitchen101.com__mykitchen101", "zh"),
        ("hogarmania.com__hogarmania_1", "es"), ("alittlebityummy.com__alittlebityummy_1", "en"),
    ]

    /// Per language: the steps, the steps with a duration and the durations found, all
    /// checked by reading every step. Imported steps: English (sunset.com declares no
    /// language) 191 steps, 74 with a duration, 100 durations; German 13/8/8; Dutch 26/7/8;
    /// French 21/6/6; Portuguese 19/8/8; Spanish 15/9/9; Italian 5/1/1; Danish 9/2/2;
    /// Hungarian 7/1/1; Slovak 5/2/2; Turkish 7/4/5; Russian 4/1/1; Japanese 12/4/5; Polish
    /// 4/1/1 (English, Spanish and Polish include the steps read from under the pages'
    /// headings: 8/4/4, 11/5/5 and 4/1/1). Steps
    /// read by recipe-scrapers: Polish 4/1/1, Greek 10/2/2, Chinese 10/2/2, Spanish 14/5/5,
    /// English 8/4/4. Missed on reading: none with a number; only wordings without one
    /// (“a further minute”, “a few minutes”, “several hours”, “qualche minuto”, “een paar
    /// minuten”, “overnight”).
    private static let expectedCounts: [String: [Int]] = [
        "en": [191, 74, 100], "de": [13, 8, 8], "nl": [26, 7, 8], "fr": [21, 6, 6], "pt": [19, 8, 8], "es": [15, 9, 9],
        "it": [5, 1, 1], "da": [9, 2, 2], "hu": [7, 1, 1], "sk": [5, 2, 2], "tr": [7, 4, 5], "ru": [4, 1, 1], "ja": [12, 4, 5],
        "pl": [4, 1, 1],
    ]
    private static let expectedScrapedCounts: [String: [Int]] = [
        "pl": [4, 1, 1], "el": [10, 2, 2], "zh": [10, 2, 2], "es": [14, 5, 5], "en": [8, 4, 4],
    ]

    /// The steps of every imported page by language, a page without one counted as English.
    private static func importedSteps() throws -> [String: [String]] {
        try RealRecipePages.pages().reduce(into: [:]) { steps, page in steps[page.language ?? "en", default: []] += page.directions }
    }

    private static func scrapedSteps() throws -> [String: [String]] {
        try scrapedPages.reduce(into: [:]) { steps, page in
            steps[page.1, default: []] += try RealRecipePages.scrapedDirections(of: page.0)
        }
    }

    /// The step count, steps with a duration and durations of each language.
    private static func counts(_ steps: [String: [String]]) -> [String: [Int]] {
        steps.mapValues { steps in
            let found = steps.map(StepDuration.find(in:))
            return [steps.count, found.filter { !$0.isEmpty }.count, found.joined().count]
        }.filter { $0.value[0] > 0 }
    }

    @Test func find_countsDurations_perLanguage_asCountedByReading() throws {
        #expect(Self.counts(try Self.importedSteps()) == Self.expectedCounts)
        #expect(Self.counts(try Self.scrapedSteps()) == Self.expectedScrapedCounts)
    }

    @Test(arguments: [
        ("chefkoch.de__chefkoch", "Auf der unteren Schiene", ["30 Minuten=1800...1800"]),
        ("chefkoch.de__chefkoch", "Die Fleischbrühe erhitzen", ["10 - 15 Minuten=600...900"]),
        ("rezeptwelt.de__rezeptwelt", "Nudeln zugeben", ["8-10Min=480...600"]),
        ("cookpad.com__cookpad", "カレー粉", ["3分=180...180"]),
        ("cookpad.com__cookpad", "沸騰したら", ["10分=600...600"]),
        ("delishkitchen.tv__delishkitchen_2", "鍋にバター", ["3分=180...180", "7分=420...420"]),
        ("editions-larousse.fr__editionslarousse_2", "Enfournez", ["6 à 8 minutes=360...480"]),
        ("grandfrais.com__grandfrais", "laissez cuire", ["1h=3600...3600"]),
        ("kookjij.nl__kookjij_1", "Overgiet het geheel", ["45 tot 60 minuten=2700...3600"]),
        ("sobors.hu__sobors", "A piskótát simítsuk", ["10-15 perc=600...900"]),
        ("alexandracooks.com__alexandracooks_2", "For this recipe", [
            "10 minutes=600...600", "30 minutes=1800...1800", "30 minutes=1800...1800", "1 hour and 45 minutes=6300...6300",
            "30 minutes=1800...1800",
        ]),
        ("blueapron.com__blueapron", "3 Cook & slice the eggs", ["9 minutes=540...540", "30 seconds to 1 minute=30...60"]),
        ("tasteofhome.com__tasteofhome_2", "In a large skillet", ["three to four minutes=180...240"]),
    ])
    func find_readsImportedStep(page name: String, stepStart: String, expected: [String]) throws {
        let page = try #require(try RealRecipePages.pages().first { $0.name == name })
        let step = try #require(page.directions.first { $0.contains(stepStart) })
        #expect(StepDuration.find(in: step).map { "\($0.text)=\($0.seconds.lowerBound)...\($0.seconds.upperBound)" } == expected)
    }

    @Test(arguments: [
        ("kwestiasmaku.com__kwestiasmaku", "Wstawić do nagrzanego", ["30 minut=1800...1800"]),
        ("argiro.gr__argiro_1", "Πασπαλίζουμε", ["12-14 λεπτά=720...840"]),
        ("mykitchen101.com__mykitchen101", "烘烤", ["20-22分钟=1200...1320"]),
        ("hogarmania.com__hogarmania_1", "Trocea durante", ["4 segundos=4...4"]),
    ])
    func find_readsScrapedStep(page name: String, stepStart: String, expected: [String]) throws {
        let step = try #require(try RealRecipePages.scrapedDirections(of: name).first { $0.contains(stepStart) })
        #expect(StepDuration.find(in: step).map { "\($0.text)=\($0.seconds.lowerBound)...\($0.seconds.upperBound)" } == expected)
    }

    /// Every duration found ends its word, lasts from a second to half a day and is no
    /// temperature; and steps whose numbers are sizes, counts or amounts have none.
    @Test func find_findsNothingThatIsNotADuration() throws {
        let steps = try Array(Self.importedSteps().values.joined()) + Array(Self.scrapedSteps().values.joined())
        for step in steps {
            let temperatures = StepTemperature.find(in: step)
            for duration in StepDuration.find(in: step) {
                #expect(duration.seconds.lowerBound >= 1 && duration.seconds.upperBound <= 12 * 3600, "\(duration.text)")
                let next = step[duration.range.upperBound...].first
                #expect(!(next.map(StepTextScanner.isWordLetter) ?? false), "\(duration.text)")
                #expect(!temperatures.contains { $0.range.overlaps(duration.range) }, "\(duration.text)")
            }
        }
        let withoutDurations = [
            "Roll out dough to 10", "Cut the rectangle into 5 equal rectangles", "Snijd in 9-12 blokjes", "Voeg 1 voor 1 de eieren",
            "ベーコンは1cm幅", "1 EL Butter erhitzen", "Fill a large pot or deep skillet with 1 1/2 - 2 cups", "Day 1: Mix",
            "(up to 2 days)", "for up to 4 weeks",
        ]
        for marker in withoutDurations {
            let step = try #require(steps.first { $0.contains(marker) }, "\(marker)")
            #expect(StepDuration.find(in: step).isEmpty, "\(step)")
        }
    }
}

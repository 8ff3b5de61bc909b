import Foundation
import Testing
@testable import PetCore

/// Every saved page of `../shared/testdata/recipes-jsonld`, checked against
/// recipe-scrapers' expected extraction on title, total minutes, yield, ingredient count
/// and direction count. Where this importer reads a page differently on purpose, the
/// expectation names the field and why; pages with no schema.org Recipe (JSON-LD,
/// microdata or RDFa) must say "No recipe found".
@Suite("Real recipe pages", .enabled(if: ImportTestData.isAvailable, "needs ../shared/testdata (not in the repository)"))
struct RealRecipePagesTests {
    /// A field compared with the expected JSON.
    enum Field: String, Sendable, CaseIterable {
        case title, totalMinutes, yield, ingredientCount, directionCount
    }

    /// Where and why we differ from recipe-scrapers on one page, and which problems we report.
    struct Page: Sendable, CustomTestStringConvertible {
        var name: String
        var differences: [Field: String] = [:]
        var problemFields: [String?] = []
        var testDescription: String { name }
    }

    /// Pages whose structured data has no recipe (no Recipe in JSON-LD, microdata or RDFa):
    /// their only recipe is in their visible HTML, which this importer does not read.
    static let pagesWithoutStructuredRecipe = ["argiro.gr__argiro_1", "mykitchen101.com__mykitchen101"]

    static let pages: [Page] = [
        Page(name: "24kitchen.nl__twentyfourkitchen_2", differences: [
            .directionCount: "the one block of instructions has four short paragraph titles (“Bavette grillen”); we keep them as heading lines",
        ]),
        Page(name: "aberlehome.com__aberlehome"),
        Page(name: "addapinch.com__addapinch_1"),
        Page(name: "alexandracooks.com__alexandracooks_2"),
        Page(name: "alittlebityummy.com__alittlebityummy_1", differences: [
            .totalMinutes: "totalTime is PT00H00M00S, less than prep and cook, so ignored; prep PT10H and cook PT30H are hours in ISO 8601 (2400 min), minutes to recipe-scrapers",
            .ingredientCount: "the page's structured data has no ingredients (its JSON-LD recipeIngredient is empty), and the page shows them in a layout of its own (no list, table or recipe-card plugin under “Ingredients”); recipe-scrapers reads that site's HTML. Its steps come from the list under “Method”",
        ], problemFields: ["recipeIngredient", "recipeInstructions", "totalTime"]),
        Page(name: "bbcgoodfood.com__bbcgoodfood_1"),
        Page(name: "blueapron.com__blueapron"),
        Page(name: "budgetbytes.com__budgetbytes_groups"),
        Page(name: "cafedelites.com__cafedelites_1"),
        Page(name: "chefkoch.de__chefkoch"),
        Page(name: "coleycooks.com__coleycooks_2"),
        Page(name: "comidinhasdochef.com__comidinhasdochef_2"),
        Page(name: "cook-talk.com__cooktalk_1"),
        Page(name: "cookfastrecipes.com__cookfastrecipes_1"),
        Page(name: "cooking.nytimes.com__nytimes", differences: [
            .yield: "recipeYield is “5 cups (about 120 to 160 crackers)”: the count is its first number, the wording is kept",
        ]),
        Page(name: "cookpad.com__cookpad"),
        Page(name: "delishkitchen.tv__delishkitchen_2"),
        Page(name: "editions-larousse.fr__editionslarousse_2", differences: [
            .ingredientCount: "the page's structured data has no ingredients: recipeIngredient holds only the five group names; recipe-scrapers reads the HTML",
            .directionCount: "each HowToStep's name titles its paragraphs (“Biscuit Joconde”); we keep the six titles as heading lines before their 13 steps, recipe-scrapers drops them",
        ]),
        Page(name: "epicurious.com__epicurious"),
        Page(name: "farmhouseonboone.com__farmhouseonboone_2"),
        Page(name: "fifteenspatulas.com__fifteenspatulas_1"),
        Page(name: "grandfrais.com__grandfrais", differences: [
            .totalMinutes: "the page's structured data has no time: the times are only visible text (“Cuisson 1h10”)",
        ]),
        Page(name: "hogarmania.com__hogarmania_1", differences: [
            .directionCount: "the page's structured data has no steps: we read the paragraphs under its heading “Elaboración de la crema…” up to the next heading, 11 steps (the tip below the photo among them) and two headings (paragraphs ending in a colon); recipe-scrapers also takes the photo's name as a step",
        ], problemFields: ["recipeInstructions"]),
        Page(name: "jennycancook.com__jennycancook_1"),
        Page(name: "kookjij.nl__kookjij_1"),
        Page(name: "kwestiasmaku.com__kwestiasmaku", differences: [
            .yield: "the page's structured data has no yield: its microdata Recipe has a name, image, description and rating only; recipe-scrapers reads the visible HTML",
        ], problemFields: ["recipeIngredient", "recipeInstructions"]),
        Page(name: "madame.lefigaro.fr__madamelefigaro_aubergines", problemFields: ["cookTime"]),
        Page(name: "mundodereceitasbimby.com.pt__mundodereceitasbimby_1"),
        Page(name: "recipeland.com__recipeland_1"),
        Page(name: "relish.com__relish"),
        Page(name: "rezeptwelt.de__rezeptwelt"),
        Page(name: "seriouseats.com__seriouseats"),
        Page(name: "sobors.hu__sobors"),
        Page(name: "sundpaabudget.dk__sundpaabudget_2"),
        Page(name: "sunset.com__sunset_1", differences: [
            .yield: "“Serves 10 to 12”: the count is the first of the range (10), the wording is kept; recipe-scrapers takes 12",
            .directionCount: "recipe-scrapers adds each HowToStep's name (“Step 1”) as a line; a name that only numbers its step is no title to us",
        ]),
        Page(name: "tasteofhome.com__tasteofhome_2"),
        Page(name: "thehappyfoodie.co.uk__thehappyfoodie_1", differences: [
            .yield: "“Serves 4-6”: the count is the first of the range (4), the wording is kept; recipe-scrapers takes 6",
        ], problemFields: ["recipeIngredient"]),
        Page(name: "uitpaulineskeuken.nl__uitpaulineskeukennl_2", differences: [
            .yield: "“10-12 blondies”: the count is the first of the range (10), the wording is kept; recipe-scrapers takes 12",
            .directionCount: "the first HowToStep is the label “Zo maak je het:”, which we keep as written; recipe-scrapers drops it",
        ]),
        Page(name: "varecha.pravda.sk__varechapravdask_1", differences: [
            .yield: "“10-15 porcií”: the count is the first of the range (10), the wording is kept; recipe-scrapers takes 15",
        ]),
        Page(name: "vegolosi.it__vegolosi", differences: [
            .title: "the JSON-LD name is “Bocconcini tofu e piselli…”; recipe-scrapers takes the page's heading",
        ]),
        Page(name: "velocidadcuchara.com__velocidadcuchara_1"),
        Page(name: "yemek.com__yemek"),
    ]

    /// Our value and recipe-scrapers' for each field of `page`, as text.
    static func comparison(of name: String) throws -> (ours: [Field: String], theirs: [Field: String], result: ImportResult<Recipe>) {
        let html = try ImportTestData.data("recipes-jsonld/\(name).testhtml")
        let expected = try #require(
            try JSONSerialization.jsonObject(with: ImportTestData.data("recipes-jsonld/\(name).expected.json")) as? [String: Any])
        let result = try RecipeJSONLDImporter().recipes(in: html, fileName: "\(name).testhtml")
        let recipe = try #require(result.records.first)
        let parts = [recipe.prepMinutes, recipe.cookMinutes].compactMap { $0 }
        let total = recipe.totalMinutes ?? (parts.isEmpty ? nil : parts.reduce(0, +))
        let ours: [Field: String] = [
            .title: recipe.name, .totalMinutes: total.map(String.init) ?? "–", .yield: recipe.yield.map(String.init) ?? "–",
            .ingredientCount: String(recipe.ingredients.count { !Recipe.isHeading($0) }),
            .directionCount: String(recipe.directions.count),
        ]
        let theirs: [Field: String] = [
            .title: expected["title"] as? String ?? "–",
            .totalMinutes: (expected["total_time"] as? Int).map(String.init) ?? "–",
            .yield: (expected["yields"] as? String).map { String($0.prefix { $0.isNumber }) }.flatMap { $0.isEmpty ? nil : $0 } ?? "–",
            .ingredientCount: String((expected["ingredients"] as? [Any])?.count ?? 0),
            .directionCount: String((expected["instructions_list"] as? [Any])?.count ?? 0),
        ]
        return (ours, theirs, result)
    }

    @Test(arguments: pages)
    func page_matchesExpectedExtraction_orDocumentsWhyNot(_ page: Page) throws {
        let (ours, theirs, result) = try Self.comparison(of: page.name)

        #expect(result.records.count == 1)
        for field in Field.allCases {
            if let because = page.differences[field] {
                #expect(ours[field] != theirs[field], "\(field): the documented difference is stale (\(because))")
            } else {
                #expect(ours[field] == theirs[field], "\(field)")
            }
        }
        #expect(result.problems.map(\.field) == page.problemFields)
    }

    @Test func everyPageInTheFolder_isListed() throws {
        let names = try ImportTestData.recipePages().map { $0.deletingPathExtension().lastPathComponent }
        #expect(Set(names) == Set(Self.pages.map(\.name) + Self.pagesWithoutStructuredRecipe))
    }

    @Test(arguments: pagesWithoutStructuredRecipe)
    func pageWithoutStructuredRecipe_saysNoRecipeFound(_ name: String) throws {
        let html = try ImportTestData.data("recipes-jsonld/\(name).testhtml")
        #expect {
            try RecipeJSONLDImporter().recipes(in: html, fileName: "page.testhtml")
        } throws: { error in
            (error as? ImportError)?.message.hasPrefix("No recipe found in page.testhtml") == true
        }
    }

    /// How many of the 42 pages with a structured recipe agree with recipe-scrapers on
    /// each field: title 97.6 %, total time 95.2 %, yield 85.7 %, ingredients 95.2 %,
    /// directions 88.0 % (before reading what the pages show for parts their structured
    /// data lacks: 90.4 % and 83.3 %). Every miss is a page's documented difference above.
    static let agreeingPages: [Field: Int] = [.title: 41, .totalMinutes: 40, .yield: 36, .ingredientCount: 40, .directionCount: 37]

    /// The agreement with recipe-scrapers per field over the pages with a structured
    /// recipe, deliberate differences counted as misses; written to the test log.
    @Test func agreementTable_perField() throws {
        var agreements: [Field: Int] = [:]
        var yieldsInOurWording = 0
        for page in Self.pages {
            let (ours, theirs, result) = try Self.comparison(of: page.name)
            for field in Field.allCases where ours[field] == theirs[field] { agreements[field, default: 0] += 1 }
            let wording = result.records.first?.yieldText ?? ours[.yield] ?? ""
            let numbers = wording.split { !$0.isNumber }.map(String.init)
            if numbers.contains(theirs[.yield] ?? "") || ours[.yield] == theirs[.yield] { yieldsInOurWording += 1 }
        }
        let rows = Field.allCases.map { field in
            let agreed = agreements[field] ?? 0
            let percent = Double(agreed * 1000 / Self.pages.count) / 10
            return "\(field.rawValue.padding(toLength: 16, withPad: " ", startingAt: 0)) \(agreed)/\(Self.pages.count)  \(percent)%"
        }
        let wordingRow = "yield in wording \(yieldsInOurWording)/\(Self.pages.count)  (their number is one of our yield text's)"
        print((["Agreement with recipe-scrapers on \(Self.pages.count) pages with a structured recipe:"] + rows + [wordingRow])
            .joined(separator: "\n"))
        #expect(agreements == Self.agreeingPages)
    }

    /// Pages the importer was never tuned on (the folder grows) may hold no recipe it can
    /// read, but none may crash it or fail with anything but an ``ImportError``.
    @Test func everyPageInTheFolder_givesRecipesOrAnImportError() throws {
        for url in try ImportTestData.recipePages() {
            do {
                let result = try RecipeJSONLDImporter().recipes(in: Data(contentsOf: url), fileName: url.lastPathComponent)
                #expect(!result.records.isEmpty, "\(url.lastPathComponent)")
            } catch {
                #expect(error is ImportError, "\(url.lastPathComponent): \(error)")
            }
        }
    }

    /// A recipe's language: its `inLanguage`, else its page's (the JSON-LD WebPage's
    /// `inLanguage`, as sunset.com's, else `<html lang>`; a British page: its pints are
    /// imperial); none when nothing says (mundodereceitasbimby).
    @Test(arguments: [
        ("thehappyfoodie.co.uk__thehappyfoodie_1", "en-GB"), ("alittlebityummy.com__alittlebityummy_1", "en-NZ"),
        ("aberlehome.com__aberlehome", "en-US"), ("comidinhasdochef.com__comidinhasdochef_2", "pt-BR"),
        ("chefkoch.de__chefkoch", "de"), ("cookpad.com__cookpad", "ja"), ("sunset.com__sunset_1", "en-US"),
        ("mundodereceitasbimby.com.pt__mundodereceitasbimby_1", nil),
    ] as [(String, String?)])
    func recipe_isInTheLanguageItsPageDeclares(_ name: String, tag: String?) throws {
        let (_, _, result) = try Self.comparison(of: name)
        #expect(result.records.first?.language?.description == tag)
    }

    @Test func importingTheSamePageTwice_givesTheSameIDs() throws {
        let html = try ImportTestData.data("recipes-jsonld/bbcgoodfood.com__bbcgoodfood_1.testhtml")

        let first = try RecipeJSONLDImporter().recipes(in: html, fileName: "a.html").records.map(\.id)
        let second = try RecipeJSONLDImporter().recipes(in: html, fileName: "b.html").records.map(\.id)

        #expect(first == second)
        #expect(first.first?.hasPrefix("recipe-") == true)
    }
}

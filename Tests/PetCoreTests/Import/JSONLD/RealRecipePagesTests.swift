import Foundation
import Testing
@testable import PetCore

/// The first 14 saved pages of `../shared/testdata/recipes-jsonld`, checked against
/// recipe-scrapers' expected extraction. Where this importer legitimately reads a page
/// differently, the expectation names the field, our value and why.
@Suite("Real recipe pages", .enabled(if: ImportTestData.isAvailable, "needs ../shared/testdata (not in the repository)"))
struct RealRecipePagesTests {
    /// A field compared with the expected JSON.
    enum Field: String, Sendable {
        case title, totalMinutes, yield, ingredientCount, directionCount
    }

    /// Where and why we differ from recipe-scrapers on one page, and which problems we report.
    struct Page: Sendable, CustomTestStringConvertible {
        var name: String
        var differences: [Field: (ours: Int, because: String)] = [:]
        var problemFields: [String?] = []
        var testDescription: String { name }
    }

    static let pages: [Page] = [
        Page(name: "24kitchen.nl__twentyfourkitchen_2"),
        Page(name: "addapinch.com__addapinch_1", differences: [
            .directionCount: (6, "the HowToSection name “For the chocolate cake:” prefixes its first step instead of being a line"),
        ]),
        Page(name: "alittlebityummy.com__alittlebityummy_1", differences: [
            .totalMinutes: (2400, "the page writes PT10H and PT30H meaning minutes; we read ISO 8601 hours as hours"),
            .ingredientCount: (0, "the page's JSON-LD recipeIngredient is empty; recipe-scrapers reads the HTML"),
            .directionCount: (0, "the page's JSON-LD recipeInstructions is empty; recipe-scrapers reads the HTML"),
        ], problemFields: ["recipeIngredient", "recipeInstructions"]),
        Page(name: "bbcgoodfood.com__bbcgoodfood_1"),
        Page(name: "budgetbytes.com__budgetbytes_groups"),
        Page(name: "comidinhasdochef.com__comidinhasdochef_2", differences: [
            .directionCount: (12, "the two HowToSection names prefix their first steps instead of being lines"),
        ]),
        Page(name: "cooking.nytimes.com__nytimes", differences: [
            .yield: (5, "recipeYield is “5 cups (about 120 to 160 crackers)”: we take the first number"),
        ]),
        Page(name: "hogarmania.com__hogarmania_1", differences: [
            .directionCount: (0, "the page's JSON-LD has no recipeInstructions; recipe-scrapers reads the HTML"),
        ], problemFields: ["recipeInstructions"]),
        Page(name: "madame.lefigaro.fr__madamelefigaro_aubergines", problemFields: ["cookTime"]),
        Page(name: "recipeland.com__recipeland_1"),
        Page(name: "relish.com__relish"),
        Page(name: "seriouseats.com__seriouseats", differences: [
            .totalMinutes: (80, "Recipe keeps prep (20) and cook (60) only; the 120 minutes of chilling are reported as a problem"),
            .yield: (20, "recipeYield is [\"20\", \"2 pies\"]: we take the first element with a number"),
        ], problemFields: ["totalTime"]),
        Page(name: "sobors.hu__sobors", differences: [
            .directionCount: (7, "the header strings “Piskóta:” and “Krém:” prefix the steps after them"),
        ]),
    ]

    @Test(arguments: pages)
    func page_matchesExpectedExtraction_orDocumentsWhyNot(_ page: Page) throws {
        let html = try ImportTestData.data("recipes-jsonld/\(page.name).testhtml")
        let expected = try #require(
            try JSONSerialization.jsonObject(with: ImportTestData.data("recipes-jsonld/\(page.name).expected.json")) as? [String: Any])

        let result = try RecipeJSONLDImporter().recipes(in: html, fileName: "\(page.name).testhtml")

        let recipe = try #require(result.records.first)
        #expect(result.records.count == 1)
        #expect(recipe.name == expected["title"] as? String)
        let ours: [Field: Int?] = [
            .totalMinutes: recipe.prepMinutes == nil && recipe.cookMinutes == nil
                ? nil : (recipe.prepMinutes ?? 0) + (recipe.cookMinutes ?? 0),
            .yield: recipe.yield,
            .ingredientCount: recipe.ingredients.count,
            .directionCount: recipe.directions.count,
        ]
        let theirs: [Field: Int?] = [
            .totalMinutes: expected["total_time"] as? Int,
            .yield: (expected["yields"] as? String).flatMap { Int($0.prefix { $0.isNumber }) },
            .ingredientCount: (expected["ingredients"] as? [Any])?.count,
            .directionCount: (expected["instructions_list"] as? [Any])?.count,
        ]
        for (field, value) in ours {
            if let difference = page.differences[field] {
                #expect(value == difference.ours, "\(field): \(difference.because)")
                #expect(theirs[field]! != difference.ours, "\(field): the documented difference is stale")
            } else {
                #expect(value == theirs[field]!, "\(field)")
            }
        }
        #expect(result.problems.map(\.field) == page.problemFields)
        #expect(recipe.source == expected["canonical_url"] as? String)
        #expect(recipe.photo != nil)
    }

    @Test func epicurious_hasNoJSONLD_andSaysNoRecipeFound() throws {
        let html = try ImportTestData.data("recipes-jsonld/epicurious.com__epicurious.testhtml")

        #expect(throws: ImportError(
            "No recipe found in epicurious.testhtml: the page has no schema.org recipe data (no JSON-LD script).")) {
            try RecipeJSONLDImporter().recipes(in: html, fileName: "epicurious.testhtml")
        }
    }

    @Test func everyFirstBatchPage_importsOrFailsWithAnImportError() throws {
        let pages = ImportTestData.firstBatchRecipePages()
        #expect(pages.count == 14)
        var imported = 0
        for url in pages {
            do {
                imported += try RecipeJSONLDImporter().recipes(in: Data(contentsOf: url), fileName: url.lastPathComponent).records.count
            } catch {
                #expect(url.lastPathComponent.hasPrefix("epicurious"))
            }
        }
        #expect(imported == 13)
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

    @Test func importingTheSamePageTwice_givesTheSameIDs() throws {
        let html = try ImportTestData.data("recipes-jsonld/bbcgoodfood.com__bbcgoodfood_1.testhtml")

        let first = try RecipeJSONLDImporter().recipes(in: html, fileName: "a.html").records.map(\.id)
        let second = try RecipeJSONLDImporter().recipes(in: html, fileName: "b.html").records.map(\.id)

        #expect(first == second)
        #expect(first.first?.hasPrefix("recipe-") == true)
    }
}

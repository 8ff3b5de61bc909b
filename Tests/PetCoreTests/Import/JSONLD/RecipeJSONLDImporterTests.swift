import Foundation
import Testing
@testable import PetCore

@Suite("Recipe JSON-LD importer")
struct RecipeJSONLDImporterTests {
    private let importer = RecipeJSONLDImporter()

    private let treat = """
    {"@context": "https://schema.org", "@type": "Recipe", "name": "Peanut &amp; Pumpkin Bites",
     "url": "https://example.org/bites", "prepTime": "PT10M", "cookTime": "PT25M", "recipeYield": "24 biscuits",
     "recipeIngredient": ["1 cup pumpkin", "2 tbsp peanut butter"], "recipeInstructions": "Mix.\\n\\nBake.",
     "image": {"@type": "ImageObject", "url": "https://example.org/bites.jpg", "caption": "Bites on a plate"}}
    """

    @Test func recipe_mapsEveryField() throws {
        let recipe = try #require(importer.recipes(in: page(treat), fileName: "bites.html").records.first)

        #expect(recipe.name == "Peanut & Pumpkin Bites")
        #expect(recipe.source == "https://example.org/bites")
        #expect(recipe.prepMinutes == 10)
        #expect(recipe.cookMinutes == 25)
        #expect(recipe.yield == 24)
        #expect(recipe.ingredients == ["1 cup pumpkin", "2 tbsp peanut butter"])
        #expect(recipe.directions == ["Mix.", "Bake."])
        #expect(recipe.photo == "https://example.org/bites.jpg")
        #expect(recipe.photoDescription == "Bites on a plate")
        #expect(recipe.difficulty == .medium)
    }

    @Test func graph_withSeveralRecipes_importsEachInOrder() throws {
        let json = """
        {"@context": "https://schema.org", "@graph": [
          {"@type": "WebPage", "name": "Page"},
          {"@type": ["Recipe", "NewsArticle"], "name": "First", "recipeIngredient": ["a"], "recipeInstructions": ["x"]},
          {"@type": "schema:Recipe", "name": "Second", "recipeIngredient": ["b"], "recipeInstructions": ["y"]}]}
        """
        let result = try importer.recipes(in: page(json), fileName: "two.html")

        #expect(result.records.map(\.name) == ["First", "Second"])
        #expect(result.problems.isEmpty)
    }

    @Test func recipesInSeveralScriptBlocksAndTopLevelLists_areAllFound() throws {
        let first = #"[{"@type": "Recipe", "name": "A", "recipeIngredient": ["a"], "recipeInstructions": "x"}]"#
        let second = #"{"@type": "WebPage", "mainEntity": {"@type": "Recipe", "name": "B", "recipeIngredient": "b", "recipeInstructions": "y"}}"#

        let result = try importer.recipes(in: page(first, second), fileName: "p.html")

        #expect(result.records.map(\.name) == ["A", "B"])
    }

    @Test func jsonLDFile_withByteOrderMarkAndCRLF_isRead() throws {
        let data = Data([0xEF, 0xBB, 0xBF] + Array(treat.replacingOccurrences(of: "\n", with: "\r\n").utf8))

        let result = try importer.recipes(in: data, fileName: "bites.jsonld")

        #expect(result.records.map(\.name) == ["Peanut & Pumpkin Bites"])
    }

    @Test func source_fallsBackToMainEntityOfPage_thenTheCanonicalLink() throws {
        let withPage = #"{"@type": "Recipe", "name": "A", "mainEntityOfPage": {"@type": "WebPage", "@id": "https://a.example/r#webpage"}}"#
        let bare = #"{"@type": "Recipe", "name": "B"}"#
        let canonical = #"<link href="https://b.example/r?x=1&amp;y=2" rel="canonical">"#

        let a = try importer.recipes(in: page(withPage, head: canonical), fileName: "a.html").records.first
        let b = try importer.recipes(in: page(bare, head: canonical), fileName: "b.html").records.first
        let c = try importer.recipes(in: page(bare), fileName: "c.html").records.first

        #expect(a?.source == "https://a.example/r")
        #expect(b?.source == "https://b.example/r?x=1&y=2")
        #expect(c?.source == nil)
    }

    @Test func aFetchedPage_resolvesRelativeAddressesAgainstWhereItCameFrom_andIsTheSourceWhenItNamesNone() throws {
        let json = #"{"@type": "Recipe", "name": "A", "image": "../img/a.jpg"}"#
        let fetchedFrom = try #require(URL(string: "https://a.example/recipes/a"))

        let recipe = try importer.recipes(in: page(json), fileName: "a", address: fetchedFrom).records.first
        #expect(recipe?.photo == "https://a.example/img/a.jpg")
        #expect(recipe?.source == "https://a.example/recipes/a")
        let relativeCanonical = try importer.recipes(in: page(json, head: #"<link rel="canonical" href="/r/a">"#), fileName: "a", address: fetchedFrom)
        #expect(relativeCanonical.records.first?.source == "https://a.example/r/a")
    }

    @Test func aPagesBaseElement_isWhatItsRelativeAddressesAreRelativeTo() throws {
        let json = #"{"@type": "Recipe", "name": "A", "image": "img/a.jpg"}"#
        let fetchedFrom = try #require(URL(string: "https://a.example/recipes/a"))

        let fetched = try importer.recipes(in: page(json, head: #"<base href="/static/">"#), fileName: "a", address: fetchedFrom)
        #expect(fetched.records.first?.photo == "https://a.example/static/img/a.jpg")
        let saved = try importer.recipes(in: page(json, head: #"<base href="https://cdn.example/">"#), fileName: "a.html")
        #expect(saved.records.first?.photo == "https://cdn.example/img/a.jpg")
    }

    @Test func language_isTheRecipesInLanguage_elseThePagesOwn_andAnIllFormedTagIsNone() throws {
        func language(inLanguage: String?, html: String) throws -> String? {
            let json = #"{"@type": "Recipe", "name": "A""# + (inLanguage.map { #", "inLanguage": \#($0)"# } ?? "") + "}"
            let page = Data("<!DOCTYPE html><html \(html)><head><script type=\"application/ld+json\">\(json)</script></head></html>".utf8)
            return try importer.recipes(in: page, fileName: "a.html").records.first?.language?.description
        }

        #expect(try language(inLanguage: #""en-GB""#, html: #"lang="en-US""#) == "en-GB")
        #expect(try language(inLanguage: nil, html: #"lang="en-gb""#) == "en-GB")
        #expect(try language(inLanguage: nil, html: #"xml:lang="en-IE""#) == "en-IE")
        #expect(try language(inLanguage: #"{"@type": "Language", "name": "English", "alternateName": "en-NZ"}"#, html: "") == "en-NZ")
        #expect(try language(inLanguage: #"["English", "en-AU"]"#, html: "") == "en-AU")
        #expect(try language(inLanguage: #""English""#, html: #"lang="en-CA""#) == "en-CA")
        #expect(try language(inLanguage: nil, html: #"lang="en GB""#) == nil)
        #expect(try language(inLanguage: nil, html: "") == nil)
    }

    @Test func language_ofTheWebPageNode_isThePagesOwn_beforeTheHTMLElements() throws {
        let graph = #"{"@graph": [{"@type": "WebSite", "inLanguage": "fr"}, {"@type": ["WebPage", "ItemPage"], "inLanguage": "en-IE"}, {"@type": "Recipe", "name": "A"}]}"#
        let html = Data("<html lang=\"en-US\"><head><script type=\"application/ld+json\">\(graph)</script></head></html>".utf8)
        #expect(try importer.recipes(in: html, fileName: "a.html").records.first?.language == LanguageTag("en-IE"))
    }

    @Test func image_asListOfStrings_takesTheFirstAddress() throws {
        let json = #"{"@type": "Recipe", "name": "A", "image": ["/relative.jpg", "https://a.example/1.jpg", "https://a.example/2.jpg"]}"#

        #expect(try importer.recipes(in: page(json), fileName: "a.html").records.first?.photo == "https://a.example/1.jpg")
    }

    @Test func onlyTotalTime_isKeptAsTheTotal_withPrepAndCookUnknown() throws {
        let json = #"{"@type": "Recipe", "name": "A", "totalTime": "PT40M"}"#
        let recipe = try importer.recipes(in: page(json), fileName: "a.html").records.first

        #expect(recipe?.prepMinutes == nil)
        #expect(recipe?.cookMinutes == nil)
        #expect(recipe?.totalMinutes == 40)
    }

    @Test func totalTime_keepsTheFreezingHours_whenAnIceCreamFreezesOvernight() throws {
        let json = #"{"@type": "Recipe", "name": "Ice cream", "prepTime": "PT15M", "cookTime": "PT0M", "totalTime": "PT8H15M"}"#
        let result = try importer.recipes(in: page(json), fileName: "a.html")

        #expect(result.records.first?.prepMinutes == 15)
        #expect(result.records.first?.cookMinutes == 0)
        #expect(result.records.first?.totalMinutes == 495)
        #expect(!result.problems.contains { $0.field == "totalTime" })
    }

    @Test func totalTime_shorterThanPrepAndCook_isIgnored_withAProblem() throws {
        let json = #"{"@type": "Recipe", "name": "Bread", "prepTime": "PT20M", "cookTime": "PT40M", "totalTime": "PT0M"}"#
        let result = try importer.recipes(in: page(json), fileName: "a.html")

        #expect(result.records.first?.totalMinutes == nil)
        #expect(result.problems.filter { $0.field == "totalTime" }.map(\.reason) == ["0 min is less than preparation and cooking together; ignored"])
    }

    @Test func ingredientGroupName_isAHeadingLine_butAnAmountEndingInAColonIsNot() throws {
        let json = #"{"@type": "Recipe", "name": "Pasta", "recipeIngredient": ["Para el sofrito:", "130 gr de cebolla", "DIPPING SAUCE:", "Ratio 2:", "1 cup yogurt"]}"#
        let result = try importer.recipes(in: page(json), fileName: "a.html")

        #expect(result.records.first?.ingredients == ["## Para el sofrito:", "130 gr de cebolla", "## DIPPING SAUCE:", "Ratio 2:", "1 cup yogurt"])
    }

    @Test func ingredients_dropAPlainTextBullet_butKeepALoneDashAndAMinusInTheLine() throws {
        let json = #"""
        {"@type": "Recipe", "name": "Soupe",
         "recipeIngredient": "<p>- 300 g d&#39;emmental<br />\n-&nbsp;&frac12; L de bouillon<br />• 1 baguette<br />-<br />Sel - poivre</p>"}
        """#
        let result = try importer.recipes(in: page(json), fileName: "a.html")

        #expect(result.records.first?.ingredients == ["300 g d'emmental", "½ L de bouillon", "1 baguette", "-", "Sel - poivre"])
    }

    @Test func yieldText_keepsRange_whenPageGivesServes2to4() throws {
        let json = #"{"@type": "Recipe", "name": "A", "recipeYield": "Serves 2 to 4"}"#
        let recipe = try importer.recipes(in: page(json), fileName: "a.html").records.first

        #expect(recipe?.yield == 2)
        #expect(recipe?.yieldText == "Serves 2 to 4")
    }

    @Test func title_isDecodedToTheEnd_whenEntitiesAreEscapedTwice() throws {
        let json = #"{"@type": "Recipe", "name": "Mac &amp;amp; cheese &lt;b&gt;deluxe&lt;/b&gt;"}"#
        #expect(try importer.recipes(in: page(json), fileName: "a.html").records.first?.name == "Mac & cheese deluxe")
    }

    @Test func bothIngredientProperties_takeTheLongerList() throws {
        let json = #"{"@type": "Recipe", "name": "A", "recipeIngredient": "2 eggs 1 cup milk", "ingredients": ["2 eggs", "1 cup milk"]}"#
        #expect(try importer.recipes(in: page(json), fileName: "a.html").records.first?.ingredients == ["2 eggs", "1 cup milk"])
    }

    @Test func unreadableTime_importsTheRecipeWithoutIt_andReportsIt() throws {
        let json = #"{"@type": "Recipe", "name": "A", "prepTime": "PTundefinedM", "cookTime": "PT5M", "totalTime": "PT20M", "recipeIngredient": ["a"], "recipeInstructions": "x"}"#
        let result = try importer.recipes(in: page(json), fileName: "a.html")

        #expect(result.records.first?.prepMinutes == nil)
        #expect(result.records.first?.cookMinutes == 5)
        #expect(result.problems == [
            ImportProblem(record: "recipe 1 (“A”)", field: "prepTime", reason: "“PTundefinedM” is not a duration; left empty"),
        ])
    }

    @Test func recipeWithoutName_isSkippedWithAProblem() throws {
        let json = #"[{"@type": "Recipe", "recipeIngredient": ["a"]}, {"@type": "Recipe", "name": "B", "recipeIngredient": ["b"], "recipeInstructions": "y"}]"#
        let result = try importer.recipes(in: page(json), fileName: "a.html")

        #expect(result.records.map(\.name) == ["B"])
        #expect(result.problems == [ImportProblem(record: "recipe 1", reason: "has no name; skipped")])
    }

    @Test func unreadableBlock_nextToARecipe_isReportedAndIgnored() throws {
        let result = try importer.recipes(in: page("{oops", treat), fileName: "a.html")

        #expect(result.records.count == 1)
        #expect(result.problems == [ImportProblem(record: "a.html", field: "JSON-LD block 1", reason: "not valid JSON; ignored")])
    }

    @Test func rawLineBreaksInsideStrings_areTolerated() throws {
        let json = "{\"@type\": \"Recipe\", \"name\": \"Two\nLines\"}"

        #expect(try importer.recipes(in: page(json), fileName: "a.html").records.first?.name == "Two Lines")
    }

    @Test func commentedOutScripts_areNotRead() throws {
        let html = Data("<html><!-- <script type=\"application/ld+json\">\(treat)</script> --></html>".utf8)

        #expect(throws: ImportError("No recipe found in a.html: the page has no schema.org recipe data (no JSON-LD script, and no Recipe in microdata or RDFa).")) {
            try importer.recipes(in: html, fileName: "a.html")
        }
    }

    @Test func pageWithJSONLDAboutOtherThings_saysNoRecipeFound_andWhatItDescribes() {
        let json = #"{"@context": "https://schema.org", "@graph": [{"@type": "WebSite"}, {"@type": "BreadcrumbList"}]}"#

        #expect(throws: ImportError("No recipe found in a.html: its JSON-LD data has no Recipe (it describes: WebSite, BreadcrumbList).")) {
            try importer.recipes(in: page(json), fileName: "a.html")
        }
    }

    @Test func pageWithOnlyUnreadableJSONLD_saysSo() {
        #expect(throws: ImportError("No recipe found in a.html: its JSON-LD data could not be read.")) {
            try importer.recipes(in: page("{\"@type\": \"Recipe\","), fileName: "a.html")
        }
    }

    @Test func emptyFile_isAnError() {
        #expect(throws: ImportError("a.html is empty.")) {
            try importer.recipes(in: Data("  \n".utf8), fileName: "a.html")
        }
    }

    @Test func latin1Page_isReadWithAWarning() throws {
        var bytes = Array(#"<script type="application/ld+json">{"@type": "Recipe", "name": "Cr"#.utf8)
        bytes += [0xEA, 0x70, 0x65]
        bytes += Array(#"", "recipeIngredient": ["eggs"], "recipeInstructions": "Fry."}</script>"#.utf8)

        let result = try importer.recipes(in: Data(bytes), fileName: "a.html")

        #expect(result.records.first?.name == "Crêpe")
        #expect(result.problems.map(\.field) == ["encoding"])
    }

    @Test func ids_areStable_andDifferForDifferentRecipes() throws {
        let a = #"{"@type": "Recipe", "name": "A", "recipeIngredient": ["x"]}"#
        let b = #"{"@type": "Recipe", "name": "B", "recipeIngredient": ["x"]}"#

        let first = try importer.recipes(in: page(a), fileName: "1.html").records.map(\.id)
        let again = try importer.recipes(in: page(a), fileName: "2.html").records.map(\.id)
        let other = try importer.recipes(in: page(b), fileName: "1.html").records.map(\.id)

        #expect(first == again)
        #expect(first != other)
    }
}

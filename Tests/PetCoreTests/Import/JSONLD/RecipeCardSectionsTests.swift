import Foundation
import Testing
@testable import PetCore

/// What a recipe page shows of its ingredients and directions: recipe-card plugins' markup,
/// then the lists under a heading that names the part.
@Suite("Recipe card sections")
struct RecipeCardSectionsTests {
    private func sections(_ html: String) -> RecipeCardSections {
        HTMLPage(html: html).recipeCardSections()
    }

    @Test func wpRecipeMaker_itemsAreLines_andGroupNamesHeadings() {
        let shown = sections("""
            <div class="wprm-recipe-ingredient-group"><h4 class="wprm-recipe-group-name">Dough</h4><ul>
            <li class="wprm-recipe-ingredient"><span class="wprm-recipe-ingredient-amount">2</span>
            <span class="wprm-recipe-ingredient-unit">cups</span> <span class="wprm-recipe-ingredient-name">oats</span></li>
            <li class="wprm-recipe-ingredient"><span>1</span> <span>egg</span></li></ul></div>
            <ul><li class="wprm-recipe-instruction"><div class="wprm-recipe-instruction-text">Mix &amp; roll.</div></li>
            <li class="wprm-recipe-instruction">Bake.</li></ul>
            """)

        #expect(shown.ingredients == .init(lines: ["## Dough", "2 cups oats", "1 egg"], source: .card("WP Recipe Maker")))
        #expect(shown.directions == .init(lines: ["Mix & roll.", "Bake."], source: .card("WP Recipe Maker")))
    }

    @Test(arguments: [
        ("tasty-recipes-ingredients", "tasty-recipes-instructions", "Tasty Recipes"),
        ("mv-create-ingredients", "mv-create-instructions", "Mediavine Create"),
    ])
    func listPlugins_takeEachItemOfTheirLists(ingredientClass: String, directionClass: String, plugin: String) {
        let shown = sections("""
            <div class="\(ingredientClass)"><h4>For the glaze</h4><ul><li>1 cup sugar</li><li>2 tbsp milk</ul></div>
            <div class="\(directionClass)"><ol><li>Whisk.<li>Pour.</ol></div>
            """)

        #expect(shown.ingredients == .init(lines: ["## For the glaze", "1 cup sugar", "2 tbsp milk"], source: .card(plugin)))
        #expect(shown.directions == .init(lines: ["Whisk.", "Pour."], source: .card(plugin)))
    }

    @Test func headings_inThePagesLanguage_giveTheListsUpToTheNextHeading() {
        let shown = sections("""
            <h3><span>Składniki</span></h3><ul><li>1 kalafior</li></ul><div>do podania</div><ul><li>natka</li></ul>
            <h3>Przygotowanie:</h3><ul><li>Odciąć liście.</li><li>Piec.</li></ul><h2>Komentarze</h2><ul><li>Pyszne!</li></ul>
            """)

        #expect(shown.ingredients == .init(lines: ["1 kalafior", "natka"], source: .heading("Składniki")))
        #expect(shown.directions == .init(lines: ["Odciąć liście.", "Piec."], source: .heading("Przygotowanie:")))
    }

    @Test func directionsWithoutAList_areTheParagraphs_butIngredientsNeedAListOrATable() {
        let paragraphs = sections("<h2>Ingredients</h2><p>Servings: 4</p><h2>Elaboración de la crema</h2><p>Pela.</p><p>Cuece.</p>")
        #expect(paragraphs.ingredients == nil)
        #expect(paragraphs.directions == .init(lines: ["Pela.", "Cuece."], source: .heading("Elaboración de la crema")))

        let table = sections("<h2>Ingredients</h2><table><tr><td>150ml</td><td>red wine</td></tr><tr><td>1</td><td>onion</td></tr></table>")
        #expect(table.ingredients == .init(lines: ["150ml red wine", "1 onion"], source: .heading("Ingredients")))
    }

    @Test func aHeadingNamesAPart_aloneWithAColonOrMoreWords_inAnyScript() {
        let words = RecipeCardSections.directionWords
        #expect(RecipeCardSections.names("Method", oneOf: words))
        #expect(RecipeCardSections.names("INSTRUCTIONS:", oneOf: words))
        #expect(RecipeCardSections.names("Steps (serves 4)", oneOf: words))
        #expect(RecipeCardSections.names("做法步骤", oneOf: words))
        #expect(RecipeCardSections.names("作り方", oneOf: words))
        #expect(!RecipeCardSections.names("Methodology", oneOf: words))
        #expect(!RecipeCardSections.names("Our method", oneOf: words))
        #expect(RecipeCardSections.names("材料（2人分）", oneOf: RecipeCardSections.ingredientWords))
    }

    @Test func aPageWithoutEither_showsNothing() {
        let shown = sections("<h1>Biscuits</h1><p>Lovely.</p><ul><li>Home</li></ul>")
        #expect(shown.ingredients == nil)
        #expect(shown.directions == nil)
    }

    // MARK: In the import

    private static func page(jsonLD: String, body: String) -> Data {
        Data("<html><head><script type=\"application/ld+json\">\(jsonLD)</script></head><body>\(body)</body></html>".utf8)
    }

    @Test func aRecipeWhoseStructuredDataLacksParts_takesWhatThePageShows_andSaysWhere() throws {
        let data = Self.page(
            jsonLD: #"{"@type": "Recipe", "name": "Oat Bites", "recipeIngredient": [], "recipeInstructions": []}"#,
            body: #"<ul><li class="wprm-recipe-ingredient">2 cups oats</li></ul><h2>Method</h2><ol><li>1. Mix.</li><li>Bake.</li></ol>"#)

        let result = try RecipeJSONLDImporter().recipes(in: data, fileName: "bites.html")

        #expect(result.records.first?.ingredients == ["2 cups oats"])
        #expect(result.records.first?.directions == ["Mix.", "Bake."])
        #expect(result.problems.map(\.reason) == [
            "not in the page’s structured data; read from its WP Recipe Maker recipe card",
            "not in the page’s structured data; read from under its “Method” heading",
        ])
    }

    @Test func aRecipeWithItsOwnParts_keepsThem() throws {
        let data = Self.page(
            jsonLD: #"{"@type": "Recipe", "name": "Oat Bites", "recipeIngredient": ["salt", "oats"], "recipeInstructions": "Mix."}"#,
            body: #"<h2>Ingredients</h2><ul><li>2 cups oats</li><li>1 egg</li><li>salt</li></ul>"#)

        let result = try RecipeJSONLDImporter().recipes(in: data, fileName: "bites.html")

        #expect(result.records.first?.ingredients == ["salt", "oats"])
        #expect(result.problems.isEmpty)
    }

    @Test func aPageWithSeveralRecipes_takesNothingFromThePage() throws {
        let data = Self.page(
            jsonLD: #"[{"@type": "Recipe", "name": "A"}, {"@type": "Recipe", "name": "B"}]"#,
            body: #"<h2>Ingredients</h2><ul><li>2 cups oats</li></ul>"#)

        let result = try RecipeJSONLDImporter().recipes(in: data, fileName: "two.html")

        #expect(result.records.allSatisfy { $0.ingredients.isEmpty })
    }
}

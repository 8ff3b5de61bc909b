import Foundation
import Testing
@testable import PetCore

@Suite("Microdata and RDFa recipes")
struct HTMLItemsTests {
    private let importer = RecipeJSONLDImporter()

    private func recipe(_ body: String, head: String = "") throws -> Recipe {
        let html = "<!DOCTYPE html><html><head>\(head)</head><body>\(body)</body></html>"
        return try #require(try importer.recipes(in: Data(html.utf8), fileName: "a.html").records.first)
    }

    @Test func microdataRecipe_isRead_whenThePageHasNoJSONLD() throws {
        let recipe = try recipe("""
            <div itemscope itemtype="https://schema.org/Recipe">
              <h1 itemprop="name">Fish &amp;amp; Chips</h1>
              <meta itemprop="prepTime" content="PT15M"><time itemprop="cookTime" datetime="PT20M">20 min</time>
              <meta itemprop="totalTime" content="PT4H">
              <span itemprop="recipeYield">Serves 2 to 4</span>
              <link itemprop="image" href="https://a.example/fish.jpg">
              <ul><li itemprop="recipeIngredient">2 fish</li><li itemprop='recipeIngredient'>4 potatoes<li itemprop=recipeIngredient>salt</ul>
              <div itemprop="recipeInstructions"><ol><li>Fry the fish.</li><li>Fry the chips.</li></ol></div>
            </div>
            """)
        #expect(recipe.name == "Fish & Chips")
        #expect(recipe.prepMinutes == 15 && recipe.cookMinutes == 20 && recipe.totalMinutes == 240)
        #expect(recipe.yield == 2 && recipe.yieldText == "Serves 2 to 4")
        #expect(recipe.photo == "https://a.example/fish.jpg")
        #expect(recipe.ingredients == ["2 fish", "4 potatoes", "salt"])
        #expect(recipe.directions == ["Fry the fish.", "Fry the chips."])
    }

    @Test func microdataBlocks_ofIngredientLines_orOfListedSteps_splitIntoTheirItems() throws {
        let recipe = try recipe("""
            <div itemscope itemtype="https://schema.org/Recipe"><span itemprop="name">Pizza</span>
              <ul itemprop="ingredients"><li>250 g flour</li><li>water</li></ul>
              <p itemprop="ingredients">1 tsp salt<br>1 tbsp olive
                oil</p>
              <div itemprop="recipeInstructions"><h3>Dough</h3><ol><li>Mix the flour and the water.</li><li>Knead it well.</li></ol></div>
              <div itemprop="recipeInstructions"><h3>Topping</h3><ul><li>Spread the sauce.</li><li>Bake it for 10 minutes.</li></ul></div>
              <div itemprop="recipeInstructions"><span>3</span> <span>Serve</span><p>Cut it in eight.</p></div>
            </div>
            """)
        #expect(recipe.ingredients == ["250 g flour", "water", "1 tsp salt", "1 tbsp olive oil"])
        #expect(recipe.directions == [
            "## Dough", "Mix the flour and the water.", "Knead it well.", "## Topping", "Spread the sauce.", "Bake it for 10 minutes.",
            "3 Serve Cut it in eight.",
        ])
    }

    @Test func microdataLegacyIngredients_areRead() throws {
        let recipe = try recipe("""
            <div itemscope itemtype="http://schema.org/Recipe"><span itemprop="name">Курица</span>
            <p itemprop="ingredients">курица</p><p itemprop="ingredients">сыр</p></div>
            """)
        #expect(recipe.ingredients == ["курица", "сыр"])
    }

    @Test func microdataHowToSection_nestsItsHowToSteps() throws {
        let recipe = try recipe("""
            <div itemscope itemtype="https://schema.org/Recipe"><span itemprop="name">Cake</span>
              <div itemprop="recipeInstructions" itemscope itemtype="https://schema.org/HowToSection">
                <span itemprop="name">For the cake</span>
                <div itemprop="itemListElement" itemscope itemtype="https://schema.org/HowToStep"><span itemprop="text">Mix.</span></div>
                <div itemprop="itemListElement" itemscope itemtype="https://schema.org/HowToStep"><span itemprop="text">Bake.</span></div>
              </div>
              <div itemprop="recipeInstructions" itemscope itemtype="https://schema.org/HowToSection">
                <span itemprop="name">For the icing</span>
                <div itemprop="itemListElement" itemscope itemtype="https://schema.org/HowToStep"><span itemprop="text">Whisk.</span></div>
              </div>
            </div>
            """)
        #expect(recipe.directions == ["## For the cake", "Mix.", "Bake.", "## For the icing", "Whisk."])
    }

    @Test func microdataContentAttribute_onASpan_isTheValue_asInSchemaOrgsExamples() throws {
        let recipe = try recipe("""
            <div itemscope itemtype="https://schema.org/Recipe"><span itemprop="name">Soup</span>
              <span class="total-time">30 min</span><span content='PT30M' itemprop='totalTime'></span>
              <span itemprop="cookTime" content="">PT10M</span>
              <time itemprop="prepTime" datetime="PT5M" content="PT1H">5 min</time>
            </div>
            """)
        #expect(recipe.totalMinutes == 30)
        #expect(recipe.cookMinutes == 10)
        #expect(recipe.prepMinutes == 5)
    }

    @Test func itemsOutsideTheRecipe_doNotLendItProperties() throws {
        let recipe = try recipe("""
            <div itemscope itemtype="https://schema.org/WebPage"><span itemprop="name">Site</span></div>
            <div itemscope itemtype="https://schema.org/Recipe"><span itemprop="name">Soup</span>
              <div itemprop="aggregateRating" itemscope itemtype="https://schema.org/AggregateRating"><span itemprop="name">4.5</span></div>
            </div>
            """)
        #expect(recipe.name == "Soup")
    }

    @Test func jsonLD_comesBeforeMicrodata() throws {
        let html = """
            <html><head><script type="application/ld+json">{"@type": "Recipe", "name": "From JSON-LD"}</script></head>
            <body><div itemscope itemtype="https://schema.org/Recipe"><span itemprop="name">From microdata</span></div></body></html>
            """
        #expect(try importer.recipes(in: Data(html.utf8), fileName: "a.html").records.map(\.name) == ["From JSON-LD"])
    }

    @Test func rdfaRecipe_isRead_whenThePageHasNeitherJSONLDNorMicrodata() throws {
        let recipe = try recipe("""
            <div vocab="https://schema.org/" typeof="Recipe">
              <h1 property="name">Pancakes</h1>
              <meta property="totalTime" content="PT30M">
              <span property="recipeYield" content="8 pancakes">eight</span>
              <ul><li property="recipeIngredient">2 eggs</li><li property="recipeIngredient">1 cup milk</li></ul>
              <div property="recipeInstructions" typeof="HowToStep"><span property="text">Whisk.</span></div>
              <div property="recipeInstructions" typeof="HowToStep"><span property="text">Fry.</span></div>
            </div>
            """)
        #expect(recipe.name == "Pancakes")
        #expect(recipe.totalMinutes == 30)
        #expect(recipe.yieldText == "8 pancakes" && recipe.yield == 8)
        #expect(recipe.ingredients == ["2 eggs", "1 cup milk"])
        #expect(recipe.directions == ["Whisk.", "Fry."])
    }

    @Test func rdfaWithSchemaPrefix_isRead() throws {
        let recipe = try recipe("""
            <div prefix="schema: https://schema.org/" typeof="schema:Recipe"><b property="schema:name">Toast</b></div>
            """)
        #expect(recipe.name == "Toast")
    }

    @Test func pageWithNoRecipeInAnySyntax_saysNoRecipeFound() {
        let html = #"<html><body><div itemscope itemtype="https://schema.org/WebPage"><p>Hi</p></div></body></html>"#
        #expect(throws: ImportError(
            "No recipe found in a.html: the page has no schema.org recipe data (no JSON-LD script, and no Recipe in microdata or RDFa).")) {
            try importer.recipes(in: Data(html.utf8), fileName: "a.html")
        }
    }

    @Test func chineseRecipe_keepsItsWholeTitle_andEveryStep() throws {
        let recipe = try recipe("""
            <div itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">古早味迷你烤鸡蛋糕（无泡打粉）</h1>
            <div itemprop="recipeInstructions"><p>1. 将鸡蛋打散。</p><p>2. 加入糖，打发。</p><p>3. 筛入面粉，拌匀。</p></div></div>
            """)
        #expect(recipe.name == "古早味迷你烤鸡蛋糕（无泡打粉）")
        #expect(recipe.directions == ["将鸡蛋打散。", "加入糖，打发。", "筛入面粉，拌匀。"])
    }

    @Test func unclosedAndStrayTags_endTheReadingAnyway() {
        for html in ["<div itemscope itemtype=\"https://schema.org/Recipe\"><span itemprop=\"name\">A", "</div></span><li itemprop=", "<<<>>>", "<div itemscope itemprop"] {
            _ = try? importer.recipes(in: Data(html.utf8), fileName: "a.html")
        }
    }
}

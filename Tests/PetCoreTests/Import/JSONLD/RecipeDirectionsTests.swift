import Testing
@testable import PetCore

@Suite("Recipe directions")
struct RecipeDirectionsTests {
    private func directions(_ json: String) throws -> [String] {
        RecipeDirections.directions(try jsonValue(json))
    }

    @Test func howToSteps_areOneDirectionEach_fromTheirText() throws {
        let json = """
        [{"@type": "HowToStep", "name": "Step 1", "text": "Mix."}, {"@type": "HowToStep", "name": "Bake."}]
        """
        #expect(try directions(json) == ["Mix.", "Bake."])
    }

    @Test func howToStep_nameThatTitlesTheStep_isAHeadingLine_butNotANumberOrTheTextsOwnWords() throws {
        let json = """
        [{"@type": "HowToStep", "name": "Make the glaze", "text": "Whisk the sugar and milk."},
         {"@type": "HowToStep", "name": "2", "text": "Pour."},
         {"@type": "HowToStep", "name": "Étape 3", "text": "Cool."},
         {"@type": "HowToStep", "name": "Serve warm", "text": "Serve warm, with cream."}]
        """
        #expect(try directions(json) == ["## Make the glaze", "Whisk the sugar and milk.", "Pour.", "Cool.", "Serve warm, with cream."])
    }

    @Test func howToSection_nameIsAHeadingLine_beforeItsSteps() throws {
        let json = """
        [{"@type": "HowToStep", "text": "Preheat."},
         {"@type": "HowToSection", "name": "For the cake:", "itemListElement": [
            {"@type": "HowToStep", "text": "Sift."}, {"@type": "HowToStep", "text": "Whisk."}]},
         {"@type": "HowToSection", "name": "Frosting", "itemListElement": {"@type": "HowToStep", "text": "Beat."}}]
        """
        #expect(try directions(json) == ["Preheat.", "## For the cake:", "Sift.", "Whisk.", "## Frosting", "Beat."])
    }

    @Test func howToSection_withoutSteps_keepsItsNameAsALine() throws {
        let json = """
        [{"@type": "HowToStep", "text": "Serve."}, {"@type": "HowToSection", "name": "Enjoy", "itemListElement": []}]
        """
        #expect(try directions(json) == ["Serve.", "## Enjoy"])
    }

    @Test func oneString_splitsAtBlankLines_dropsStepLabels_andKeepsTitlesAsHeadings() throws {
        let json = #""Dough\r\n\r\nStap 1:\r\nMix the flour\r\nwith water.\r\n\r\nStap 2:\r\nKnead.\r\n\r\nServing\r\n\r\nEat it warm.""#
        #expect(try directions(json) == ["## Dough", "Mix the flour with water.", "Knead.", "## Serving", "Eat it warm."])
    }

    @Test func oneString_withoutBlankLines_splitsAtLineBreaks() throws {
        #expect(try directions(#""1. Mix\n2. Bake until golden\nServe""#) == ["Mix", "Bake until golden", "Serve"])
    }

    @Test func oneString_withoutLineBreaks_isOneDirection() throws {
        #expect(try directions(#""Mix everything. Bake it. Eat it.""#) == ["Mix everything. Bake it. Eat it."])
    }

    @Test func oneLine_numberedFromOne_isOneStepPerNumber_withTheNumbersDropped() throws {
        #expect(try directions(#""1. Beat the eggs. 2. Add 2.5 cups of milk. 3. Bake at 180 °C for 20 min.""#)
            == ["Beat the eggs.", "Add 2.5 cups of milk.", "Bake at 180 °C for 20 min."])
        #expect(try directions(#""1.将鸡蛋打散。2.加入牛奶搅匀。3.蒸10分钟。""#) == ["将鸡蛋打散。", "加入牛奶搅匀。", "蒸10分钟。"])
        #expect(try directions(#""1、洗菜 2、切菜 3、炒菜""#) == ["洗菜", "切菜", "炒菜"])
        #expect(try directions(#""１．卵を割る。２．混ぜる。""#) == ["卵を割る。", "混ぜる。"])
        #expect(try directions(#""①切菜②炒菜③装盘""#) == ["切菜", "炒菜", "装盘"])
        #expect(try directions(#"[{"@type": "HowToStep", "text": "1) Mix. 2) Bake."}]"#) == ["Mix.", "Bake."])
        #expect(try directions(#"["1.Mix. 2.Bake.", "Serve."]"#) == ["Mix.", "Bake.", "Serve."])
    }

    @Test func oneLine_whoseNumbersDoNotRunFromOne_staysOneStep() throws {
        #expect(try directions(#""Bake for 2. Then cool for 3. Serve.""#) == ["Bake for 2. Then cool for 3. Serve."])
        #expect(try directions(#""1. Mix 2 eggs with 3. cups of flour""#) == ["Mix 2 eggs with 3. cups of flour"])
        #expect(try directions(#""1. Mix. 3. Bake.""#) == ["Mix. 3. Bake."])
        #expect(try directions(#""1. Mix. 2) Bake.""#) == ["Mix. 2) Bake."])
        #expect(try directions(#""Heat 1.5 litres. 2. Boil.""#) == ["Heat 1.5 litres. 2. Boil."])
    }

    @Test func oneString_withParagraphTags_splitsAtTheParagraphs() throws {
        #expect(try directions(#""<p>Mix &amp; stir.</p><p>Bake.</p>""#) == ["Mix & stir.", "Bake."])
    }

    @Test func listOfStrings_withAColonHeader_makesItAHeading() throws {
        let json = #"["Piskóta:", "A tojásokat válasszuk szét.", "Süssük meg.", "Krém:", "Keverjük ki."]"#
        #expect(try directions(json) == ["## Piskóta:", "A tojásokat válasszuk szét.", "Süssük meg.", "## Krém:", "Keverjük ki."])
    }

    @Test func loneHowToSection_groupsNothing_andItsNameIsDropped() throws {
        let json = """
        [{"@type": "HowToSection", "name": "Zubereitung", "itemListElement": [
            {"@type": "HowToStep", "text": "Mix."}, {"@type": "HowToStep", "text": "Bake."}]}]
        """
        #expect(try directions(json) == ["Mix.", "Bake."])
    }

    @Test func howToStep_withSeveralParagraphs_isSplitIntoSteps() throws {
        let json = #"[{"@type": "HowToStep", "text": "<p>Salat</p><p>1. Kochen.</p><p>2. Mischen.</p>"}, {"@type": "HowToStep", "text": "Ruhen\nlassen."}]"#
        #expect(try directions(json) == ["## Salat", "Kochen.", "Mischen.", "Ruhen lassen."])
    }

    @Test func howToStep_paragraphsWithMarkdownBullets_dropTheBullets() throws {
        let json = #"[{"@type": "HowToStep", "text": "* Préchauffez le four.\n\n* Fouettez les oeufs."}, "- Servez.", "-5 °C au congélateur."]"#
        #expect(try directions(json) == ["Préchauffez le four.", "Fouettez les oeufs.", "Servez.", "-5 °C au congélateur."])
    }

    @Test func howToStep_withSeveralParagraphs_keepsItsTitleAsAHeading() throws {
        let json = #"""
        [{"@type": "HowToStep", "name": "Décor", "text": "Tempérez le chocolat.\n\nLaissez durcir."},
         {"@type": "HowToStep", "name": "Montage", "text": "Roulez le biscuit."}]
        """#
        #expect(try directions(json) == ["## Décor", "Tempérez le chocolat.", "Laissez durcir.", "## Montage", "Roulez le biscuit."])
    }

    @Test func howToStep_withBlankText_isReadFromItsName() throws {
        let json = #"[{"@type": "HowToStep", "name": "Mix the flour and water.", "text": " <p></p> "}, {"@type": "HowToStep", "name": "Bake.", "text": ""}]"#
        #expect(try directions(json) == ["Mix the flour and water.", "Bake."])
    }

    @Test func itemList_ofListItems_readsEachItem() throws {
        let json = """
        {"@type": "ItemList", "itemListElement": [
          {"@type": "ListItem", "position": 1, "name": "Step 1", "item": {"@type": "HowToStep", "text": "Mix."}},
          {"@type": "ListItem", "position": 2, "item": "Bake."}]}
        """
        #expect(try directions(json) == ["Mix.", "Bake."])
    }

    @Test func stringInAList_thatIsAnHTMLList_isOneStepPerItem_butOtherStringsAreOneStepEach() throws {
        let json = #"["<ol><li>Mix the flour.</li><li>Knead the dough.</li></ol>", "Let it rise\nfor an hour.", "<p>Shape it.</p><p>Bake it.</p>"]"#
        #expect(try directions(json) == ["Mix the flour.", "Knead the dough.", "Let it rise for an hour.", "Shape it. Bake it."])
    }

    @Test func nestedLists_andItemLists_areFlattenedInOrder() throws {
        let json = """
        [["One.", ["Two."]], {"@type": "ItemList", "itemListElement": ["Three.", {"@type": "HowToStep", "text": "Four."}]}]
        """
        #expect(try directions(json) == ["One.", "Two.", "Three.", "Four."])
    }

    @Test func htmlInsideSteps_isStripped_andWhitespaceTidied() throws {
        let json = #"[{"@type": "HowToStep", "text": "<span style=\"font-weight: 400;\">Season&nbsp;the  chicken\nwith salt.</span>"}]"#
        #expect(try directions(json) == ["Season the chicken with salt."])
    }

    @Test func missingOrEmptyInstructions_giveNoDirections() throws {
        #expect(RecipeDirections.directions(nil).isEmpty)
        #expect(try directions("[]").isEmpty)
        #expect(try directions(#""   ""#).isEmpty)
    }

    @Test func shortLinesThatAreNotLabels_areKept() throws {
        #expect(try directions(#"["Serves 4", "Step 2", "2 eggs, beaten."]"#) == ["Serves 4", "2 eggs, beaten."])
    }
}

import CGtk
import Foundation
import PetCore
import Testing
@testable import PetAdoptionApp

extension GTKSuite {
    @MainActor @Suite("Recipe printer")
    struct RecipePrinterTests {
        /// `text` with every run of white space (line wraps included) made one space.
        private static func words(_ text: String) -> String {
            text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        }

        @Test func exportPDF_printsEveryLine_overSeveralPages() throws {
            let fixture = try PrintFixture()
            defer { fixture.tearDown() }
            let recipe = PrintFixture.longRecipe()
            let printout = try PrintFixture.printout(of: recipe)
            let printer = RecipePrinter(printout: printout)
            let path = fixture.path("long.pdf")

            try printer.exportPDF(to: path)

            let text = Self.words(try PrintFixture.text(ofPDF: path))
            #expect(text.contains("Tuna Crunchies for a Whole Shelter"))
            for detail in ["Difficulty: Medium", "Preparation: 15 min", "Cooking: 20 min", "Total time: 35 min", "Yield: 50 crunchies"] {
                #expect(text.contains(detail), "detail \(detail)")
            }
            #expect(text.contains("Ingredients") && text.contains("Directions"))
            for line in printout.ingredients + printout.directions {
                #expect(text.contains(Self.words(line.text)), "line \(line.text)")
            }
            #expect(text.contains("Dough") && text.contains("Baking") && !text.contains("##"))
            #expect(text.contains("40."), "the last step is numbered")
            #expect(text.contains("From https://example.com/tuna-crunchies"))
            let pages = try #require(try PrintFixture.pageCount(ofPDF: path))
            #expect(pages >= 2)
            #expect(pages == printer.lastPageCount)
        }

        @Test func exportPDF_printsMarkupLiterally() throws {
            let fixture = try PrintFixture()
            defer { fixture.tearDown() }
            let recipe = Recipe(
                id: "markup", name: "<b>Fish</b> &amp; Chips", difficulty: .easy, prepMinutes: 5, cookMinutes: 5, yield: 2,
                ingredients: ["1 <i>cup</i> of <b>&amp;</b> oats"], directions: ["Stir <span>gently</span> & serve."])
            let path = fixture.path("markup.pdf")

            try RecipePrinter(printout: try PrintFixture.printout(of: recipe)).exportPDF(to: path)

            let text = Self.words(try PrintFixture.text(ofPDF: path))
            #expect(text.contains("<b>Fish</b> &amp; Chips"))
            #expect(text.contains("1 <i>cup</i> of <b>&amp;</b> oats"))
            #expect(text.contains("Stir <span>gently</span> & serve."))
        }

        @Test func exportPDF_ofAShortRecipe_isOnePage_withoutPhotoOrSource() throws {
            let fixture = try PrintFixture()
            defer { fixture.tearDown() }
            let recipe = Recipe(
                id: "plain", name: "Plain Biscuits", difficulty: .easy, photo: "no-such-photo.svg",
                prepMinutes: nil, cookMinutes: nil, yield: nil, ingredients: ["1 egg"], directions: ["Bake."])
            let path = fixture.path("plain.pdf")

            try RecipePrinter(printout: try PrintFixture.printout(of: recipe)).exportPDF(to: path)

            let text = Self.words(try PrintFixture.text(ofPDF: path))
            #expect(text.contains("Plain Biscuits") && text.contains("1 egg") && text.contains("Bake."))
            #expect(!text.contains("From") && !text.contains("Preparation"))
            #expect(try PrintFixture.pageCount(ofPDF: path) == 1)
        }

        @Test func exportPDF_toAFolderThatIsMissing_fails_withAMessageForAToast() throws {
            let fixture = try PrintFixture()
            defer { fixture.tearDown() }
            let printer = RecipePrinter(printout: try PrintFixture.printout(of: RecipesFixture.recipes[1]))
            let path = fixture.path("missing/cookies.pdf")

            #expect(throws: PrintingFailure.self) { try printer.exportPDF(to: path) }
            do {
                try printer.exportPDF(to: path)
            } catch {
                #expect(error.text.hasPrefix("Couldn't export Catnip Cookies as PDF."))
            }
            #expect(!FileManager.default.fileExists(atPath: path))
        }
    }
}

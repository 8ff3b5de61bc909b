import CGtk
import Foundation
import PetCore
import Testing
@testable import PetAdoptionApp

extension GTKSuite {
    @MainActor @Suite("Recipe printing flow")
    struct RecipePrintingTests {
        /// A window and the printing of `printout` for it; failures are collected.
        @MainActor private final class Flow {
            let window = gtk_window_new()!
            var failures: [String] = []
            private(set) var printing: RecipePrinting!

            init(printout: RecipePrintout?) {
                printing = RecipePrinting(window: window, printout: { printout }) { [unowned self] in failures.append($0) }
            }

            func tearDown() {
                printing.closeChooser()
                gtk_window_destroy(pet_gtk_window(gpointer(window)))
            }
        }

        @Test func exportPDF_opensASaveDialog_forTheRecipeShown() async throws {
            let fixture = try PrintFixture()
            defer { fixture.tearDown() }
            let flow = Flow(printout: try PrintFixture.printout(of: RecipesFixture.recipes[1]))

            flow.printing.exportPDF()

            #expect(flow.printing.isChoosingFile)
            #expect(flow.printing.exporting?.fileName == "Catnip Cookies.pdf")
            flow.printing.closeChooser()
            #expect(!flow.printing.isChoosingFile)
            #expect(flow.printing.exporting == nil)
            await GTKTestLoop.settle()
            flow.tearDown()
        }

        @Test func print_showsThePrintDialog_andCancellingIsNoFailure() async throws {
            let flow = Flow(printout: try PrintFixture.printout(of: RecipesFixture.recipes[1]))
            gtk_window_present(pet_gtk_window(gpointer(flow.window)))
            await GTKTestLoop.settle()
            PrintFixture.cancelPrintDialogWhenShown()
            let cancelled = PrintFixture.cancelledDialogs

            flow.printing.openPrintDialog()

            #expect(PrintFixture.cancelledDialogs == cancelled + 1, "the print dialog was up")
            #expect(flow.failures.isEmpty)
            await GTKTestLoop.settle()
            flow.tearDown()
        }

        @Test func withNoRecipeShown_nothingOpens() async throws {
            let flow = Flow(printout: nil)

            flow.printing.exportPDF()
            flow.printing.openPrintDialog()

            #expect(!flow.printing.isChoosingFile)
            #expect(flow.failures.isEmpty)
            flow.tearDown()
        }

        @Test func export_writesThePDF() throws {
            let fixture = try PrintFixture()
            defer { fixture.tearDown() }
            let printout = try PrintFixture.printout(of: RecipesFixture.recipes[0])
            let flow = Flow(printout: printout)
            let path = fixture.path(printout.fileName)

            flow.printing.export(printout, to: path)

            #expect(flow.failures.isEmpty)
            let text = try PrintFixture.text(ofPDF: path)
            #expect(text.contains("Tuna Crunchies") && text.contains("1 can tuna") && text.contains("Bake for 20 minutes."))
            flow.tearDown()
        }

        @Test func export_ofADoubledRecipeInMetricUnits_printsTheScaledQuantities_andEveryStep() async throws {
            let fixture = try PrintFixture()
            defer { fixture.tearDown() }
            let recipe = PrintFixture.longRecipe(steps: 12)
            let book = RecipeBook(repository: InMemoryCatalogStore(recipes: [recipe]), context: RecipesFixture.context)
            book.replace(with: RecordContents([recipe]))
            let list = RecipeListViewModel(book: book)
            #expect(list.select(recipe.id))
            let shown = try #require(list.selected)
            #expect(await shown.checklist.scaling.setYieldAmount(100))
            #expect(await book.units.choose(.metric))
            let flow = Flow(printout: shown.printout)
            let path = fixture.path("doubled.pdf")

            flow.printing.export(shown.printout, to: path)

            // pdftotext breaks lines where the page does.
            let text = try PrintFixture.text(ofPDF: path).split(whereSeparator: \.isWhitespace).joined(separator: " ")
            for expected in [
                "Tuna Crunchies for a Whole Shelter", "Yield: 100 crunchies", "2 cans tuna in water", "480 ml oat flour", "2 eggs",
                "2 tbsp dried catnip",
            ] {
                #expect(text.contains(expected), "\(expected)")
            }
            for step in 1...12 { #expect(text.contains("\(step). Step \(step): fold the oats"), "step \(step)") }
            flow.tearDown()
        }

        @Test func export_thatFails_showsWhy() throws {
            let fixture = try PrintFixture()
            defer { fixture.tearDown() }
            let printout = try PrintFixture.printout(of: RecipesFixture.recipes[0])
            let flow = Flow(printout: printout)

            flow.printing.export(printout, to: fixture.path("missing/\(printout.fileName)"))

            #expect(flow.failures.count == 1)
            #expect(flow.failures.first?.hasPrefix("Couldn't export Tuna Crunchies as PDF. ") == true,
                    "the summary, then GTK's reason: \(flow.failures)")
            flow.tearDown()
        }
    }
}

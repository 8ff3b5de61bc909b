import CGtk
import Foundation
import PetCore
import Testing
@testable import PetAdoptionApp

/// Print-outs of recipes for the printing tests, a temporary folder for their PDFs, and
/// poppler's `pdftotext` and `pdfinfo` to read them back.
@MainActor
final class PrintFixture {
    /// A folder of its own, removed by ``tearDown()``.
    let folder: URL

    /// Initializes GTK and makes the folder.
    init() throws {
        try GTKTestLoop.initialize()
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("pet-adoption-print-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    /// How many print dialogs ``cancelPrintDialogWhenShown()`` cancelled.
    static var cancelledDialogs = 0

    /// Cancels the print dialog as soon as it is up (from its own modal loop), as a
    /// person pressing Cancel would.
    static func cancelPrintDialogWhenShown() {
        g_idle_add({ _ in
            MainActor.assumeIsolated {
                guard let dialog = toplevels(ofType: "GtkPrintUnixDialog").first(where: { gtk_widget_get_mapped($0) != 0 }) else {
                    return 1
                }
                pet_print_dialog_cancel(dialog)
                PrintFixture.cancelledDialogs += 1
                return 0
            }
        }, nil)
    }

    /// A recipe with `steps` directions (a heading before the second half) and a source.
    static func longRecipe(steps: Int = 40) -> Recipe {
        var directions = (1...steps).map { step in
            "Step \(step): fold the oats into the tuna and pat it into small, even rounds, then wait a little while."
        }
        directions.insert("## Baking", at: steps / 2)
        return Recipe(
            id: "long", name: "Tuna Crunchies for a Whole Shelter", difficulty: .medium, photo: "recipe-tuna-crunchies.svg",
            photoDescription: "Crunchy fish-shaped treats.", prepMinutes: 15, cookMinutes: 20, yield: 50,
            yieldText: "50 crunchies",
            ingredients: ["## Dough", "1 can tuna in water", "1 cup oat flour", "1 egg", "## Topping", "1 tbsp dried catnip"],
            directions: directions, source: "https://example.com/tuna-crunchies")
    }

    /// The print-out of `recipe`, as its detail page's view model makes it.
    static func printout(of recipe: Recipe) throws -> RecipePrintout {
        let book = RecipeBook(repository: InMemoryCatalogStore(recipes: [recipe]), context: RecipesFixture.context)
        book.replace(with: RecordContents([recipe]))
        let list = RecipeListViewModel(book: book)
        #expect(list.select(recipe.id))
        return try #require(list.selected).printout
    }

    /// A path in the folder.
    func path(_ name: String) -> String {
        folder.appendingPathComponent(name).path
    }

    /// The text of the PDF at `path`, as `pdftotext` reads it (reading order, no layout).
    static func text(ofPDF path: String) throws -> String {
        try run("/usr/bin/pdftotext", [path, "-"])
    }

    /// How many pages the PDF at `path` has, as `pdfinfo` says.
    static func pageCount(ofPDF path: String) throws -> Int? {
        try run("/usr/bin/pdfinfo", [path]).split(separator: "\n")
            .first { $0.hasPrefix("Pages:") }
            .flatMap { Int($0.dropFirst("Pages:".count).trimmingCharacters(in: .whitespaces)) }
    }

    /// The standard output of `executable` with `arguments`; it must succeed.
    private static func run(_ executable: String, _ arguments: [String]) throws -> String {
        try #require(FileManager.default.isExecutableFile(atPath: executable),
                     "\(executable) is missing: install poppler-utils (tools/ensure-dependencies)")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "\(executable) \(arguments.joined(separator: " ")) failed")
        return String(decoding: data, as: UTF8.self)
    }

    /// Removes the folder and the PDFs in it.
    func tearDown() {
        try? FileManager.default.removeItem(at: folder)
    }
}

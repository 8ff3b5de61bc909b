import Foundation
import Testing
@testable import PetCore

/// `docs/catalog-format.md` stays true: its example is a catalog the importer reads.
@Suite("Catalog format document")
struct CatalogFormatDocTests {
    @Test func example_importsWithoutProblems() throws {
        // Symlinks resolved: a scratch package may link this folder from elsewhere.
        let document = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("docs/catalog-format.md")
        let text = try String(contentsOf: document, encoding: .utf8)
        let example = try #require(text.range(of: "## Example"))
        let start = try #require(text.range(of: "```json\n", range: example.upperBound..<text.endIndex))
        let end = try #require(text.range(of: "\n```", range: start.upperBound..<text.endIndex))
        let result = try CatalogImporter().importCatalog(from: Data(text[start.upperBound..<end.lowerBound].utf8))
        #expect(result.problems.isEmpty)
        #expect(result.pets.map(\.name) == ["Zoë"])
        #expect(result.recipes.map(\.name) == ["Catnip Cookies"])
    }
}

import Foundation
import Testing
@testable import PetCore

/// Every ingredient line of the saved recipe pages in `../shared/testdata/recipes-jsonld`:
/// each is rebuilt exactly, and most of them parse.
@Suite("Real ingredient lines", .enabled(if: ImportTestData.isAvailable, "needs ../shared/testdata (not in the repository)"))
struct RealIngredientLinesTests {
    /// The lines of every page that imports, headings left out.
    private static func lines() throws -> [String] {
        try RealRecipePages.pages().flatMap(\.ingredients)
    }

    @Test func everyLine_parsesThenFormats_toItself() throws {
        for line in try Self.lines() {
            #expect(IngredientLine.parse(line).text == line)
            #expect(IngredientLine.parse(line).scaled(by: 1) == line)
        }
    }

    @Test func mostLines_parse() throws {
        let lines = try Self.lines()
        let parsed = lines.filter { IngredientLine.parse($0).measure != nil }.count
        // Measured 340 of 428 lines (79.4 %). Most others have no quantity (“Kosher salt”,
        // “sal, q.b.”) or are in languages without units here (Russian, Slovak, Hungarian).
        #expect(!lines.isEmpty)
        #expect(Double(parsed) / Double(lines.count) >= 0.79, "\(parsed) of \(lines.count) lines parse")
    }

    @Test func everyAmountInBrackets_followsTheScale() throws {
        // A line such as “1 and 1/3 cup (167g) flour”: tripled, the bracket says 501g.
        let bracketed = try Self.lines().filter { line in
            let parsed = IngredientLine.parse(line)
            guard parsed.measure != nil, let open = parsed.trailing.firstIndex(of: "("),
                  let close = parsed.trailing[open...].firstIndex(of: ")") else { return false }
            return IngredientLine.parse(String(parsed.trailing[parsed.trailing.index(after: open) ..< close])).measure?.unit != nil
        }
        #expect(!bracketed.isEmpty)
        for line in bracketed {
            let parsed = IngredientLine.parse(line)
            let tripled = IngredientLine.parse(parsed.scaled(by: 3))
            #expect(tripled.trailing != parsed.trailing, "the bracket in “\(line)” did not follow the scale: \(parsed.scaled(by: 3))")
        }
    }
}

import Foundation
import Testing
@testable import PetStore

/// How a pet's lists (its colours, its further photos) are kept in one text column.
@Suite("Pet rows")
struct PetRowTests {
    @Test func aListKeptAsLines_readsBackAsItWasWritten() {
        let lists: [[String]] = [[], ["Black"], ["Black", "White"], ["", "Tan", ""], ["Café au lait", "灰色", "🐾"], ["a\r", "b"]]
        for list in lists {
            #expect(PetRow.lines(PetRow.lines(list)) == list)
        }
    }

    /// A carriage return before a line feed stays with its line: a list written from
    /// items ending in one reads back the same (Foundation's `components(separatedBy:)`
    /// keeps "\r\n" whole, as one character, and read such a list back as one item).
    @Test func linesAreSplitAtEveryLineFeed_aCarriageReturnStayingWithItsLine() {
        #expect(PetRow.lines("a\r\nb") == ["a\r", "b"])
        #expect(PetRow.lines("\n") == ["", ""])
        #expect(PetRow.lines("a\n\nb\n") == ["a", "", "b", ""])
        #expect(PetRow.lines("über\nçà") == ["über", "çà"])
    }
}

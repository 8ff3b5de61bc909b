import Testing
@testable import PetAdoptionApp

@MainActor @Suite("Recipe page layout")
struct RecipePageLayoutTests {
    /// A block of lines `lineHeight` tall, drawing nothing.
    private final class Lines: PrintBlock {
        let spaceBefore: Double
        let keepsWithNext: Bool
        let lineBottoms: [Double]

        init(_ count: Int, lineHeight: Double = 10, spaceBefore: Double = 5, keepsWithNext: Bool = false) {
            self.spaceBefore = spaceBefore
            self.keepsWithNext = keepsWithNext
            lineBottoms = (1...count).map { Double($0) * lineHeight }
        }

        func draw(on cairo: OpaquePointer) {}
    }

    /// Every line of every block, on one page or another, in order.
    private static func placedLines(_ pages: [[PrintPlacement]]) -> [[Int]] {
        var lines: [Int: [Int]] = [:]
        for placement in pages.joined() { lines[placement.block, default: []] += Array(placement.lines) }
        return lines.keys.sorted().map { lines[$0]! }
    }

    @Test func blocksThatFit_shareAPage_spacedOut_butNotAtItsTop() {
        let pages = RecipePageLayout.paginate([Lines(2), Lines(3)], pageHeight: 100)
        #expect(pages == [[
            PrintPlacement(block: 0, lines: 0..<2, top: 0),
            PrintPlacement(block: 1, lines: 0..<3, top: 25),
        ]])
    }

    @Test func aBlockThatDoesNotFit_goesWhole_onTheNextPage() {
        let pages = RecipePageLayout.paginate([Lines(8), Lines(3)], pageHeight: 100)
        #expect(pages == [
            [PrintPlacement(block: 0, lines: 0..<8, top: 0)],
            [PrintPlacement(block: 1, lines: 0..<3, top: 0)],
        ])
    }

    @Test func aTitle_neverEndsAPage_withoutTheLineUnderIt() {
        let pages = RecipePageLayout.paginate([Lines(8), Lines(1, keepsWithNext: true), Lines(1)], pageHeight: 100)
        #expect(pages.map { $0.map(\.block) } == [[0], [1, 2]])
    }

    @Test func aBlockTallerThanAPage_breaksBetweenLines_andNoLineCrossesTheBottom() {
        let blocks = [Lines(3), Lines(25, lineHeight: 9), Lines(2)]
        let pages = RecipePageLayout.paginate(blocks, pageHeight: 100)
        #expect(Self.placedLines(pages) == [Array(0..<3), Array(0..<25), Array(0..<2)])
        #expect(pages.count == 4)
        for placement in pages.joined() {
            let block = blocks[placement.block]
            let height = block.lineBottoms[placement.lines.upperBound - 1] - block.lineTop(placement.lines.lowerBound)
            #expect(placement.top + height <= 100, "\(placement)")
        }
    }

    @Test func aLineTallerThanAPage_stillPrints_onAPageOfItsOwn() {
        let pages = RecipePageLayout.paginate([Lines(1), Lines(1, lineHeight: 150), Lines(1)], pageHeight: 100)
        #expect(pages.map { $0.map(\.block) } == [[0], [1], [2]])
    }
}

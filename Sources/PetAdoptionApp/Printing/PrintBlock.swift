import CGtk

/// One piece of a printed recipe's flow, laid out for the page's width: the header, a
/// paragraph, a rule. ``RecipePageLayout`` stacks blocks down the pages; a block breaks
/// across pages only between its lines, so no line is ever cut.
@MainActor
protocol PrintBlock: AnyObject {
    /// The space above the block when something is above it on the page.
    var spaceBefore: Double { get }
    /// Whether the block must share its page with the first line of the next one (a
    /// title, a heading).
    var keepsWithNext: Bool { get }
    /// Where each of the block's lines ends, from its top; the last is its height. A
    /// block that cannot break (the header) has one line.
    var lineBottoms: [Double] { get }
    /// Draws the whole block with its top left corner at cairo's origin, in points.
    func draw(on cairo: OpaquePointer)
}

extension PrintBlock {
    /// The block's height.
    var height: Double { lineBottoms.last ?? 0 }

    /// The top of line `index`, from the block's top.
    func lineTop(_ index: Int) -> Double {
        index == 0 ? 0 : lineBottoms[index - 1]
    }
}

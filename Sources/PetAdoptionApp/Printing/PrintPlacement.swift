/// Where some lines of a block go on a page.
struct PrintPlacement: Hashable, Sendable {
    /// The block's index in the layout's blocks.
    let block: Int
    /// The lines of the block on this page.
    let lines: Range<Int>
    /// Where the first of those lines starts, from the top of the page's text area.
    let top: Double
}

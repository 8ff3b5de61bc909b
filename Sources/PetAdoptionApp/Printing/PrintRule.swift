import CGtk

/// A thin horizontal rule across a printed page: under the header, above the source.
@MainActor
final class PrintRule: PrintBlock {
    let spaceBefore: Double
    let keepsWithNext = true
    let lineBottoms: [Double]

    private let width: Double

    /// A rule `width` points long, `spaceBefore` below what is above it and
    /// `spaceAfter` above what follows.
    init(width: Double, spaceBefore: Double = PrintStyle.ruleGap, spaceAfter: Double = 0) {
        self.width = width
        self.spaceBefore = spaceBefore
        lineBottoms = [PrintStyle.ruleWidth + spaceAfter]
    }

    func draw(on cairo: OpaquePointer) {
        cairo_set_source_rgb(cairo, PrintStyle.ruleGrey, PrintStyle.ruleGrey, PrintStyle.ruleGrey)
        cairo_set_line_width(cairo, PrintStyle.ruleWidth)
        cairo_move_to(cairo, 0, PrintStyle.ruleWidth / 2)
        cairo_line_to(cairo, width, PrintStyle.ruleWidth / 2)
        cairo_stroke(cairo)
    }
}

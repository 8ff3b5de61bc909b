import CGtk

/// A paragraph of a printed recipe: a section title, a heading, an ingredient or a step
/// with its marker (`"•"`, `"12."`) right-aligned in the indent before the text, or the
/// source. It breaks across pages between its lines.
@MainActor
final class PrintParagraph: PrintBlock {
    let spaceBefore: Double
    let keepsWithNext: Bool
    let lineBottoms: [Double]

    private let text: OpaquePointer
    private let grey: Double
    private let marker: (layout: OpaquePointer, x: Double)?

    /// `text` in `style`, `width` points wide, its lines at ``PrintStyle/markerIndent``
    /// after a non-empty `marker` (drawn dimmer); `spaceBefore` above it.
    init(
        _ text: String, style: PrintText.Style, marker: String = "", width: Double,
        spaceBefore: Double, keepsWithNext: Bool = false, context: OpaquePointer
    ) {
        self.spaceBefore = spaceBefore
        self.keepsWithNext = keepsWithNext
        grey = style.grey
        let indent = marker.isEmpty ? 0 : PrintStyle.markerIndent
        self.text = PrintText.layout(text, style: style, width: width - indent, context: context)
        var bottoms = PrintText.lineBottoms(of: self.text)
        if marker.isEmpty {
            self.marker = nil
        } else {
            var markerStyle = style
            markerStyle.grey = PrintStyle.dimGrey
            let layout = PrintText.layout(marker, style: markerStyle, width: indent, context: context)
            pango_layout_set_width(layout, -1)  // One line, however wide.
            let size = PrintText.size(of: layout)
            // A marker wider than the indent (step 1000) runs into the margin rather than the text.
            self.marker = (layout, indent - PrintStyle.markerGap - size.width)
            bottoms[0] = max(bottoms[0], size.height)
        }
        lineBottoms = bottoms
    }

    isolated deinit {
        g_object_unref(text.objectPointer)
        if let marker { g_object_unref(marker.layout.objectPointer) }
    }

    func draw(on cairo: OpaquePointer) {
        if let marker { PrintText.draw(marker.layout, grey: PrintStyle.dimGrey, x: marker.x, y: 0, on: cairo) }
        PrintText.draw(text, grey: grey, x: marker == nil ? 0 : PrintStyle.markerIndent, y: 0, on: cairo)
    }
}

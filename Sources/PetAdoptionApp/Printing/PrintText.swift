import CGtk

/// Lays out text for a printed page with Pango.
///
/// The text is always plain (`pango_layout_set_text`): a recipe's words are never
/// markup, so `<b>` and `&amp;` print as written. Size, weight and slant are a
/// `PangoAttrList` over the whole text.
@MainActor
enum PrintText {
    /// How text is styled.
    struct Style {
        /// The font size in points.
        var size: Double
        /// Whether the text is bold.
        var isBold = false
        /// Whether the text is italic.
        var isItalic = false
        /// The text's grey, from black (0) to white (1).
        var grey = PrintStyle.textGrey
    }

    /// A layout (a `PangoLayout` the caller unrefs) of `text` in `style`, wrapped at
    /// `width` points, made for `context` (a `GtkPrintContext`), so its metrics are the
    /// printer's.
    static func layout(_ text: String, style: Style, width: Double, context: OpaquePointer) -> OpaquePointer {
        let layout = gtk_print_context_create_pango_layout(context)!
        let font = pango_font_description_from_string(PrintStyle.fontFamily)
        pango_layout_set_font_description(layout, font)
        pango_font_description_free(font)
        let attributes = pango_attr_list_new()
        pango_attr_list_insert(attributes, pango_attr_size_new(Int32((style.size * Double(PANGO_SCALE)).rounded())))
        if style.isBold { pango_attr_list_insert(attributes, pango_attr_weight_new(PANGO_WEIGHT_BOLD)) }
        if style.isItalic { pango_attr_list_insert(attributes, pango_attr_style_new(PANGO_STYLE_ITALIC)) }
        pango_layout_set_attributes(layout, attributes)
        pango_attr_list_unref(attributes)
        pango_layout_set_line_spacing(layout, Float(PrintStyle.lineSpacing))
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        pango_layout_set_width(layout, pangoUnits(width))
        pango_layout_set_text(layout, text, -1)
        return layout
    }

    /// Where each line of `layout` ends, from its top, in points.
    static func lineBottoms(of layout: OpaquePointer) -> [Double] {
        var bottoms: [Double] = []
        let lines = pango_layout_get_iter(layout)
        repeat {
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(lines, nil, &logical)
            bottoms.append(points(logical.y + logical.height))
        } while pango_layout_iter_next_line(lines) != 0
        pango_layout_iter_free(lines)
        return bottoms
    }

    /// The width and height `layout` takes, in points.
    static func size(of layout: OpaquePointer) -> (width: Double, height: Double) {
        var width: Int32 = 0
        var height: Int32 = 0
        pango_layout_get_size(layout, &width, &height)
        return (points(width), points(height))
    }

    /// Draws `layout` in `grey` with its top left corner at (`x`, `y`) on `cairo`.
    static func draw(_ layout: OpaquePointer, grey: Double, x: Double, y: Double, on cairo: OpaquePointer) {
        cairo_set_source_rgb(cairo, grey, grey, grey)
        cairo_move_to(cairo, x, y)
        pango_cairo_show_layout(cairo, layout)
    }

    /// `points` in Pango units.
    static func pangoUnits(_ points: Double) -> Int32 {
        Int32((points * Double(PANGO_SCALE)).rounded())
    }

    /// `units` (Pango's) in points.
    static func points(_ units: Int32) -> Double {
        Double(units) / Double(PANGO_SCALE)
    }
}

import CGtk
import PetCore

/// A recipe laid out on the pages of one print job: the header (name, details, photo),
/// a rule, the ingredients and the directions under their titles, then the source.
///
/// Made in "begin-print" for the job's `GtkPrintContext` (its page size and font
/// metrics); each page then draws in "draw-page". Pages break between lines only: a
/// paragraph too long for what is left of a page goes on over the next one, and a title
/// or a heading never ends a page without the line it stands over.
@MainActor
final class RecipePageLayout {
    /// The blocks, top to bottom.
    let blocks: [any PrintBlock]
    /// What each page shows, in order.
    let pages: [[PrintPlacement]]

    /// `printout` laid out for `context`, with `photo` beside its name when it loaded.
    init(_ printout: RecipePrintout, photo: PrintPhoto?, context: OpaquePointer) {
        let width = gtk_print_context_get_width(context) - 2 * PrintStyle.margin
        let height = gtk_print_context_get_height(context) - 2 * PrintStyle.margin
        blocks = Self.blocks(of: printout, photo: photo, width: width, context: context)
        pages = Self.paginate(blocks, pageHeight: height)
    }

    /// How many pages the recipe takes.
    var pageCount: Int { pages.count }

    /// Draws page `index` (from 0) on `context`'s cairo context.
    func draw(page index: Int, on context: OpaquePointer) {
        guard pages.indices.contains(index), let cairo = gtk_print_context_get_cairo_context(context) else { return }
        let width = gtk_print_context_get_width(context)
        for placement in pages[index] {
            let block = blocks[placement.block]
            let top = block.lineTop(placement.lines.lowerBound)
            let bottom = block.lineBottoms[placement.lines.upperBound - 1]
            cairo_save(cairo)
            // Only the lines of this page: the rest of a broken paragraph is on another.
            cairo_rectangle(cairo, 0, PrintStyle.margin + placement.top, width, bottom - top)
            cairo_clip(cairo)
            cairo_translate(cairo, PrintStyle.margin, PrintStyle.margin + placement.top - top)
            block.draw(on: cairo)
            cairo_restore(cairo)
        }
    }

    /// The blocks of `printout`, `width` points wide.
    private static func blocks(
        of printout: RecipePrintout, photo: PrintPhoto?, width: Double, context: OpaquePointer
    ) -> [any PrintBlock] {
        let body = PrintText.Style(size: PrintStyle.bodySize)
        let heading = PrintText.Style(size: PrintStyle.bodySize, isBold: true)
        var blocks: [any PrintBlock] = [PrintHeader(printout, photo: photo, width: width, context: context)]
        blocks.append(PrintRule(width: width))
        for (title, lines, gap) in [
            (printout.ingredientsTitle, printout.ingredients, PrintStyle.ingredientGap),
            (printout.directionsTitle, printout.directions, PrintStyle.stepGap),
        ] where !lines.isEmpty {
            blocks.append(PrintParagraph(
                title, style: PrintText.Style(size: PrintStyle.sectionTitleSize, isBold: true), width: width,
                spaceBefore: PrintStyle.sectionGap, keepsWithNext: true, context: context))
            for (index, line) in lines.enumerated() {
                let spaceBefore = index == 0 ? PrintStyle.sectionTitleGap : line.isHeading ? PrintStyle.headingGap : gap
                blocks.append(PrintParagraph(
                    line.text, style: line.isHeading ? heading : body, marker: line.marker, width: width,
                    spaceBefore: spaceBefore, keepsWithNext: line.isHeading, context: context))
            }
        }
        if let source = printout.sourceText {
            blocks.append(PrintRule(width: width, spaceBefore: PrintStyle.sectionGap, spaceAfter: PrintStyle.sectionTitleGap))
            blocks.append(PrintParagraph(
                source, style: PrintText.Style(size: PrintStyle.sourceSize, isItalic: true, grey: PrintStyle.dimGrey),
                width: width, spaceBefore: 0, context: context))
        }
        return blocks
    }

    /// `blocks` stacked on pages `pageHeight` points tall.
    ///
    /// A block goes on the page if it fits, together with the first line of the next
    /// block when it keeps with it; else on a new page. A block taller than a whole page
    /// starts a page and is broken between lines, as many lines on each page as fit (at
    /// least one, so a line taller than a page still prints, cut at the bottom).
    static func paginate(_ blocks: [any PrintBlock], pageHeight: Double) -> [[PrintPlacement]] {
        var pages: [[PrintPlacement]] = [[]]
        var y = 0.0
        func newPage() {
            pages.append([])
            y = 0
        }
        for (index, block) in blocks.enumerated() {
            var space = pages[pages.count - 1].isEmpty ? 0 : block.spaceBefore
            var needed = block.height
            if block.keepsWithNext, index + 1 < blocks.count {
                let next = blocks[index + 1]
                needed += next.spaceBefore + (next.lineBottoms.first ?? 0)
            }
            if y + space + needed > pageHeight, !pages[pages.count - 1].isEmpty {
                newPage()
                space = 0
            }
            var line = 0
            while line < block.lineBottoms.count {
                let top = block.lineTop(line)
                var end = line + 1
                while end < block.lineBottoms.count, y + space + block.lineBottoms[end] - top <= pageHeight { end += 1 }
                pages[pages.count - 1].append(PrintPlacement(block: index, lines: line..<end, top: y + space))
                y += space + block.lineBottoms[end - 1] - top
                line = end
                if line < block.lineBottoms.count { newPage() }
                space = 0
            }
        }
        return pages
    }
}

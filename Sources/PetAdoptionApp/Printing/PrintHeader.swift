import CGtk
import PetCore

/// The top of a printed recipe: its name, large and bold, and its details under it,
/// with the photo beside them on the right when there is one. It never breaks.
@MainActor
final class PrintHeader: PrintBlock {
    let spaceBefore = 0.0
    let keepsWithNext = true
    let lineBottoms: [Double]

    private let title: OpaquePointer
    private let details: [(layout: OpaquePointer, top: Double)]
    private let photo: PrintPhoto?
    private let width: Double

    /// The header of `printout`, `width` points wide, with `photo` if it loaded.
    init(_ printout: RecipePrintout, photo: PrintPhoto?, width: Double, context: OpaquePointer) {
        self.photo = photo
        self.width = width
        let textWidth = photo == nil ? width : width - PrintStyle.photoSide - PrintStyle.photoGap
        title = PrintText.layout(
            printout.title, style: PrintText.Style(size: PrintStyle.titleSize, isBold: true), width: textWidth, context: context)
        var bottom = PrintText.size(of: title).height + PrintStyle.titleGap
        var details: [(OpaquePointer, Double)] = []
        for detail in printout.details {
            let layout = PrintText.layout(
                detail, style: PrintText.Style(size: PrintStyle.detailSize, grey: PrintStyle.dimGrey),
                width: textWidth, context: context)
            details.append((layout, bottom))
            bottom += PrintText.size(of: layout).height + PrintStyle.detailGap
        }
        self.details = details
        lineBottoms = [max(bottom, photo == nil ? 0 : PrintStyle.photoSide)]
    }

    isolated deinit {
        g_object_unref(title.objectPointer)
        for detail in details { g_object_unref(detail.layout.objectPointer) }
    }

    func draw(on cairo: OpaquePointer) {
        PrintText.draw(title, grey: PrintStyle.textGrey, x: 0, y: 0, on: cairo)
        for detail in details {
            PrintText.draw(detail.layout, grey: PrintStyle.dimGrey, x: 0, y: detail.top, on: cairo)
        }
        photo?.draw(side: PrintStyle.photoSide, x: width - PrintStyle.photoSide, y: 0, on: cairo)
    }
}

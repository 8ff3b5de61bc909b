import CGtk
import PetCore

/// One recycled row of an import preview's details: a wrapping label, bold for a
/// file's heading line.
@MainActor
final class ImportDetailRow: RowView {
    let widget: UnsafeMutablePointer<GtkWidget>

    init() {
        widget = gtk_label_new("")
        let label = pet_gtk_label(widget)
        gtk_label_set_wrap(label, 1)
        gtk_label_set_wrap_mode(label, PANGO_WRAP_WORD_CHAR)
        gtk_label_set_xalign(label, 0)
        gtk_widget_set_margin_top(widget, 3)
        gtk_widget_set_margin_bottom(widget, 3)
        gtk_widget_set_margin_start(widget, 6)
        gtk_widget_set_margin_end(widget, 6)
    }

    /// The text the row shows.
    var text: String { String(cString: gtk_label_get_text(pet_gtk_label(widget))) }

    func attach(to model: ImportDetailLine) -> [Binding] {
        [
            bind(widget, to: model, \.text) { label, text in gtk_label_set_text(pet_gtk_label(label), text) },
            bind(widget, to: model, \.isFileHeading) { label, isHeading in
                if isHeading { gtk_widget_add_css_class(label, "heading") } else { gtk_widget_remove_css_class(label, "heading") }
            },
        ]
    }

    func detach() {}
}

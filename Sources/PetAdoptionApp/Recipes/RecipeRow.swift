import CGtk
import PetCore

/// One row of the recipe list: a thumbnail, the recipe's name, and a dimmed line
/// “Easy · 45 min · Serves 4”.
@MainActor
final class RecipeRow: RowView {
    /// The thumbnail's side, in logical pixels.
    static let thumbnailSize: Int32 = 48

    let widget: UnsafeMutablePointer<GtkWidget>
    /// The thumbnail.
    let thumbnail = PhotoView(size: RecipeRow.thumbnailSize)
    /// The recipe's name.
    let nameLabel = Widgets.label()
    /// Difficulty, total time and yield.
    let detailLabel = Widgets.label(classes: ["dim-label", "caption"])

    init() {
        let texts = Widgets.box(GTK_ORIENTATION_VERTICAL, spacing: 3, [nameLabel, detailLabel])
        gtk_widget_set_valign(texts, GTK_ALIGN_CENTER)
        gtk_widget_set_hexpand(texts, 1)
        widget = Widgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 12, [thumbnail.widget, texts])
        gtk_widget_set_margin_top(widget, 6)
        gtk_widget_set_margin_bottom(widget, 6)
    }

    func attach(to model: RecipeRowViewModel) -> [Binding] {
        [
            bind(nameLabel, to: model, \.name, apply: Widgets.setText),
            bind(detailLabel, to: model, \.detailText, apply: Widgets.setText),
            bind(thumbnail.widget, to: model, \.photoReference) { [thumbnail, weak model] _, reference in
                thumbnail.show(reference, description: model?.photoDescription ?? "")
            },
        ]
    }

    func detach() {
        thumbnail.clear()
    }
}

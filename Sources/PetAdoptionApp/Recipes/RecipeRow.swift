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
    let thumbnail: PhotoView
    private let nameLabel: UnsafeMutablePointer<GtkWidget>
    private let detailLabel: UnsafeMutablePointer<GtkWidget>

    init() {
        thumbnail = PhotoView(size: Self.thumbnailSize)
        nameLabel = gtk_label_new(nil)
        gtk_label_set_xalign(pet_gtk_label(gpointer(nameLabel)), 0)
        gtk_label_set_ellipsize(pet_gtk_label(gpointer(nameLabel)), PANGO_ELLIPSIZE_END)
        detailLabel = gtk_label_new(nil)
        gtk_label_set_xalign(pet_gtk_label(gpointer(detailLabel)), 0)
        gtk_label_set_ellipsize(pet_gtk_label(gpointer(detailLabel)), PANGO_ELLIPSIZE_END)
        gtk_widget_add_css_class(detailLabel, "dim-label")
        gtk_widget_add_css_class(detailLabel, "caption")

        let texts = gtk_box_new(GTK_ORIENTATION_VERTICAL, 3)!
        gtk_widget_set_valign(texts, GTK_ALIGN_CENTER)
        gtk_widget_set_hexpand(texts, 1)
        gtk_box_append(pet_gtk_box(gpointer(texts)), nameLabel)
        gtk_box_append(pet_gtk_box(gpointer(texts)), detailLabel)

        widget = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12)
        gtk_widget_set_margin_top(widget, 6)
        gtk_widget_set_margin_bottom(widget, 6)
        gtk_box_append(pet_gtk_box(gpointer(widget)), thumbnail.widget)
        gtk_box_append(pet_gtk_box(gpointer(widget)), texts)
    }

    /// The name shown.
    var nameText: String { String(cString: gtk_label_get_text(pet_gtk_label(gpointer(nameLabel)))) }
    /// The second line shown.
    var detailText: String { String(cString: gtk_label_get_text(pet_gtk_label(gpointer(detailLabel)))) }

    func attach(to model: RecipeRowViewModel) -> [Binding] {
        [
            bind(nameLabel, to: model, \.name) { label, name in
                gtk_label_set_text(pet_gtk_label(gpointer(label)), name)
            },
            bind(detailLabel, to: model, \.detailTexts) { label, texts in
                gtk_label_set_text(pet_gtk_label(gpointer(label)), texts.joined(separator: " · "))
            },
            bind(thumbnail.widget, to: model, \.photoReference) { [thumbnail, weak model] _, reference in
                thumbnail.show(reference, description: model?.photoDescription ?? "")
            },
        ]
    }

    func detach() {
        thumbnail.clear()
    }
}

private extension RecipeRowViewModel {
    /// The texts of the row's second line, each already worded by the view model.
    var detailTexts: [String] {
        [difficultyText, totalTimeText, yieldText].compactMap { $0 }
    }
}

import CGtk
import PetCore

/// One row of the pet list: a thumbnail, the pet's name over “Dog · Beagle · 2 years old”,
/// the fee and the status at the end, and a star for a favourite.
@MainActor
final class PetRow: RowView {
    /// The thumbnail's side, in logical pixels.
    static let thumbnailSize: Int32 = 48

    let widget: UnsafeMutablePointer<GtkWidget>
    /// The pet's photo.
    let thumbnail = PhotoView(size: PetRow.thumbnailSize)
    /// The pet's name.
    let nameLabel = Widgets.label(classes: ["heading"])
    /// Species, breed and age.
    let subtitleLabel = Widgets.label(classes: ["dim-label", "caption"])
    /// The adoption fee.
    let feeLabel = Widgets.label(classes: ["pet-fee"], xalign: 1)
    /// The adoption status, as a pill.
    let statusLabel = Widgets.label(classes: [PetsStyle.pillClass], xalign: 0.5)
    /// The favourite star, shown for favourites only.
    let favouriteIcon = gtk_image_new_from_icon_name("starred-symbolic")!

    init() {
        PetsStyle.sheet.install()
        gtk_widget_set_halign(statusLabel, GTK_ALIGN_END)
        gtk_widget_add_css_class(favouriteIcon, "accent")
        pet_accessible_set_label(pet_gtk_accessible(favouriteIcon), tr("Favourite"))
        gtk_widget_set_valign(favouriteIcon, GTK_ALIGN_CENTER)

        let texts = Widgets.box(GTK_ORIENTATION_VERTICAL, spacing: 2, [nameLabel, subtitleLabel])
        gtk_widget_set_valign(texts, GTK_ALIGN_CENTER)
        gtk_widget_set_hexpand(texts, 1)
        let end = Widgets.box(GTK_ORIENTATION_VERTICAL, spacing: 4, [feeLabel, statusLabel])
        gtk_widget_set_valign(end, GTK_ALIGN_CENTER)

        widget = Widgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 12, [thumbnail.widget, texts, end, favouriteIcon])
        gtk_widget_add_css_class(widget, "pet-row")
    }

    func attach(to model: PetRowViewModel) -> [Binding] {
        [
            bind(thumbnail.widget, to: model, \.thumbnailReference) { [thumbnail, weak model] _, reference in
                thumbnail.show(reference, description: model?.name ?? "")
            },
            bind(nameLabel, to: model, \.name, apply: Widgets.setText),
            bind(subtitleLabel, to: model, \.subtitle, apply: Widgets.setText),
            bind(feeLabel, to: model, \.adoptionFeeText, apply: Widgets.setText),
            bind(statusLabel, to: model, \.statusText, apply: Widgets.setText),
            bind(statusLabel, to: model, \.isAdopted) { label, isAdopted in
                Widgets.setClass("dim-label", on: label, isAdopted)
            },
            bind(favouriteIcon, to: model, \.isFavourite) { icon, isFavourite in
                gtk_widget_set_visible(icon, isFavourite ? 1 : 0)
            },
        ]
    }

    func detach() {
        thumbnail.clear()
    }
}

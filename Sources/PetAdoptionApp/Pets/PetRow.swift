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
    /// What the row shows, while attached.
    private var shown: PetRowContent?

    init() {
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

    /// Binds the row to `model` with one binding: a row attached to another pet sets what
    /// differs from the pet it showed in one pass, without a binding per label.
    func attach(to model: PetRowViewModel) -> [Binding] {
        [bind(widget, to: model, \.content) { [weak self] _, content in self?.show(content) }]
    }

    func detach() {
        shown = nil
        thumbnail.clear()
    }

    /// Sets each widget whose part of `content` differs from what the row shows.
    private func show(_ content: PetRowContent) {
        let old = shown
        shown = content
        if old?.thumbnailReference != content.thumbnailReference || old?.name != content.name {
            thumbnail.show(content.thumbnailReference, description: content.name)
        }
        if old?.name != content.name { Widgets.setText(nameLabel, content.name) }
        if old?.subtitle != content.subtitle { Widgets.setText(subtitleLabel, content.subtitle) }
        if old?.adoptionFeeText != content.adoptionFeeText { Widgets.setText(feeLabel, content.adoptionFeeText) }
        if old?.statusText != content.statusText { Widgets.setText(statusLabel, content.statusText) }
        if old?.isAdopted != content.isAdopted { Widgets.setClass("dim-label", on: statusLabel, content.isAdopted) }
        if old?.isFavourite != content.isFavourite { gtk_widget_set_visible(favouriteIcon, content.isFavourite ? 1 : 0) }
    }
}

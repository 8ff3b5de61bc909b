import CGtk
import PetCore

/// A pet's other photos on its page, after its picture: a titled strip of square
/// thumbnails that wraps, hidden while the pet has no other photo.
///
/// The strip is one stop for Tab; the arrow keys, Home and End move between the photos,
/// each named for assistive technologies as its item says ("Photo 2 of 4").
@MainActor
final class PetPhotoGallery {
    /// The side of a photo, in logical pixels.
    static let photoSize: Int32 = 120

    /// The top widget: the titled group holding the strip.
    let widget: UnsafeMutablePointer<GtkWidget>
    /// The strip (a `GtkFlowBox`).
    let strip = gtk_flow_box_new()!
    /// The photo views shown, in order.
    private(set) var photos: [PhotoView] = []

    /// An empty, hidden gallery.
    init() {
        let flow = pet_gtk_flow_box(strip)
        gtk_flow_box_set_selection_mode(flow, GTK_SELECTION_NONE)
        gtk_flow_box_set_homogeneous(flow, 1)
        gtk_flow_box_set_min_children_per_line(flow, 2)
        gtk_flow_box_set_max_children_per_line(flow, 4)
        gtk_flow_box_set_column_spacing(flow, 12)
        gtk_flow_box_set_row_spacing(flow, 12)
        let group = PreferenceRows.group(tr("More Photos"))
        widget = group.widget
        adw_preferences_group_add(group.c, strip)
        pet_accessible_set_label(pet_gtk_accessible(strip), tr("More Photos"))
        gtk_widget_set_visible(widget, 0)
    }

    /// Shows the photos of `items` (none: hides the gallery).
    func show(_ items: [PetPhotoItem]) {
        while let child = gtk_widget_get_first_child(strip) {
            gtk_flow_box_remove(pet_gtk_flow_box(strip), child)
        }
        photos = items.map { item in
            let photo = PhotoView(size: Self.photoSize)
            photo.show(item.reference, description: item.description)
            gtk_flow_box_append(pet_gtk_flow_box(strip), photo.widget)
            if let child = gtk_widget_get_parent(photo.widget) {
                pet_accessible_set_label(pet_gtk_accessible(child), item.description)
            }
            return photo
        }
        gtk_widget_set_visible(widget, items.isEmpty ? 0 : 1)
    }

    /// Drops the photos (the page forgot its pet).
    func clear() {
        show([])
    }
}

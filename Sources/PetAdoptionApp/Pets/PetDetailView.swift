import CGtk
import PetCore

/// The widgets of a pet's detail page, built once and attached to the selected pet's
/// view model (and re-attached when the selection changes, like a recycled row).
///
/// A header with the photo, the name, “Dog · Beagle”, the compatibility badges, a favourite button
/// and the Adopt button; then boxed lists of details, of what the shelter records (only
/// the groups with a known value), and the shelter's description.
///
/// Its toasts: “Bella was adopted” with Undo while the adoption can be undone, and one per
/// failed intent. A pet's adoption toast calls that pet's `undoAdoption()` even after
/// another pet was selected (its handlers keep the pet's view model until the toast is
/// gone), and tells it `dismissAdoptionToast()` when the toast goes away.
@MainActor
final class PetDetailView: DetailView {
    /// The top widget: the page in a clamp, in a scrolled window.
    let widget: UnsafeMutablePointer<GtkWidget>
    /// The photo's side, in logical pixels.
    static let photoSize: Int32 = 256

    /// The pet's photo.
    let photo = PhotoView(size: PetDetailView.photoSize, large: true)
    /// The pet's other photos, after the header.
    let gallery = PetPhotoGallery()
    /// The pet's name.
    let nameLabel: UnsafeMutablePointer<GtkWidget>
    /// “Dog · Beagle”.
    let speciesBreedLabel: UnsafeMutablePointer<GtkWidget>
    /// How old the pet is.
    let ageLabel: UnsafeMutablePointer<GtkWidget>
    /// “Male”, “Female” or “Sex unknown”.
    let sexLabel: UnsafeMutablePointer<GtkWidget>
    /// The adoption fee.
    let feeLabel: UnsafeMutablePointer<GtkWidget>
    /// “Available”, “Adoption pending” or “Adopted”.
    let statusLabel: UnsafeMutablePointer<GtkWidget>
    /// The shelter's description.
    let aboutLabel: UnsafeMutablePointer<GtkWidget>
    /// The compatibility badges.
    let badges: UnsafeMutablePointer<GtkWidget>
    /// What the shelter records: “Description”, “Health and Care”, “Shelter”.
    let shelterGroups = PropertyGroups()
    /// Adds or removes the pet from the favourites.
    let favouriteButton: UnsafeMutablePointer<GtkWidget>
    /// Opens the adoption confirmation.
    let adoptButton: UnsafeMutablePointer<GtkWidget>

    /// The row of buttons under the badges (favourite, Adopt, and what ``addAction(_:)`` adds).
    private let actionBar: UnsafeMutablePointer<GtkWidget>
    private let toasts: ToastPresenter
    /// The adoption toast shown for each pet's view model, until it goes away.
    private var adoptionToasts: [ObjectIdentifier: ToastPresenter.Toast] = [:]
    private weak var pet: PetViewModel?

    /// The page of `pet-page.ui`, with the photo, the further photos and the shelter's
    /// records in their places; its toasts go to `toasts`.
    init(toasts: ToastPresenter) {
        self.toasts = toasts
        let ui = BuiltUI("pet-page.ui")
        widget = ui.page("page")
        nameLabel = ui.widget("name_label")
        speciesBreedLabel = ui.widget("species_breed_label")
        ageLabel = ui.widget("age_label")
        sexLabel = ui.widget("sex_label")
        feeLabel = ui.widget("fee_label")
        statusLabel = ui.widget("status_label")
        aboutLabel = ui.widget("about_label")
        badges = ui.widget("badges")
        favouriteButton = ui.widget("favourite_button")
        adoptButton = ui.widget("adopt_button")
        actionBar = ui.widget("actions")
        gtk_widget_set_margin_bottom(photo.widget, 12)
        gtk_box_prepend(pet_gtk_box(ui.widget("header")), photo.widget)
        let content = pet_gtk_box(ui.widget("content"))
        gtk_box_insert_child_after(content, gallery.widget, ui.widget("header"))
        gtk_box_insert_child_after(content, shelterGroups.widget, ui.widget("details"))

        ObjectOwnership.attach(self, to: widget)
        connect(favouriteButton, \.clicked) { [weak self] in
            guard let pet = self?.pet else { return }
            perform { await pet.toggleFavourite() }
        }
        connect(adoptButton, \.clicked) { [weak self] in
            guard let self, let pet = self.pet else { return }
            PetAdoptionDialog.present(for: pet, over: self.adoptButton)
        }
    }

    static func title(of pet: PetViewModel) -> String { pet.name }

    /// Shows `pet`, scrolled to the top, and its toasts; cancel the returned bindings
    /// before the next one.
    func attach(to pet: PetViewModel) -> [Binding] {
        self.pet = pet
        gtk_adjustment_set_value(gtk_scrolled_window_get_vadjustment(pet_gtk_scrolled_window(widget)), 0)
        return [
            bind(photo.widget, to: pet, \.photoReference) { [photo, weak pet] _, reference in
                photo.show(reference, description: pet?.name ?? "")
            },
            bind(gallery.widget, to: pet, \.morePhotoItems) { [gallery] _, items in gallery.show(items) },
            bind(nameLabel, to: pet, \.name, apply: Widgets.setText),
            bind(speciesBreedLabel, to: pet, \.speciesBreedText, apply: Widgets.setText),
            bind(ageLabel, to: pet, \.ageText, apply: Widgets.setText),
            bind(sexLabel, to: pet, \.sexText, apply: Widgets.setText),
            bind(feeLabel, to: pet, \.adoptionFeeText, apply: Widgets.setText),
            bind(statusLabel, to: pet, \.statusText, apply: Widgets.setText),
            bind(aboutLabel, to: pet, \.aboutText, apply: Widgets.setText),
            bind(badges, to: pet, \.compatibilityBadges, apply: Self.showBadges),
            bind(shelterGroups.widget, to: pet, \.detailGroups) { [shelterGroups] _, groups in shelterGroups.show(groups) },
            bind(favouriteButton, to: pet, \.isFavourite) { button, isFavourite in
                gtk_button_set_icon_name(pet_gtk_button(button), isFavourite ? "starred-symbolic" : "non-starred-symbolic")
            },
            bind(favouriteButton, to: pet, \.favouriteButtonLabel, apply: Widgets.describe),
            bind(adoptButton, to: pet, \.canAdopt, apply: Widgets.setSensitive),
            bind(adoptButton, to: pet, \.isAdoptionOffered) { button, isOffered in gtk_widget_set_visible(button, isOffered ? 1 : 0) },
            bind(widget, to: pet, \.adoptionToastText) { [weak self, weak pet] _, text in
                guard let self, let pet else { return }
                if let text { self.showAdoption(text, of: pet) } else { self.adoptionToasts[ObjectIdentifier(pet)]?.dismiss() }
            },
            toasts.showFailures(of: pet, \.failure) { $0.dismissFailure() },
        ]
    }

    /// Shows (or retitles) the adoption toast of `pet`, whose Undo undoes that pet's adoption.
    private func showAdoption(_ text: String, of pet: PetViewModel) {
        let key = ObjectIdentifier(pet)
        if let toast = adoptionToasts[key] {
            toast.setTitle(text)
            return
        }
        adoptionToasts[key] = toasts.show(text, undo: { perform { await pet.undoAdoption() } }) { [weak self] _ in
            self?.adoptionToasts[key] = nil
            // After an Undo that dismissed the toast has started (intents run in order).
            perform { pet.dismissAdoptionToast() }
        }
    }

    /// Adds `button` at the end of the row of buttons under the badges (Edit, Delete).
    func addAction(_ button: UnsafeMutablePointer<GtkWidget>) {
        gtk_box_append(pet_gtk_box(actionBar), button)
    }

    /// Forgets the pet, so the buttons no longer reach it, and drops its photo.
    func detach() {
        pet = nil
        photo.clear()
        gallery.clear()
    }

    /// The texts of the badges shown, in order.
    var badgeTexts: [String] {
        Widgets.children(of: badges).compactMap { child in
            Widget<Gtk.FlowBoxChild>(checking: child).flatMap { gtk_flow_box_child_get_child($0.c) }.map(Widgets.text(of:))
        }
    }

    private static func showBadges(_ box: UnsafeMutablePointer<GtkWidget>, _ badges: [CompatibilityBadge]) {
        while let child = gtk_widget_get_first_child(box) {
            gtk_flow_box_remove(pet_gtk_flow_box(box), child)
        }
        for badge in badges {
            let style = switch badge.kind {
            case .positive: "success"
            case .negative: "error"
            case .unknown: "dim-label"
            }
            let pill = Widgets.label(badge.text, classes: [PetsStyle.pillClass, style], xalign: 0.5)
            gtk_widget_set_halign(pill, GTK_ALIGN_CENTER)
            gtk_flow_box_append(pet_gtk_flow_box(box), pill)
            // The flow box's child holding the badge: words to read, not a stop for Tab.
            if let child = gtk_widget_get_parent(pill) { gtk_widget_set_focusable(child, 0) }
        }
    }
}

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
    let widget = Widgets.nameableScroller()
    /// The photo's side, in logical pixels.
    static let photoSize: Int32 = 256

    /// The pet's photo.
    let photo = PhotoView(size: PetDetailView.photoSize, large: true)
    /// The pet's other photos, after the header.
    let gallery = PetPhotoGallery()
    /// The pet's name.
    let nameLabel = Widgets.label(classes: ["title-1"], xalign: 0.5, wraps: true)
    /// “Dog · Beagle”.
    let speciesBreedLabel = Widgets.label(classes: ["dim-label"], xalign: 0.5, wraps: true)
    /// How old the pet is.
    let ageLabel = Widgets.label(xalign: 1)
    /// “Male”, “Female” or “Sex unknown”.
    let sexLabel = Widgets.label(xalign: 1)
    /// The adoption fee.
    let feeLabel = Widgets.label(xalign: 1)
    /// “Available”, “Adoption pending” or “Adopted”.
    let statusLabel = Widgets.label(xalign: 1)
    /// The shelter's description.
    let aboutLabel = Widgets.label(classes: ["body"], wraps: true)
    /// The compatibility badges.
    let badges = gtk_flow_box_new()!
    /// What the shelter records: “Description”, “Health and Care”, “Shelter”.
    let shelterGroups = PropertyGroups()
    /// Adds or removes the pet from the favourites.
    let favouriteButton = gtk_button_new()!
    /// Opens the adoption confirmation.
    let adoptButton = Accessibility.mnemonicButton(tr("_Adopt"))

    /// The row of buttons under the badges (favourite, Adopt, and what ``addAction(_:)`` adds).
    private let actionBar = Widgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 12, [])
    private let toasts: ToastPresenter
    /// The adoption toast shown for each pet's view model, until it goes away.
    private var adoptionToasts: [ObjectIdentifier: ToastPresenter.Toast] = [:]
    private weak var pet: PetViewModel?

    init(toasts: ToastPresenter) {
        self.toasts = toasts
        gtk_flow_box_set_selection_mode(pet_gtk_flow_box(badges), GTK_SELECTION_NONE)
        gtk_flow_box_set_max_children_per_line(pet_gtk_flow_box(badges), 3)
        gtk_flow_box_set_column_spacing(pet_gtk_flow_box(badges), 6)
        gtk_flow_box_set_row_spacing(pet_gtk_flow_box(badges), 6)
        gtk_flow_box_set_homogeneous(pet_gtk_flow_box(badges), 1)
        pet_accessible_set_label(pet_gtk_accessible(badges), tr("Compatibility"))
        gtk_widget_set_can_focus(badges, 0)  // Badges are words to read, not stops for Tab.

        // The page's scrolled window is a stop for Tab (Page Down reads on). Its pane is
        // named after the pet (``DetailPane``); a screen reader takes a pane whose one child
        // has the pane's name for layout, and would not say it.
        pet_accessible_set_label(pet_gtk_accessible(widget), tr("Details"))
        Widgets.describe(favouriteButton, as: tr("Add to Favourites"))
        gtk_widget_add_css_class(favouriteButton, "circular")
        gtk_widget_set_valign(favouriteButton, GTK_ALIGN_CENTER)
        gtk_widget_add_css_class(adoptButton, "suggested-action")
        gtk_widget_add_css_class(adoptButton, "pill")
        let actions = actionBar
        gtk_box_append(pet_gtk_box(actions), favouriteButton)
        gtk_box_append(pet_gtk_box(actions), adoptButton)
        gtk_widget_set_halign(actions, GTK_ALIGN_CENTER)
        gtk_widget_set_margin_top(actions, 12)

        let header = Widgets.box(GTK_ORIENTATION_VERTICAL, spacing: 6, [photo.widget, nameLabel, speciesBreedLabel, badges, actions])
        gtk_widget_add_css_class(header, "pet-detail-header")
        gtk_widget_set_margin_top(badges, 6)
        gtk_widget_set_margin_bottom(photo.widget, 12)

        let details = PreferenceRows.group(tr("Details"), [
            PreferenceRows.propertyRow(tr("Age"), value: ageLabel),
            PreferenceRows.propertyRow(tr("Sex"), value: sexLabel),
            PreferenceRows.propertyRow(tr("Adoption Fee"), value: feeLabel),
            PreferenceRows.propertyRow(tr("Status"), value: statusLabel),
        ])
        let about = PreferenceRows.group(tr("About"), [aboutLabel])

        let page = Widgets.box(
            GTK_ORIENTATION_VERTICAL, spacing: 24, [header, gallery.widget, details, shelterGroups.widget, about])
        gtk_widget_set_margin_start(page, 12)
        gtk_widget_set_margin_end(page, 12)
        gtk_widget_set_margin_bottom(page, 24)
        let clamp = adw_clamp_new()!
        adw_clamp_set_maximum_size(pet_adw_clamp(clamp), 560)
        adw_clamp_set_child(pet_adw_clamp(clamp), page)
        gtk_scrolled_window_set_child(pet_gtk_scrolled_window(widget), clamp)
        gtk_scrolled_window_set_policy(pet_gtk_scrolled_window(widget), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)

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
            gtk_flow_box_child_get_child(pet_gtk_flow_box_child(gpointer(child))).map(Widgets.text(of:))
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

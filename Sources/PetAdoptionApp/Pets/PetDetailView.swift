import CGtk
import PetCore

/// The widgets of a pet's detail page, built once and attached to the selected pet's
/// view model (and re-attached when the selection changes, like a recycled row).
///
/// A header with the photo, the name, “Dog · Beagle”, the compatibility badges, a favourite button
/// and the Adopt button; then boxed lists of details and the shelter's description.
@MainActor
final class PetDetailView {
    /// The top widget: the page in a clamp, in a scrolled window.
    let widget = gtk_scrolled_window_new()!
    /// The photo's side, in logical pixels.
    static let photoSize: Int32 = 256

    /// The pet's photo.
    let photo = PhotoView(size: PetDetailView.photoSize, large: true)
    /// The pet's name.
    let nameLabel = PetWidgets.label(classes: ["title-1"], xalign: 0.5, wraps: true)
    /// “Dog · Beagle”.
    let speciesBreedLabel = PetWidgets.label(classes: ["dim-label"], xalign: 0.5, wraps: true)
    /// How old the pet is.
    let ageLabel = PetWidgets.label(xalign: 1)
    /// “Male”, “Female” or “Sex unknown”.
    let sexLabel = PetWidgets.label(xalign: 1)
    /// The adoption fee.
    let feeLabel = PetWidgets.label(xalign: 1)
    /// “Available”, “Adoption pending” or “Adopted”.
    let statusLabel = PetWidgets.label(xalign: 1)
    /// The shelter's description.
    let aboutLabel = PetWidgets.label(classes: ["body"], wraps: true)
    /// The compatibility badges.
    let badges = gtk_flow_box_new()!
    /// Adds or removes the pet from the favourites.
    let favouriteButton = gtk_button_new()!
    /// Opens the adoption confirmation.
    let adoptButton = gtk_button_new_with_mnemonic("_Adopt")!

    /// The row of buttons under the badges (favourite, Adopt, and what ``addAction(_:)`` adds).
    private let actionBar = PetWidgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 12, [])
    private weak var pet: PetViewModel?

    init() {
        PetsStyle.sheet.install()
        gtk_flow_box_set_selection_mode(pet_gtk_flow_box(badges), GTK_SELECTION_NONE)
        gtk_flow_box_set_max_children_per_line(pet_gtk_flow_box(badges), 3)
        gtk_flow_box_set_column_spacing(pet_gtk_flow_box(badges), 6)
        gtk_flow_box_set_row_spacing(pet_gtk_flow_box(badges), 6)
        gtk_flow_box_set_homogeneous(pet_gtk_flow_box(badges), 1)
        pet_accessible_set_label(pet_gtk_accessible(badges), "Compatibility")

        gtk_widget_add_css_class(favouriteButton, "circular")
        gtk_widget_set_valign(favouriteButton, GTK_ALIGN_CENTER)
        gtk_widget_add_css_class(adoptButton, "suggested-action")
        gtk_widget_add_css_class(adoptButton, "pill")
        let actions = actionBar
        gtk_box_append(pet_gtk_box(actions), favouriteButton)
        gtk_box_append(pet_gtk_box(actions), adoptButton)
        gtk_widget_set_halign(actions, GTK_ALIGN_CENTER)
        gtk_widget_set_margin_top(actions, 12)

        let header = PetWidgets.box(GTK_ORIENTATION_VERTICAL, spacing: 6, [photo.widget, nameLabel, speciesBreedLabel, badges, actions])
        gtk_widget_add_css_class(header, "pet-detail-header")
        gtk_widget_set_margin_top(badges, 6)
        gtk_widget_set_margin_bottom(photo.widget, 12)

        let details = adw_preferences_group_new()!
        adw_preferences_group_set_title(pet_adw_preferences_group(details), "Details")
        for (title, value) in [("Age", ageLabel), ("Sex", sexLabel), ("Adoption Fee", feeLabel), ("Status", statusLabel)] {
            adw_preferences_group_add(pet_adw_preferences_group(details), Self.propertyRow(title, value))
        }
        let about = adw_preferences_group_new()!
        adw_preferences_group_set_title(pet_adw_preferences_group(about), "About")
        adw_preferences_group_add(pet_adw_preferences_group(about), aboutLabel)

        let page = PetWidgets.box(GTK_ORIENTATION_VERTICAL, spacing: 24, [header, details, about])
        gtk_widget_set_margin_start(page, 12)
        gtk_widget_set_margin_end(page, 12)
        gtk_widget_set_margin_bottom(page, 24)
        let clamp = adw_clamp_new()!
        adw_clamp_set_maximum_size(pet_adw_clamp(clamp), 560)
        adw_clamp_set_child(pet_adw_clamp(clamp), page)
        gtk_scrolled_window_set_child(pet_gtk_scrolled_window(widget), clamp)
        gtk_scrolled_window_set_policy(pet_gtk_scrolled_window(widget), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)

        ObjectOwnership.attach(self, to: widget)
        connect(favouriteButton, "clicked") { [weak self] in self?.pet?.toggleFavourite() }
        connect(adoptButton, "clicked") { [weak self] in
            guard let self, let pet = self.pet else { return }
            PetAdoptionDialog.present(for: pet, over: self.adoptButton)
        }
    }

    /// Shows `pet`, scrolled to the top; cancel the returned bindings before the next one.
    func attach(to pet: PetViewModel) -> [Binding] {
        self.pet = pet
        gtk_adjustment_set_value(gtk_scrolled_window_get_vadjustment(pet_gtk_scrolled_window(widget)), 0)
        return [
            bind(photo.widget, to: pet, \.photoReference) { [photo, weak pet] _, reference in
                photo.show(reference, description: pet?.name ?? "")
            },
            bind(nameLabel, to: pet, \.name, apply: PetWidgets.setText),
            bind(speciesBreedLabel, to: pet, \.speciesBreedText, apply: PetWidgets.setText),
            bind(ageLabel, to: pet, \.ageText, apply: PetWidgets.setText),
            bind(sexLabel, to: pet, \.sexText, apply: PetWidgets.setText),
            bind(feeLabel, to: pet, \.adoptionFeeText, apply: PetWidgets.setText),
            bind(statusLabel, to: pet, \.statusText, apply: PetWidgets.setText),
            bind(aboutLabel, to: pet, \.aboutText, apply: PetWidgets.setText),
            bind(badges, to: pet, \.compatibilityBadges, apply: Self.showBadges),
            bind(favouriteButton, to: pet, \.isFavourite) { button, isFavourite in
                gtk_button_set_icon_name(pet_gtk_button(button), isFavourite ? "starred-symbolic" : "non-starred-symbolic")
            },
            bind(favouriteButton, to: pet, \.favouriteButtonLabel, apply: PetWidgets.describe),
            bind(adoptButton, to: pet, \.canAdopt) { button, canAdopt in
                gtk_widget_set_sensitive(button, canAdopt ? 1 : 0)
            },
        ]
    }

    /// Adds `button` at the end of the row of buttons under the badges (Edit, Delete).
    func addAction(_ button: UnsafeMutablePointer<GtkWidget>) {
        gtk_box_append(pet_gtk_box(actionBar), button)
    }

    /// Forgets the pet, so the buttons no longer reach it, and drops its photo.
    func detach() {
        pet = nil
        photo.clear()
    }

    /// The texts of the badges shown, in order.
    var badgeTexts: [String] {
        var texts: [String] = []
        var child = gtk_widget_get_first_child(badges)
        while let current = child {
            if let label = gtk_flow_box_child_get_child(pet_gtk_flow_box_child(gpointer(current))) {
                texts.append(PetWidgets.text(of: label))
            }
            child = gtk_widget_get_next_sibling(current)
        }
        return texts
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
            let pill = PetWidgets.label(badge.text, classes: [PetsStyle.pillClass, style], xalign: 0.5)
            gtk_widget_set_halign(pill, GTK_ALIGN_CENTER)
            gtk_flow_box_append(pet_gtk_flow_box(box), pill)
        }
    }

    private static func propertyRow(_ title: String, _ value: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget> {
        let row = adw_action_row_new()!
        adw_preferences_row_set_title(pet_adw_preferences_row(row), title)
        gtk_widget_add_css_class(value, "dim-label")
        gtk_label_set_selectable(pet_gtk_label(value), 1)
        adw_action_row_add_suffix(pet_adw_action_row(row), value)
        return row
    }
}

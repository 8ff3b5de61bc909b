import CGtk
import PetCore

/// One card of the Pet Match board: a button whose stack turns over (GTK's rotating
/// stack transition, which follows `gtk-enable-animations`) between the card's back,
/// the app's paw, and the pet's photo. It is named by the card's spoken text ("Card 5 of
/// 16, face down", "Biscuit, matched") and chooses its card when activated.
@MainActor
final class MatchCardButton {
    /// The button.
    let button: UnsafeMutablePointer<GtkWidget>
    /// The card it shows.
    private(set) var card: MatchCard

    private let stack: Widget<Gtk.Stack>
    private let back: Widget<Gtk.Image>
    private let photo: PhotoView
    private let face: UnsafeMutablePointer<GtkWidget>

    /// A button showing `card`; activating it calls `choose` with the card's id.
    init(card: MatchCard, choose: @escaping @MainActor (Int) -> Void) {
        self.card = card
        let size = MatchStyle.cardSize
        let button = Widget<Gtk.Button>(gtk_button_new())
        self.button = button.widget
        gtk_widget_add_css_class(button.widget, MatchStyle.cardClass)
        stack = Widget(gtk_stack_new())
        gtk_stack_set_transition_type(stack.c, GTK_STACK_TRANSITION_TYPE_ROTATE_LEFT_RIGHT)
        gtk_stack_set_transition_duration(stack.c, 250)
        back = Widget(gtk_image_new_from_icon_name(BundledIcons.paw))
        gtk_image_set_pixel_size(back.c, size / 2)
        gtk_widget_add_css_class(back.widget, MatchStyle.backClass)
        gtk_widget_set_size_request(back.widget, size, size)
        photo = PhotoView(size: size)
        face = photo.widget
        gtk_stack_add_child(stack.c, back.widget)
        gtk_stack_add_child(stack.c, face)
        gtk_button_set_child(button.c, stack.widget)
        ObjectOwnership.attach(self, to: button.widget)
        connect(button, \.clicked) { [weak self] in
            guard let self else { return }
            choose(self.card.id)
        }
        show(card, animated: false)
    }

    /// Shows `card` (the same card, turned or matched since).
    func show(_ card: MatchCard, animated: Bool = true) {
        let turned = card.isFaceUp != self.card.isFaceUp || !animated
        if card.photoReference != self.card.photoReference || !animated {
            photo.show(card.photoReference, description: "")
        }
        self.card = card
        pet_accessible_set_label(button.accessible, card.accessibleText)
        Widgets.setClass(MatchStyle.matchedClass, on: button, card.isMatched)
        guard turned else { return }
        gtk_stack_set_transition_type(stack.c, animated ? GTK_STACK_TRANSITION_TYPE_ROTATE_LEFT_RIGHT : GTK_STACK_TRANSITION_TYPE_NONE)
        gtk_stack_set_visible_child(stack.c, card.isFaceUp ? face : back.widget)
    }
}

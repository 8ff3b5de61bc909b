import CGtk
import PetCore

/// The Pet Match board: the cards in a flow box that reflows to the pane's width (three
/// across at 360 px), in a scrolled window. Arrow keys, Home and End move between the
/// cards as laid out (``GridMove``), Space and Enter turn the focused one.
///
/// A new deal (other card ids) rebuilds the buttons, in a new flow box: GTK 4.8's flow box
/// keeps its keyboard cursor on a child it removed, and its own moves (Page Up and Down)
/// would then read the freed child. A turn updates the buttons. The pane's top widget owns
/// this controller.
@MainActor
final class MatchBoard {
    /// The pane's top widget.
    let widget: UnsafeMutablePointer<GtkWidget>
    /// The same widget, as the scrolled window it is.
    private let scroller: Widget<Gtk.ScrolledWindow>
    /// The flow box of the cards dealt.
    private(set) var cardsBox: Widget<Gtk.FlowBox>
    /// The card buttons, in board order.
    private(set) var buttons: [MatchCardButton] = []

    private let game: PetMatchViewModel

    /// The board of `game`.
    init(game: PetMatchViewModel) {
        self.game = game
        cardsBox = Self.makeCardsBox()
        scroller = Widget(gtk_scrolled_window_new())
        widget = scroller.widget
        gtk_scrolled_window_set_policy(scroller.c, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_child(scroller.c, cardsBox.widget)
        // The cards are the stops for Tab and the arrow keys, not the pane that scrolls them.
        gtk_widget_set_focusable(widget, 0)
        ObjectOwnership.attach(self, to: widget)
        bind(widget, to: game, \.cards) { [weak self] _, cards in self?.show(cards) }
        onKeyPress(widget, phase: GTK_PHASE_CAPTURE) { [weak self] keyval, state in
            guard let self, state.rawValue & (GDK_CONTROL_MASK.rawValue | GDK_ALT_MASK.rawValue) == 0,
                  let move = Self.moves[Int32(keyval)] else { return false }
            return self.focus(move)
        }
    }

    /// An empty flow box for the cards: rows that reflow to the width, three cards across
    /// at least.
    private static func makeCardsBox() -> Widget<Gtk.FlowBox> {
        let box = Widget<Gtk.FlowBox>(gtk_flow_box_new())
        let flow = box.c
        gtk_flow_box_set_selection_mode(flow, GTK_SELECTION_NONE)
        gtk_flow_box_set_homogeneous(flow, 1)
        gtk_flow_box_set_min_children_per_line(flow, 3)
        gtk_flow_box_set_max_children_per_line(flow, 8)
        gtk_flow_box_set_row_spacing(flow, 12)
        gtk_flow_box_set_column_spacing(flow, 12)
        gtk_widget_set_valign(box.widget, GTK_ALIGN_START)
        Widgets.setMargins(box.widget, 18)
        pet_accessible_set_label(box.accessible, tr("Cards"))
        return box
    }

    private static let moves: [Int32: GridMove] = [
        GDK_KEY_Left: .left, GDK_KEY_KP_Left: .left, GDK_KEY_Right: .right, GDK_KEY_KP_Right: .right,
        GDK_KEY_Up: .up, GDK_KEY_KP_Up: .up, GDK_KEY_Down: .down, GDK_KEY_KP_Down: .down,
        GDK_KEY_Home: .home, GDK_KEY_KP_Home: .home, GDK_KEY_End: .end, GDK_KEY_KP_End: .end,
    ]

    /// Moves the focus from the focused card as `move` says; `false` when no card has it.
    private func focus(_ move: GridMove) -> Bool {
        guard let index = buttons.firstIndex(where: { gtk_widget_has_focus($0.button) != 0 }) else { return false }
        let target = move.index(from: index, columns: columns, count: buttons.count)
        gtk_widget_grab_focus(buttons[target].button)
        return true
    }

    /// How many cards the flow box lays out in a row now: those level with the first.
    private var columns: Int {
        func top(_ button: MatchCardButton) -> Float? {
            var bounds = graphene_rect_t()
            guard gtk_widget_compute_bounds(button.button, cardsBox.widget, &bounds) != 0 else { return nil }
            return bounds.origin.y
        }
        guard let first = buttons.first.flatMap(top) else { return 1 }
        return max(1, buttons.prefix { top($0) == first }.count)
    }

    /// Puts the focus on the first card, if the board is on screen; returns whether it did.
    func focusFirstCard() -> Bool {
        guard let first = buttons.first, gtk_widget_get_mapped(first.button) != 0 else { return false }
        return gtk_widget_grab_focus(first.button) != 0
    }

    /// Puts the focus on the first card now, or once the board comes on screen (sliding in
    /// when folded) if the focus is still on `source` (the control that asked) or nowhere:
    /// focus given before that reaches no assistive technology.
    func focusFirstCardWhenShown(from source: UnsafeMutablePointer<GtkWidget>) {
        guard !focusFirstCard(), let first = buttons.first else { return }
        Widgets.whenMapped(first.button) { [weak self] in
            let focus = gtk_widget_get_root(source).flatMap { gtk_root_get_focus($0) }
            guard focus == nil || focus == source else { return }
            _ = self?.focusFirstCard()
        }
    }

    private func show(_ cards: [MatchCard]) {
        guard cards.map(\.id) == buttons.map(\.card.id) else {
            deal(cards)
            return
        }
        for (button, card) in zip(buttons, cards) where button.card != card { button.show(card) }
    }

    private func deal(_ cards: [MatchCard]) {
        let hadFocus = Widgets.hasFocus(within: widget)
        if !buttons.isEmpty {
            cardsBox = Self.makeCardsBox()
            gtk_scrolled_window_set_child(scroller.c, cardsBox.widget)
        }
        buttons = cards.map { card in
            MatchCardButton(card: card) { [weak game] id in
                guard let game else { return }
                perform { await game.choose(cardID: id) }
            }
        }
        for button in buttons {
            gtk_flow_box_append(cardsBox.c, button.button)
            // The card's button takes the focus, not the flow box's child around it.
            if let child = gtk_widget_get_parent(button.button) { gtk_widget_set_focusable(child, 0) }
        }
        if hadFocus { _ = focusFirstCard() }
    }
}

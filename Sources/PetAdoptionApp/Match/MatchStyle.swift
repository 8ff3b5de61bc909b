/// The Match page's style: cards with a coloured back and the paw, matched cards dimmed.
enum MatchStyle {
    /// The style class of a card button.
    static let cardClass = "match-card"
    /// The style class of a matched card.
    static let matchedClass = "match-card-matched"
    /// The style class of a card's back.
    static let backClass = "match-card-back"
    /// A card's side, in pixels.
    static let cardSize: Int32 = 88

    /// The style sheet; the board installs it.
    @MainActor static let sheet = StyleSheet("""
        button.match-card { padding: 0; border-radius: 12px; }
        button.match-card .match-card-back {
            border-radius: 12px; background-color: @accent_bg_color; color: @accent_fg_color;
        }
        button.match-card.match-card-matched { opacity: 0.45; }
        button.match-card:focus-visible { outline: 3px solid @accent_color; outline-offset: 2px; }
        """)
}

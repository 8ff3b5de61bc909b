/// The Match page's style: cards with a coloured back and the paw, matched cards dimmed.
///
/// The rules are in the app's `style.css` (``AppResources``); this type names its classes.
enum MatchStyle {
    /// The style class of a card button.
    static let cardClass = "match-card"
    /// The style class of a matched card.
    static let matchedClass = "match-card-matched"
    /// The style class of a card's back.
    static let backClass = "match-card-back"
    /// A card's side, in pixels.
    static let cardSize: Int32 = 88
}

/// One card of a Pet Match game as the board shows it: the card view model.
public struct MatchCard: Identifiable, Hashable, Sendable {
    /// The card's id in the game.
    public let id: Int
    /// The pet the card shows face up.
    public let petID: Pet.ID
    /// Whether the pet's photo shows.
    public let isFaceUp: Bool
    /// Whether the card and its twin were found (shown dimmed, face up).
    public let isMatched: Bool
    /// The pet's photo reference, for the face.
    public let photoReference: String?
    /// What a screen reader says: "Card 5 of 16, face down", "Biscuit, face up",
    /// "Biscuit, matched".
    public let accessibleText: String
}

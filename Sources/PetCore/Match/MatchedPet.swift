/// A pet the player found in a won game, for the summary's button that opens its page.
public struct MatchedPet: Identifiable, Hashable, Sendable {
    /// The pet's id, for the Pets section.
    public let id: Pet.ID
    /// "Biscuit".
    public let name: String
}

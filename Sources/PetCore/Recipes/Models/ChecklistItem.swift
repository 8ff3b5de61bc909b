/// One tickable line of a recipe: an ingredient or a direction, by its position.
public struct ChecklistItem: Hashable, Codable, Sendable {
    /// Which of a recipe's two lists an item belongs to.
    public enum Kind: String, CaseIterable, Codable, Hashable, Sendable {
        case ingredient
        case direction
    }

    public var kind: Kind
    /// The item's index in its list, from 0.
    public var index: Int

    public init(_ kind: Kind, _ index: Int) {
        self.kind = kind
        self.index = index
    }
}

/// How rare a pet is; it sets the adoption fee unless the pet has a fee of its own.
public enum Rarity: String, CaseIterable, Codable, Hashable, Sendable {
    case common
    case uncommon
    case rare
    case veryRare = "very-rare"
}

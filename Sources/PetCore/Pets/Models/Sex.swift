/// A pet's sex, as the shelter recorded it.
public enum Sex: String, CaseIterable, Codable, Hashable, Sendable {
    case male
    case female
    case unknown
}

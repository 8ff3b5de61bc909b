/// The length and kind of a pet's coat, in Petfinder's list of coat lengths.
public enum CoatLength: String, CaseIterable, Codable, Hashable, Sendable {
    case hairless
    case short
    case medium
    case long
    case wire
    case curly
}

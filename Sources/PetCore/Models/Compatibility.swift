/// Whether a pet gets on with children, dogs or cats: a three-way answer, because
/// "we don't know" is what shelters most often record.
public enum Compatibility: String, CaseIterable, Codable, Hashable, Sendable {
    case yes
    case no
    case unknown
}

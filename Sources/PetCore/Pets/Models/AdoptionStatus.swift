/// Where a pet is in the adoption process.
public enum AdoptionStatus: String, CaseIterable, Codable, Hashable, Sendable {
    case available
    case pending
    case adopted
}

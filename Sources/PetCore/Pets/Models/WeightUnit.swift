import Foundation

/// The unit a pet's weight is written in.
public enum WeightUnit: String, CaseIterable, Codable, Hashable, Sendable {
    case kilograms = "kg"
    case pounds = "lb"

    /// Kilograms in one of this unit (the international pound is exactly 0.45359237 kg).
    public var kilograms: Decimal {
        switch self {
        case .kilograms: 1
        case .pounds: Decimal(string: "0.45359237")!
        }
    }
}

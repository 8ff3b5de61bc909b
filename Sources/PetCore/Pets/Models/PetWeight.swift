import Foundation

/// A pet's weight as the shelter wrote it: an amount and its unit, kept as given so that
/// a weight written in pounds reads back in pounds.
public struct PetWeight: Hashable, Codable, Sendable {
    /// The amount, more than 0.
    public var value: Decimal
    public var unit: WeightUnit

    /// The weight of `value` `unit`s.
    public init(_ value: Decimal, _ unit: WeightUnit) {
        self.value = value
        self.unit = unit
    }

    /// The same weight in `unit`, unrounded.
    public func converted(to unit: WeightUnit) -> PetWeight {
        guard unit != self.unit else { return self }
        return PetWeight(value * self.unit.kilograms / unit.kilograms, unit)
    }
}

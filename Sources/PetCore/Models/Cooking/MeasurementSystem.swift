/// The units a recipe's ingredients and temperatures are shown in.
///
/// By default a recipe shows its own units, as written. Metric and US customary convert
/// volume to volume and weight to weight only (never by guessing a density), and
/// temperatures to Celsius or Fahrenheit. Teaspoons and tablespoons are kitchen measures
/// in both systems and stay as written; counted units (cloves, pinches) always do.
public enum MeasurementSystem: String, CaseIterable, Hashable, Sendable {
    /// Every line as the recipe writes it.
    case asWritten = "as-written"
    /// Millilitres, litres, grams and kilograms; degrees Celsius.
    case metric
    /// Cups, ounces and pounds; degrees Fahrenheit.
    case usCustomary = "us-customary"

    /// The units a converted amount may be written in, in this system, for volume or weight.
    struct TargetUnit {
        /// The unit's name in ``IngredientUnit/all``.
        var name: String
        /// The size in the base unit (millilitres or grams).
        var base: Rational
        /// How the converted line spells it, for one and for more.
        var singular: String
        var plural: String
        /// From this amount, in the base unit, the unit is used (the largest that fits wins).
        var from: Double
    }

    /// The temperature scale of this system; `nil` for ``asWritten``.
    public var temperatureScale: TemperatureScale? {
        switch self {
        case .asWritten: nil
        case .metric: .celsius
        case .usCustomary: .fahrenheit
        }
    }

    /// Whether `unit` is shown as written in this system.
    func keeps(_ unit: IngredientUnit) -> Bool {
        guard unit.kind != .count, !Self.spoons.contains(unit.name) else { return true }
        switch self {
        case .asWritten: return true
        case .metric: return unit.isMetric
        case .usCustomary: return Self.customary.contains(unit.name)
        }
    }

    /// The unit to write `amount` (in millilitres or grams) in: the largest of this
    /// system's units for `kind` that the amount reaches, else the smallest.
    func targetUnit(for kind: IngredientUnit.Kind, amount: Double) -> TargetUnit? {
        let units: [TargetUnit] = switch (self, kind) {
        case (.metric, .volume): [
            TargetUnit(name: "millilitre", base: 1, singular: "ml", plural: "ml", from: 0),
            TargetUnit(name: "litre", base: 1000, singular: "l", plural: "l", from: 1000),
        ]
        case (.metric, .weight): [
            TargetUnit(name: "gram", base: 1, singular: "g", plural: "g", from: 0),
            TargetUnit(name: "kilogram", base: 1000, singular: "kg", plural: "kg", from: 1000),
        ]
        case (.usCustomary, .volume): [
            TargetUnit(name: "teaspoon", base: 5, singular: "tsp", plural: "tsp", from: 0),
            TargetUnit(name: "tablespoon", base: 15, singular: "tbsp", plural: "tbsp", from: 15),
            // From a quarter cup: below it, cooks measure with spoons.
            TargetUnit(name: "cup", base: 240, singular: "cup", plural: "cups", from: 60),
        ]
        case (.usCustomary, .weight): [
            TargetUnit(name: "ounce", base: Rational(2835, 100)!, singular: "oz", plural: "oz", from: 0),
            TargetUnit(name: "pound", base: Rational(45359, 100)!, singular: "lb", plural: "lb", from: 453.59),
        ]
        default: []
        }
        return units.last { amount >= $0.from } ?? units.first
    }

    /// Units both systems' cooks use as written.
    private static let spoons: Set<String> = ["teaspoon", "tablespoon"]
    /// The US customary units.
    private static let customary: Set<String> = ["teaspoon", "tablespoon", "cup", "ounce", "pound"]
}

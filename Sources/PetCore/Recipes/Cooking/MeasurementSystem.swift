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

    /// A unit a converted amount may be written in: a unit of ``IngredientUnit/all``
    /// (its size), spelled as converted lines spell it.
    struct TargetUnit {
        /// The unit.
        let unit: IngredientUnit
        /// How a converted line spells it, for one and for more.
        let singular: String
        let plural: String
        /// From this amount, in the base unit, the unit is used (the largest that fits
        /// wins): its own size, unless given.
        let from: Double

        /// The unit named `name`, spelled `singular` (and `plural`, when it differs).
        init(_ name: String, _ singular: String, plural: String? = nil, from: Double? = nil) {
            unit = IngredientUnit.all.first { $0.name == name }!
            self.singular = singular
            self.plural = plural ?? singular
            self.from = from ?? unit.baseFactor?.doubleValue ?? 0
        }

        /// The size in the base unit (millilitres or grams).
        var base: Rational { unit.baseFactor ?? 1 }
    }

    /// Each system's units for volume and weight, smallest first.
    private static let targetUnits: [MeasurementSystem: [IngredientUnit.Kind: [TargetUnit]]] = [
        .metric: [
            .volume: [TargetUnit("millilitre", "ml"), TargetUnit("litre", "l")],
            .weight: [TargetUnit("gram", "g"), TargetUnit("kilogram", "kg")],
        ],
        .usCustomary: [
            // Cups from a quarter cup: below it, cooks measure with spoons.
            .volume: [TargetUnit("teaspoon", "tsp"), TargetUnit("tablespoon", "tbsp"), TargetUnit("cup", "cup", plural: "cups", from: 60)],
            .weight: [TargetUnit("ounce", "oz"), TargetUnit("pound", "lb")],
        ],
    ]

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
        let units = Self.targetUnits[self]?[kind] ?? []
        return units.last { amount >= $0.from } ?? units.first
    }

    /// Units both systems' cooks use as written.
    private static let spoons: Set<String> = ["teaspoon", "tablespoon"]
    /// The US customary units.
    private static let customary: Set<String> = [
        "teaspoon", "tablespoon", "cup", "fluid ounce", "pint", "quart", "gallon", "ounce", "pound",
    ]
}

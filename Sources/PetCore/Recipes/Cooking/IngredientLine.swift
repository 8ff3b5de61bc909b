import Foundation

/// One line of a recipe's ingredients, read into quantity, unit and the rest when it has
/// them (“1 ½ cups flour”, “大さじ2 醤油”), and otherwise kept exactly as written.
///
/// The parts keep the line's own spelling, so ``text`` always gives back the line it was
/// parsed from; only ``scaled(by:)`` writes numbers anew.
public struct IngredientLine: Hashable, Sendable {
    /// The quantity and unit of a parsed line, with their spelling in the line.
    public struct Measure: Hashable, Sendable {
        /// The amount, exact or a range.
        public var quantity: IngredientQuantity
        /// The quantity exactly as written (“1 1/2”, “2–3”, “1と1/2”).
        public var quantityText: String
        /// What joins a range's amounts as written (“–”, “ to ”), `nil` for an exact amount.
        public var rangeSeparator: String?
        /// Whether the quantity was written with a fraction (“1/2”, “½”), not as a whole or decimal number.
        public var isWrittenAsFraction: Bool
        /// The unit, when the line names one.
        public var unit: IngredientUnit?
        /// The unit as written (“cups”, “EL”), empty when there is none.
        public var unitText: String
        /// What stands between the quantity and the unit (often a space, or nothing as in “100g”).
        public var spacing: String
        /// Whether the unit comes before the number, as in Japanese “大さじ1”.
        public var unitComesFirst: Bool

        /// The quantity and unit in the order written.
        var text: String {
            unitComesFirst ? unitText + spacing + quantityText : quantityText + spacing + unitText
        }
    }

    /// What comes before the measure (the ingredient's name in “ベーコン 2枚”), or the whole
    /// line when it does not parse.
    public let leading: String
    /// The quantity and unit, when the line has them.
    public let measure: Measure?
    /// What comes after the measure, as written (often starting with a space).
    public let trailing: String

    /// The line as imported, rebuilt from its parts.
    public var text: String { leading + (measure?.text ?? "") + trailing }

    /// The ingredient without its measure (“flour” in “1 cup flour”): what comes before
    /// and after it, trimmed and joined by a space; the whole line, trimmed, when it does not parse.
    public var rest: String {
        [leading, trailing].map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// Which fluid ounce, pint, quart and gallon the line's units are, for the amounts
    /// read from its other parts (in brackets, a compound's second part).
    let units: CustomaryUnits

    /// A line from its parts.
    init(leading: String, measure: Measure?, trailing: String, units: CustomaryUnits = .us) {
        self.leading = leading
        self.measure = measure
        self.trailing = trailing
        self.units = units
    }

    /// Reads `text` into quantity, unit and the rest; a line without a quantity is kept
    /// whole. A fluid ounce, pint, quart or gallon is `units`' (the US one by default).
    public static func parse(_ text: String, units: CustomaryUnits = .us) -> IngredientLine {
        IngredientLineParser(text, units: units).line()
    }

    /// Reads the first quantity in `text`, wherever it stands, as in a yield (“Serves
    /// 2–4”, “Makes 24 cookies”); text without a quantity is kept whole.
    public static func parseFirstQuantity(in text: String, units: CustomaryUnits = .us) -> IngredientLine {
        IngredientLineParser(text, units: units).firstQuantity()
    }
}

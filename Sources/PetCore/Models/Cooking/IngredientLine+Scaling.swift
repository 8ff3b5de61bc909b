extension IngredientLine {
    /// The line for `factor` times the amount, its quantity written as cooks do (“1 ½ cups”,
    /// “⅓ tsp”, “4–6 eggs”, “150 g”); the line exactly as written for a factor of 1, for a
    /// line without a quantity, or when the amount cannot be computed.
    ///
    /// Amounts counted whole (no unit, or a unit such as clove or pinch) that were written
    /// as whole numbers are rounded to the nearest whole number, halves up, and never below 1
    /// (0 stays 0).
    /// Metric amounts written as whole or decimal numbers are shown as decimals (whole from
    /// 100, one decimal from 10, two below). Everything else is shown as a whole number and
    /// the nearest common fraction (eighths and thirds). A unit written in a language's
    /// singular or plural follows the new amount.
    ///
    /// With `englishNouns`, a line counted without a unit (“1 egg”, “3 large carrots,
    /// grated”) also puts its English noun in the singular or plural the new amount wants
    /// (“2 eggs”, “1 large carrot, grated”; see ``EnglishNoun``).
    public func scaled(by factor: Rational, englishNouns: Bool = false) -> String {
        guard factor != 1, let measure, let quantity = measure.quantity.scaled(by: factor) else { return text }
        let format = IngredientAmountFormat(measure: measure)
        let numbers = quantity.amounts.map(format.text(for:))
        var scaled = measure
        scaled.quantityText = numbers.joined(separator: measure.rangeSeparator ?? "–")
        scaled.unitText = Self.unitText(measure, for: format.displayed(quantity.largest))
        var name = trailing
        let (was, isNow) = (format.displayed(measure.quantity.largest) > 1, format.displayed(quantity.largest) > 1)
        if englishNouns, measure.unit == nil, !measure.unitComesFirst, was != isNow {
            name = EnglishNoun.inflecting(trailing, plural: isNow)
        }
        return leading + scaled.text + name
    }

    /// The unit as written, switched between singular and plural for `amount` when it was
    /// written in one of them and no language writes it the same for both (Dutch “gram”).
    private static func unitText(_ measure: Measure, for amount: Double) -> String {
        let written = measure.unitText
        guard let unit = measure.unit,
              !unit.spellings.contains(where: { $0.singular == written && $0.plural == written }),
              let spelling = unit.spellings.first(where: { $0.singular == written || $0.plural == written })
        else { return written }
        return amount > 1 ? spelling.plural : spelling.singular
    }
}

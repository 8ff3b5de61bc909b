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
    ///
    /// The line's other amounts follow: one in brackets after it (“1 ⅓ cups (167 g)
    /// flour”) is scaled as well; the second part of a compound amount (“1 tablespoon plus
    /// 1 teaspoon”, “1 lb 4 oz”) is scaled with the first as one amount; a container's
    /// size (“1 (28-ounce) can”) is not, since the can stays the same can.
    public func scaled(by factor: Rational, englishNouns: Bool = false) -> String {
        scaled(by: factor, englishNouns: englishNouns, bracketsIn: nil)
    }

    /// The line scaled as ``scaled(by:englishNouns:)`` says, its amounts in brackets also
    /// written in `system`'s units when one is given (the line's own unit stays).
    func scaled(by factor: Rational, englishNouns: Bool, bracketsIn system: MeasurementSystem?) -> String {
        guard factor != 1 || system != nil, let measure, let quantity = measure.quantity.scaled(by: factor) else { return text }
        if factor != 1, let addend = compoundAddend, let compound = scaledCompound(addend, by: factor, bracketsIn: system) {
            return compound
        }
        var scaled = measure
        var name = trailing
        if factor != 1, let scaledMeasure = measure.scaled(by: factor) {
            let format = IngredientAmountFormat(measure: measure)
            scaled = scaledMeasure
            let (was, isNow) = (format.displayed(measure.quantity.largest) > 1, format.displayed(quantity.largest) > 1)
            if englishNouns, measure.unit == nil, !measure.unitComesFirst, was != isNow {
                name = EnglishNoun.inflecting(trailing, plural: isNow)
            }
        }
        scaled.spacing = rewritingBracketedAmounts(in: measure.spacing, by: 1, in: system)
        return leading + scaled.text + rewritingBracketedAmounts(in: name, by: factor, in: system)
    }

    /// The unit as written, switched between singular and plural for `amount` when it was
    /// written in one of them and no language writes it the same for both (Dutch “gram”).
    static func unitText(_ measure: Measure, for amount: Double) -> String {
        let written = measure.unitText
        guard let unit = measure.unit,
              !unit.spellings.contains(where: { $0.singular == written && $0.plural == written }),
              let spelling = unit.spellings.first(where: { $0.singular == written || $0.plural == written })
        else { return written }
        return amount > 1 ? spelling.plural : spelling.singular
    }
}

extension IngredientLine.Measure {
    /// The measure for `factor` times its amount, its quantity and unit written as
    /// ``IngredientLine/scaled(by:englishNouns:)`` says; `nil` when it cannot be computed.
    func scaled(by factor: Rational) -> IngredientLine.Measure? {
        guard let scaledQuantity = quantity.scaled(by: factor) else { return nil }
        let format = IngredientAmountFormat(measure: self)
        var scaled = self
        scaled.quantityText = scaledQuantity.amounts.map(format.text(for:)).joined(separator: rangeSeparator ?? "–")
        scaled.unitText = IngredientLine.unitText(self, for: format.displayed(scaledQuantity.largest))
        return scaled
    }
}

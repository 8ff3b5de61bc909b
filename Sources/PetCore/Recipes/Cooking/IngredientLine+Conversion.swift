import Foundation

extension IngredientLine {
    /// The line for `factor` times the amount, in `system`'s units: as ``scaled(by:)``
    /// writes it when the system keeps the line's unit (see ``MeasurementSystem``), else
    /// converted volume to volume or weight to weight (“1 cup” → “240 ml”, “100 g” →
    /// “3 ½ oz”).
    ///
    /// Converted metric amounts are rounded to 5 from 100, whole from 10 and have one
    /// decimal below; converted
    /// US amounts are a whole number and a common fraction, whole from 10. The rest of
    /// the line stays as written.
    /// `englishNouns` inflects a line counted without a unit as ``scaled(by:englishNouns:)`` does.
    ///
    /// An amount in brackets converts too (“1 cup (120 g) flour” → “240 ml (120 g) flour”
    /// in metric), and so does a container's size; a compound amount converts as one
    /// (“1 lb 4 oz” → “565 g”).
    public func displayed(scaledBy factor: Rational, in system: MeasurementSystem, englishNouns: Bool = false) -> String {
        let bracketSystem = system == .asWritten ? nil : system
        if let unit = measure?.unit, !system.keeps(unit), let addend = compoundAddend, let merged = mergingCompound(addend) {
            return merged.displayed(scaledBy: factor, in: system, englishNouns: englishNouns)
        }
        guard let measure, let unit = measure.unit, !system.keeps(unit), let base = unit.baseFactor,
              let quantity = measure.quantity.scaled(by: factor)?.scaled(by: base),
              let target = system.targetUnit(for: unit.kind, amount: quantity.largest.doubleValue)
        else { return scaled(by: factor, englishNouns: englishNouns, bracketsIn: bracketSystem) }
        let metric = system == .metric
        let separator = measure.quantityText.contains(",") ? "," : "."
        let format = IngredientAmountFormat(style: metric ? .decimal(separator: separator) : .fraction)
        let amounts = quantity.amounts.map { amount in
            Self.rounded(amount.doubleValue / target.base.doubleValue, metric: metric)
        }
        var converted = measure
        converted.quantityText = amounts.map(format.text(for:)).joined(separator: measure.rangeSeparator ?? "–")
        converted.unitText = format.displayed(amounts.max() ?? 0) > 1 ? target.plural : target.singular
        converted.spacing = " "
        converted.unitComesFirst = false
        return leading + converted.text + rewritingBracketedAmounts(in: trailing, by: factor, in: bracketSystem)
    }

    /// `value` rounded as a converted amount is written: to 5 from 100 in metric (“250
    /// ml”, not “252 ml”), whole from 10; one decimal (metric) or eighths and thirds (US,
    /// left to the fraction format) below.
    private static func rounded(_ value: Double, metric: Bool) -> Rational {
        if metric, value >= 100 { return Rational(Int((value / 5).rounded()) * 5) }
        if value >= 10 { return Rational(Int(value.rounded())) }
        if metric { return Rational(Int((value * 10).rounded()), 10) ?? 0 }
        return Rational(Int((value * 24).rounded()), 24) ?? 0
    }
}

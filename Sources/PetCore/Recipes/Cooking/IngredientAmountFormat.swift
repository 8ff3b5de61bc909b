import Foundation

/// How a scaled amount is written, chosen from how the line wrote its quantity and unit:
/// whole numbers for things counted whole, decimals for metric units, otherwise a whole
/// number and a common fraction (“1 ½”).
struct IngredientAmountFormat {
    enum Style: Equatable {
        case whole
        case decimal(separator: String)
        case fraction
    }

    /// The common fractions cooks write, by value.
    static let fractions: [(value: Double, glyph: String)] = [
        (0, ""), (1.0 / 8, "⅛"), (1.0 / 4, "¼"), (1.0 / 3, "⅓"), (3.0 / 8, "⅜"), (1.0 / 2, "½"),
        (5.0 / 8, "⅝"), (2.0 / 3, "⅔"), (3.0 / 4, "¾"), (7.0 / 8, "⅞"), (1, ""),
    ]

    let style: Style

    /// A format writing amounts in `style`.
    init(style: Style) {
        self.style = style
    }

    init(measure: IngredientLine.Measure) {
        let countedWhole = measure.unit.map { $0.kind == .count } ?? true
        if countedWhole, !measure.isWrittenAsFraction, measure.quantity.amounts.allSatisfy(\.isWhole) {
            style = .whole
        } else if measure.unit?.isMetric == true, !measure.isWrittenAsFraction {
            style = .decimal(separator: measure.quantityText.contains(",") ? "," : ".")
        } else {
            style = .fraction
        }
    }

    /// The value `amount` is shown as, after rounding.
    func displayed(_ amount: Rational) -> Double {
        let value = amount.doubleValue
        switch style {
        case .whole:
            return value == 0 ? 0 : Swift.max(1, value.rounded(.toNearestOrAwayFromZero))
        case .decimal:
            let scale = pow(10, Double(Self.decimals(for: value)))
            return (value * scale).rounded() / scale
        case .fraction:
            let (whole, fraction) = Self.nearestFraction(to: value)
            return Double(whole) + fraction.value
        }
    }

    /// `amount` as cooks write it in this style.
    func text(for amount: Rational) -> String {
        let value = amount.doubleValue
        switch style {
        case .whole:
            return "\(Int(displayed(amount)))"
        case .decimal(let separator):
            let digits = Self.decimals(for: value)
            let scale = Int(pow(10, Double(digits)))
            let rounded = Int((value * Double(scale)).rounded())
            var text = "\(rounded / scale)"
            if rounded % scale != 0 {
                var decimals = String(rounded % scale)
                decimals = String(repeating: "0", count: digits - decimals.count) + decimals
                while decimals.hasSuffix("0") { decimals.removeLast() }
                text += separator + decimals
            }
            return text
        case .fraction:
            let (whole, fraction) = Self.nearestFraction(to: value)
            if whole == 0 { return fraction.glyph }
            return fraction.glyph.isEmpty ? "\(whole)" : "\(whole) \(fraction.glyph)"
        }
    }

    /// The decimals shown for a metric amount: none from 100, one from 10, two below.
    private static func decimals(for value: Double) -> Int {
        value >= 100 ? 0 : value >= 10 ? 1 : 2
    }

    /// The whole part and the nearest common fraction of `value`; never zero (at least ⅛).
    private static func nearestFraction(to value: Double) -> (whole: Int, fraction: (value: Double, glyph: String)) {
        var whole = Int(value.rounded(.down))
        let rest = value - Double(whole)
        var fraction = fractions.min { abs($0.value - rest) < abs($1.value - rest) } ?? fractions[0]
        if fraction.value == 1 {
            whole += 1
            fraction = fractions[0]
        }
        if whole == 0, fraction.glyph.isEmpty { fraction = fractions[1] }
        return (whole, fraction)
    }
}

/// How much of an ingredient a line asks for: one exact amount, or a range such as “2–3”.
public enum IngredientQuantity: Hashable, Sendable {
    /// One amount, such as 1 ½.
    case exact(Rational)
    /// From the lower to the upper amount, as written (“2–3”, “2 to 3”).
    case range(Rational, Rational)

    /// The amounts: one for an exact quantity, lower then upper for a range.
    public var amounts: [Rational] {
        switch self {
        case .exact(let amount): [amount]
        case .range(let lower, let upper): [lower, upper]
        }
    }

    /// The largest amount, which decides between a unit's singular and plural.
    public var largest: Rational { amounts.max() ?? 0 }

    /// Every amount multiplied by `factor`, or `nil` when a product does not fit in `Int`.
    public func scaled(by factor: Rational) -> IngredientQuantity? {
        switch self {
        case .exact(let amount):
            amount.multiplied(by: factor).map { .exact($0) }
        case .range(let lower, let upper):
            if let lower = lower.multiplied(by: factor), let upper = upper.multiplied(by: factor) {
                .range(lower, upper)
            } else {
                nil
            }
        }
    }
}

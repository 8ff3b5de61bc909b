import Foundation

/// Why a typed amount of money cannot be stored; ``FieldValidation`` words it.
public enum AmountProblem: Error, Hashable, Sendable {
    /// The text is not a number in the locale's notation ("ten", "1.2.3").
    case notANumber
    /// The amount is below zero.
    case negative
    /// The amount has more decimals than its currency has (`allowed`: 2 for US dollars,
    /// 0 for yen).
    case tooManyDecimals(allowed: Int)
    /// The amount is more than `maximum`.
    case tooLarge(maximum: Decimal)
}

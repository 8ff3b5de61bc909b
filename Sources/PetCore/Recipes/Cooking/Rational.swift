/// An exact fraction of two integers, always in lowest terms with a positive denominator,
/// so that amounts like ⅓ stay exact through parsing and scaling.
public struct Rational: Hashable, Sendable, Comparable, CustomStringConvertible, ExpressibleByIntegerLiteral {
    /// The numerator, in lowest terms.
    public let numerator: Int
    /// The denominator, in lowest terms and never zero or negative.
    public let denominator: Int

    /// `numerator / denominator` in lowest terms; `nil` when `denominator` is zero.
    public init?(_ numerator: Int, _ denominator: Int) {
        guard denominator != 0 else { return nil }
        let divisor = Swift.max(Self.gcd(numerator, denominator), 1)
        let sign = denominator < 0 ? -1 : 1
        self.numerator = sign * numerator / divisor
        self.denominator = sign * denominator / divisor
    }

    /// A whole number.
    public init(_ value: Int) {
        numerator = value
        denominator = 1
    }

    /// A whole number written as a literal.
    public init(integerLiteral value: Int) {
        self.init(value)
    }

    /// The value as a `Double`, for rounding and display only.
    public var doubleValue: Double { Double(numerator) / Double(denominator) }

    /// Whether the value is a whole number.
    public var isWhole: Bool { denominator == 1 }

    /// `numerator/denominator`, or the whole number alone.
    public var description: String { isWhole ? "\(numerator)" : "\(numerator)/\(denominator)" }

    /// The sum, or `nil` when it does not fit in `Int`.
    public func adding(_ other: Rational) -> Rational? {
        let (left, leftOverflow) = numerator.multipliedReportingOverflow(by: other.denominator)
        let (right, rightOverflow) = other.numerator.multipliedReportingOverflow(by: denominator)
        let (sum, sumOverflow) = left.addingReportingOverflow(right)
        let (divisor, divisorOverflow) = denominator.multipliedReportingOverflow(by: other.denominator)
        guard !leftOverflow, !rightOverflow, !sumOverflow, !divisorOverflow else { return nil }
        return Rational(sum, divisor)
    }

    /// The product, or `nil` when it does not fit in `Int`.
    public func multiplied(by other: Rational) -> Rational? {
        // Cross-reduce first so that products of small fractions never overflow.
        let first = Swift.max(Self.gcd(numerator, other.denominator), 1)
        let second = Swift.max(Self.gcd(other.numerator, denominator), 1)
        let (top, topOverflow) = (numerator / first).multipliedReportingOverflow(by: other.numerator / second)
        let (bottom, bottomOverflow) = (denominator / second).multipliedReportingOverflow(by: other.denominator / first)
        guard !topOverflow, !bottomOverflow else { return nil }
        return Rational(top, bottom)
    }

    public static func < (lhs: Rational, rhs: Rational) -> Bool {
        lhs.numerator.multipliedFullWidth(by: rhs.denominator) < rhs.numerator.multipliedFullWidth(by: lhs.denominator)
    }

    private static func gcd(_ first: Int, _ second: Int) -> Int {
        var (a, b) = (first.magnitude, second.magnitude)
        while b != 0 { (a, b) = (b, a % b) }
        return Int(a)
    }
}

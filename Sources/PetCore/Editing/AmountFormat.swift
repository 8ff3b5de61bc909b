import Foundation

/// How an amount of money in one currency is typed in one locale, and reading it; or,
/// made with ``init(locale:fractionDigits:symbols:maximum:)``, a quantity in one unit
/// (a weight in kilograms), read by the same rules with the unit in place of the currency.
///
/// The separators come from the locale, the currency's symbol and its number of decimals
/// from Foundation (ICU's ISO 4217 data: 2 for US dollars, 0 for yen). ``parse(_:)``
/// reads, in order:
///
/// 1. Blank text is no amount (`nil`).
/// 2. The currency's symbol as the locale writes it ("$", "US$", "$US", "¥"), its
///    international symbol ("$") or its ISO code ("USD") may stand once before or after
///    the number, and one minus sign ("-", "−") before the number or the symbol; spaces
///    around them do not count. Full-width digits and marks ("１２．５０"), as Chinese and
///    Japanese input methods may type them, read as their ASCII forms.
/// 3. The locale's decimal separator ("." in en_US, "," in de_DE) is the decimal point.
/// 4. Without it, the other common mark ("," where the locale's is ".", "." where it is
///    ",") is the decimal point too when that is unambiguous: always where the locale does
///    not group digits with it ("12.50" in fr_FR), and where it does, when it appears once
///    followed by one or two digits, since a grouping separator is always followed by three
///    ("12,50" in en_US is 12.50, "1,250" is 1250; "12.50" in de_DE is 12.50).
/// 5. The whole part may be grouped by the locale's grouping separator ("," in en_US, "."
///    in de_DE; any space where the locale groups with a space, as fr_FR does) into groups
///    of three digits after a first group of one to three; any other character is
///    ``AmountProblem/notANumber``.
/// 6. An amount below zero is ``AmountProblem/negative``; more decimals than the currency
///    has is ``AmountProblem/tooManyDecimals(allowed:)`` ("12.345" for US dollars, even
///    "12.500": nothing is rounded); more than ``largest`` (``maximum`` for money) is
///    ``AmountProblem/tooLarge(maximum:)``.
public struct AmountFormat: Sendable {
    /// The largest amount accepted: 100,000 in the currency, far above any adoption fee
    /// (the rarest pets cost 500) yet below what a slip of the keyboard makes.
    public static let maximum: Decimal = 100_000

    /// ISO 4217 code of the currency, e.g. `"USD"`; `nil` for a quantity.
    public let currencyCode: String?
    /// The locale amounts are typed in.
    public let locale: Locale
    /// How many decimals the currency has: 2 for `"USD"`, 0 for `"JPY"`; for a quantity,
    /// as many as it may have.
    public let fractionDigits: Int
    /// The largest amount accepted: ``maximum`` for money.
    public let largest: Decimal

    private let decimalSeparator: String
    private let groupingSeparator: String
    /// Whether the locale groups digits with a space (fr_FR's narrow no-break space).
    private let groupsWithSpace: Bool
    /// The mark read as a decimal point when the locale's own is absent.
    private let otherDecimalMark: String
    /// What may stand for the currency (or the unit), longest first.
    private let symbols: [String]
    /// How ``formatted(_:)`` writes money; `nil` for a quantity.
    private let currencyStyle: Decimal.FormatStyle.Currency?

    private static let posix = Locale(identifier: "en_US_POSIX")
    private static let minusSigns: Set<Character> = ["-", "\u{2212}"]

    /// The format of amounts in the currency `currencyCode` typed in `locale`.
    public init(currencyCode: String, locale: Locale) {
        self.init(
            locale: locale, currencyCode: currencyCode, fractionDigits: Self.fractionDigits(of: currencyCode),
            symbols: Self.currencySymbols(of: currencyCode, in: locale), largest: Self.maximum)
    }

    /// The format of a quantity typed in `locale` with at most `fractionDigits` decimals
    /// and at most `maximum`; one of `symbols` (its unit: `"kg"`) may stand before or
    /// after the number.
    public init(locale: Locale, fractionDigits: Int, symbols: [String], maximum: Decimal) {
        self.init(locale: locale, currencyCode: nil, fractionDigits: fractionDigits, symbols: symbols, largest: maximum)
    }

    private init(locale: Locale, currencyCode: String?, fractionDigits: Int, symbols: [String], largest: Decimal) {
        self.currencyCode = currencyCode
        self.locale = locale
        self.fractionDigits = fractionDigits
        self.largest = largest
        decimalSeparator = locale.decimalSeparator ?? "."
        groupingSeparator = locale.groupingSeparator ?? ""
        groupsWithSpace = !groupingSeparator.isEmpty && groupingSeparator.allSatisfy(\.isWhitespace)
        otherDecimalMark = decimalSeparator == "." ? "," : "."
        self.symbols = Set(symbols)
            .filter { !$0.isEmpty }
            .sorted { ($0.count, $0) > ($1.count, $1) }
        currencyStyle = currencyCode.map { Decimal.FormatStyle.Currency(code: $0, locale: locale) }
    }

    /// What may stand for `currencyCode` in `locale`: its symbol there and its
    /// international symbol, and the code itself.
    private static func currencySymbols(of currencyCode: String, in locale: Locale) -> [String] {
        let symbols = [locale, Self.posix].compactMap { locale -> String? in
            let formatter = NumberFormatter()
            formatter.locale = locale
            formatter.numberStyle = .currency
            formatter.currencyCode = currencyCode
            return formatter.currencySymbol
        }
        return symbols + [currencyCode]
    }

    /// `amount` written in the currency and locale: "$100,000.00", "100.000,00 $"; a
    /// quantity as a number in the locale: "1,000".
    public func formatted(_ amount: Decimal) -> String {
        currencyStyle.map(amount.formatted) ?? amount.formatted(.number.locale(locale))
    }

    /// The amount `text` means, `nil` for blank text, or why it cannot be stored; see
    /// ``AmountFormat`` for the rules.
    public func parse(_ text: String) -> Result<Decimal?, AmountProblem> {
        var number = Self.halfWidth(text).trimmingCharacters(in: .whitespacesAndNewlines)
        if number.isEmpty { return .success(nil) }
        var isNegative = false
        var hasSymbol = false
        while true {
            number = number.trimmingCharacters(in: .whitespaces)
            if !isNegative, let first = number.first, Self.minusSigns.contains(first) {
                number.removeFirst()
                isNegative = true
            } else if !hasSymbol, let symbol = symbols.first(where: { number.hasPrefix($0) }) {
                number.removeFirst(symbol.count)
                hasSymbol = true
            } else if !hasSymbol, let symbol = symbols.first(where: { number.hasSuffix($0) }) {
                number.removeLast(symbol.count)
                hasSymbol = true
            } else {
                break
            }
        }
        guard let (whole, fraction) = split(number), let magnitude = Self.decimal(whole: whole, fraction: fraction) else {
            return .failure(.notANumber)
        }
        if isNegative && magnitude != 0 { return .failure(.negative) }
        if fraction.count > fractionDigits { return .failure(.tooManyDecimals(allowed: fractionDigits)) }
        if magnitude > largest { return .failure(.tooLarge(maximum: largest)) }
        return .success(magnitude)
    }

    /// The digits before and after the decimal point of `number`, without grouping
    /// separators; `nil` when it is not a number in this notation.
    private func split(_ number: String) -> (whole: String, fraction: String)? {
        var number = number
        if groupsWithSpace {
            number = number.map { $0.isWhitespace ? groupingSeparator : String($0) }.joined()
        }
        var whole = number
        var fraction = ""
        if number.contains(decimalSeparator) {
            let parts = number.components(separatedBy: decimalSeparator)
            guard parts.count == 2 else { return nil }
            (whole, fraction) = (parts[0], parts[1])
        } else if number.contains(otherDecimalMark) {
            let parts = number.components(separatedBy: otherDecimalMark)
            if otherDecimalMark != groupingSeparator {
                guard parts.count == 2 else { return nil }
                (whole, fraction) = (parts[0], parts[1])
            } else if parts.count == 2, (1...2).contains(parts[1].count) {
                (whole, fraction) = (parts[0], parts[1])
            }
        }
        guard fraction.allSatisfy(\.isASCIIDigit), let digits = ungrouped(whole), !(digits + fraction).isEmpty else { return nil }
        return (digits, fraction)
    }

    /// The digits of a whole part without its grouping separators; `nil` when it has other
    /// characters or groups that are not three digits long.
    private func ungrouped(_ whole: String) -> String? {
        let groups = groupingSeparator.isEmpty ? [whole] : whole.components(separatedBy: groupingSeparator)
        guard groups.allSatisfy({ $0.allSatisfy(\.isASCIIDigit) }) else { return nil }
        if groups.count > 1, !(1...3).contains(groups[0].count) || groups.dropFirst().contains(where: { $0.count != 3 }) {
            return nil
        }
        return groups.joined()
    }

    private static func decimal(whole: String, fraction: String) -> Decimal? {
        Decimal(string: (whole.isEmpty ? "0" : whole) + (fraction.isEmpty ? "" : "." + fraction), locale: posix)
    }

    /// `text` with full-width digits, full stop, comma and minus (U+FF10–FF19, FF0E, FF0C,
    /// FF0D) as their ASCII forms.
    private static func halfWidth(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map { scalar in
            switch scalar.value {
            case 0xFF0C...0xFF0E, 0xFF10...0xFF19: Unicode.Scalar(scalar.value - 0xFEE0) ?? scalar
            default: scalar
            }
        }))
    }

    /// The decimals of `currencyCode` as Foundation formats it: the digits after the
    /// decimal point of zero written in the currency ("$ 0.00", "¥ 0").
    private static func fractionDigits(of currencyCode: String) -> Int {
        let zero = Decimal(0).formatted(.currency(code: currencyCode).locale(posix))
        guard let point = zero.lastIndex(of: ".") else { return 0 }
        return zero[zero.index(after: point)...].prefix(while: \.isASCIIDigit).count
    }
}

private extension Character {
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}

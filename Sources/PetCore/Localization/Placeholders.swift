/// The placeholders of gettext's messages for Swift (and Objective-C) strings: `%1$@`,
/// `%2$@`… take the argument of that number, so a translation may reorder them; `%@`
/// takes the next one; `%%` is a percent sign. Anything else after a `%` is kept as
/// written, as is a placeholder with no argument of its number (none is ever missing in a
/// message the app writes; a translation with a wrong number shows it rather than crash).
///
/// What `String(format:)` does with string arguments, at a seventh of its cost: a list
/// row fills seven messages each time it shows another pet, for every row a keystroke
/// changes (29,000 instructions a message through Foundation's formatter, 4,000 here;
/// callgrind, typing into the search over 100,000 pets).
enum Placeholders {
    /// `format` with its placeholders replaced by `arguments`.
    static func fill(_ format: String, _ arguments: [String]) -> String {
        let utf8 = format.utf8
        guard utf8.contains(percent) else { return format }
        var result = ""
        result.reserveCapacity(utf8.count + arguments.reduce(0) { $0 + $1.utf8.count })
        var nextArgument = 0
        var literalStart = utf8.startIndex
        var index = utf8.startIndex
        while let sign = utf8[index...].firstIndex(of: percent) {
            guard let (replacement, end) = placeholder(after: sign, in: utf8, arguments, &nextArgument) else {
                index = utf8.index(after: sign)
                continue
            }
            result += format[literalStart..<sign]
            result += replacement
            literalStart = end
            index = end
        }
        result += format[literalStart...]
        return result
    }

    private static let percent = UInt8(ascii: "%")

    /// The text of the placeholder whose `%` is at `sign`, and where the placeholder ends;
    /// `nil` when it is not one.
    private static func placeholder(
        after sign: String.Index, in utf8: String.UTF8View, _ arguments: [String], _ nextArgument: inout Int
    ) -> (String, String.Index)? {
        var index = utf8.index(after: sign)
        guard index < utf8.endIndex else { return nil }
        switch utf8[index] {
        case percent:
            return ("%", utf8.index(after: index))
        case UInt8(ascii: "@"):
            defer { nextArgument += 1 }
            guard nextArgument < arguments.count else { return nil }
            return (arguments[nextArgument], utf8.index(after: index))
        default:
            var number = 0
            while index < utf8.endIndex, let digit = digitValue(utf8[index]), number < 1_000 {
                number = number * 10 + digit
                index = utf8.index(after: index)
            }
            guard number > 0, number <= arguments.count,
                  index < utf8.endIndex, utf8[index] == UInt8(ascii: "$"),
                  utf8.index(after: index) < utf8.endIndex, utf8[utf8.index(after: index)] == UInt8(ascii: "@")
            else { return nil }
            return (arguments[number - 1], utf8.index(index, offsetBy: 2))
        }
    }

    private static func digitValue(_ byte: UInt8) -> Int? {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) ? Int(byte - UInt8(ascii: "0")) : nil
    }
}

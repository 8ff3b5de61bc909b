/// Reads a schema.org `recipeYield` as a count of servings or pieces and as its wording.
///
/// The wording is the first text with more than a number (`"Serves 2–4"`, `"32 cookies"`,
/// `"4人分"`), as written but for whitespace; a bare number has none. The count is the
/// first number of the wording (`"Serves 10 to 12"` → 10, the first of the range, for
/// scaling), so the two always agree; without a wording, a number is the count (rounded),
/// and in a list the first element with a number counts (`[8, "8"]` → 8). A list gives
/// one yield in several forms, so `["20", "2 pies"]` is 2 pies. A `QuantitativeValue`
/// counts by its `value`; one giving a range (`minValue` and `maxValue`) counts from its
/// lower end and is worded with both (`"4–6 servings"`, with its `unitText`). Text
/// without a number, zero, or a number above 100,000 is unreadable.
enum RecipeYield {
    /// The largest count read: anything larger is a data error.
    static let maximum = 100_000

    /// The count `value` stands for.
    static func count(_ value: JSONValue?) -> FieldReading<Int> {
        if let wording = wording(value), let number = firstNumber(in: wording) {
            return reading(number, found: wording)
        }
        switch value {
        case nil, .null?:
            return .absent
        case .number(let number)?:
            return reading(number, found: number.plainText)
        case .string(let text)?:
            let line = HTMLText.line(text)
            if line.isEmpty { return .absent }
            guard let number = firstNumber(in: line) else { return .unreadable(found: line) }
            return reading(number, found: line)
        case .array(let values)?:
            let readings = values.map { count($0) }
            return readings.first { $0.value != nil }
                ?? readings.first { $0 != .absent }
                ?? .absent
        case .object?:
            return count(value?["value"] ?? value?["@value"] ?? value?["minValue"] ?? value?["maxValue"])
        case .bool(let flag)?:
            return .unreadable(found: String(flag))
        }
    }

    /// The first text of `value` with more than a number in it; `nil` when there is none.
    static func wording(_ value: JSONValue?, depth: Int = 0) -> String? {
        guard depth < 8 else { return nil }
        switch value {
        case .string(let text)?:
            let line = HTMLText.line(text)
            return line.contains(where: { !$0.isNumber && !$0.isWhitespace && !".,".contains($0) }) ? line : nil
        case .array(let values)?:
            return values.lazy.compactMap { wording($0, depth: depth + 1) }.first
        case .object?:
            let unit = value?["unitText"]?.string
            if let amount = value?["value"] ?? value?["@value"] {
                guard let unit, let number = plainNumber(amount) else { return nil }
                return HTMLText.line("\(number) \(unit)")
            }
            guard let lower = value?["minValue"].flatMap(plainNumber), let upper = value?["maxValue"].flatMap(plainNumber),
                  lower != upper else { return nil }
            return HTMLText.line("\(lower)–\(upper) \(unit ?? "")")
        default:
            return nil
        }
    }

    /// A number as the page wrote it, from a JSON number or string.
    private static func plainNumber(_ value: JSONValue) -> String? {
        switch value {
        case .number(let number): number.plainText
        case .string(let text): HTMLText.line(text)
        default: nil
        }
    }

    private static func reading(_ number: Double, found: String) -> FieldReading<Int> {
        let rounded = number.rounded(.toNearestOrAwayFromZero)
        guard rounded.isFinite, rounded >= 1, rounded <= Double(maximum) else { return .unreadable(found: found) }
        return .value(Int(rounded))
    }

    /// The first decimal number in `text` (`"1.25 cups"` → 1.25).
    private static func firstNumber(in text: String) -> Double? {
        var digits = ""
        for character in text {
            if character.isASCII, character.isNumber {
                digits.append(character)
            } else if character == ".", !digits.isEmpty, !digits.contains(".") {
                digits.append(character)
            } else if !digits.isEmpty {
                break
            }
        }
        if digits.hasSuffix(".") { digits.removeLast() }
        return digits.isEmpty ? nil : Double(digits)
    }
}

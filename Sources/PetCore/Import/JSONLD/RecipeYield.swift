/// Reads a schema.org `recipeYield` as a count of servings or pieces.
///
/// A number is the count (rounded); text counts by its first number (`"Serves 8"` → 8,
/// `"24 cookies"` → 24, `"5 cups (about 120 to 160 crackers)"` → 5); in a list the first
/// element with a number counts (`[8, "Serves 8"]` → 8, `["20", "2 pies"]` → 20); a
/// `QuantitativeValue` counts by its `value`. Text without a number, zero, or a number
/// above 100,000 is unreadable.
enum RecipeYield {
    /// The largest count read: anything larger is a data error.
    static let maximum = 100_000

    /// The count `value` stands for.
    static func count(_ value: JSONValue?) -> FieldReading<Int> {
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
            return count(value?["value"] ?? value?["@value"] ?? value?["maxValue"])
        case .bool(let flag)?:
            return .unreadable(found: String(flag))
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

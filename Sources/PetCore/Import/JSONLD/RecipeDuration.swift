/// Reads the cooking times of schema.org recipes as whole minutes.
///
/// Real pages write a `Duration` in many shapes, and this reads every one that has a
/// clear meaning:
/// - ISO 8601: `PT1H15M`, `P0DT0H30M`, `PT90S`, `PT1.5H`, `P1D`.
/// - ISO 8601 with a designator but no number (`PTH10MS`): the empty part counts as 0,
///   as long as some part has a number (`PTHM`, every part empty, says nothing).
/// - No `T` (`P30M`, `P1H`): `M` is minutes, since no recipe takes months.
/// - Days after the `T` (`PT0D4H45M`): `D` means days wherever it stands.
/// - A number left without a designator after hours or minutes (`PT1H30`, `PT5M30`): the
///   next smaller unit, as a clock writes it.
/// - `{"@type": "Duration", "@value": "PT35M"}` and a one-element list: the value inside.
/// - A JSON number or a bare numeral (`45`): minutes.
/// - Text (`20 minutes`, `1 hour 15 mins`, `1h30`, `10-15 min`, the upper bound of a range).
///
/// What is left, such as `PTundefinedM`, `P` alone or `PTHM` (no amount), `PT30` (no
/// unit at all), years, or months next to a `T`, is ``FieldReading/unreadable(found:)``.
/// Seconds round to the nearest minute.
enum RecipeDuration {
    /// The longest duration read, ten years in minutes: anything longer is a data error.
    static let maximumMinutes = 5_256_000

    /// The minutes `value` stands for.
    static func minutes(_ value: JSONValue?) -> FieldReading<Int> {
        switch value {
        case nil, .null?:
            return .absent
        case .number(let number)?:
            return reading(minutes: number, found: number.plainText)
        case .string(let text)?:
            let trimmed = HTMLText.line(text)
            if trimmed.isEmpty { return .absent }
            if trimmed.first == "P" || trimmed.first == "p" {
                let iso = minutes(iso8601: trimmed)
                // "Prep: 20 min" starts with a P too.
                if iso.value == nil, trimmed.contains(" ") { return minutes(text: trimmed) }
                return iso
            }
            return minutes(text: trimmed)
        case .array(let values)?:
            return minutes(values.first)
        case .object?:
            return minutes(value?["@value"] ?? value?["value"])
        case .bool(let flag)?:
            return .unreadable(found: String(flag))
        }
    }

    /// Minutes from an ISO 8601 duration, read leniently as described above.
    static func minutes(iso8601 text: String) -> FieldReading<Int> {
        let upper = text.uppercased()
        let hasTime = upper.contains("T")
        var inTime = false
        var number = ""
        var total = 0.0
        var sawDesignator = false
        var sawNumber = false
        // Minutes in one of the last designator's next smaller unit: a bare number after it.
        var nextSmallerUnit: Double?
        for character in upper.dropFirst() {
            if character.isASCII, character.isNumber || character == "." || character == "," {
                number.append(character == "," ? "." : character)
                continue
            }
            if character == "T" {
                guard !inTime, number.isEmpty else { return .unreadable(found: text) }
                inTime = true
                continue
            }
            let amount: Double
            if number.isEmpty {
                amount = 0
            } else if let parsed = Double(number) {
                amount = parsed
                sawNumber = true
            } else {
                return .unreadable(found: text)
            }
            number = ""
            switch character {
            case "W" where !inTime: total += amount * 7 * 1440
            case "D": total += amount * 1440
            case "H": total += amount * 60
            case "M" where inTime || !hasTime: total += amount
            case "S": total += amount / 60
            default: return .unreadable(found: text)
            }
            nextSmallerUnit = switch character {
            case "H": 1
            case "M": 1.0 / 60
            default: nil
            }
            sawDesignator = true
        }
        if !number.isEmpty {
            guard let unit = nextSmallerUnit, let amount = Double(number) else { return .unreadable(found: text) }
            total += amount * unit
            sawNumber = true
        }
        guard sawDesignator, sawNumber else { return .unreadable(found: text) }
        return reading(minutes: total, found: text)
    }

    /// Minutes from words such as `20 minutes`, `1 hour 15 mins`, `1h30` or `45`.
    static func minutes(text: String) -> FieldReading<Int> {
        var total = 0.0
        var pending: Double?
        var lastUnit = 0.0
        var sawNumber = false
        for token in tokens(of: text.lowercased()) {
            switch token {
            case .number(let value):
                pending = value
                sawNumber = true
            case .word(let word):
                guard let amount = pending, let unit = unitMinutes(word) else { continue }
                total += amount * unit
                lastUnit = unit
                pending = nil
            }
        }
        guard sawNumber else { return .unreadable(found: text) }
        if let pending {
            // A bare number is minutes; after hours (`1h30`) it is the minutes part too.
            total += lastUnit == 0 || lastUnit == 60 ? pending : pending * lastUnit
        }
        return reading(minutes: total, found: text)
    }

    private static func reading(minutes: Double, found: String) -> FieldReading<Int> {
        guard minutes.isFinite, minutes >= 0, minutes <= Double(maximumMinutes) else {
            return .unreadable(found: found)
        }
        return .value(Int(minutes.rounded(.toNearestOrAwayFromZero)))
    }

    private enum Token {
        case number(Double)
        case word(String)
    }

    /// Numbers and words, in order. In a range (`10-15`) the second number replaces the
    /// first, so the upper bound counts.
    private static func tokens(of text: String) -> [Token] {
        var tokens: [Token] = []
        var current = ""
        var currentIsNumber = false
        func flush() {
            guard !current.isEmpty else { return }
            if currentIsNumber {
                if let value = Double(current) { tokens.append(.number(value)) }
            } else {
                tokens.append(.word(current))
            }
            current = ""
        }
        for character in text {
            let isDigit = character.isASCII && (character.isNumber || (character == "." && currentIsNumber))
            if isDigit || character.isLetter {
                if !current.isEmpty, isDigit != currentIsNumber { flush() }
                currentIsNumber = isDigit
                current.append(character)
            } else {
                flush()
            }
        }
        flush()
        return tokens
    }

    /// Minutes per unit for a unit word in English and a few other languages.
    private static func unitMinutes(_ word: String) -> Double? {
        if word.hasPrefix("min") || word.hasPrefix("perc") { return 1 }
        if word.hasPrefix("stund") || word.hasPrefix("uur") || word.hasPrefix("óra") || word.hasPrefix("h") { return 60 }
        if word.hasPrefix("d") || word.hasPrefix("jour") || word.hasPrefix("tag") { return 1440 }
        if word.hasPrefix("s") { return 1.0 / 60 }
        return nil
    }
}

/// Reads one ingredient line into an ``IngredientLine``: a quantity at the start (“2–3
/// cups”, “1 (28-ounce) can”: a container's size in brackets before its unit), after a
/// Japanese unit (“大さじ1と1/2”), after a CJK ingredient name (“ベーコン 2枚”) or a word
/// meaning “of” (“Juice of 1/2 lemon”); any other line is kept whole.
struct IngredientLineParser {
    /// One amount read from the line, and where it ends.
    private struct Amount {
        var value: Rational
        var end: Int
        var hasFraction: Bool
    }

    private static let vulgarFractions: [Character: Rational] = [
        "½": Rational(1, 2)!, "⅓": Rational(1, 3)!, "⅔": Rational(2, 3)!, "¼": Rational(1, 4)!, "¾": Rational(3, 4)!,
        "⅕": Rational(1, 5)!, "⅖": Rational(2, 5)!, "⅗": Rational(3, 5)!, "⅘": Rational(4, 5)!, "⅙": Rational(1, 6)!,
        "⅚": Rational(5, 6)!, "⅛": Rational(1, 8)!, "⅜": Rational(3, 8)!, "⅝": Rational(5, 8)!, "⅞": Rational(7, 8)!,
    ]
    /// Words joining a whole number and its fraction (“1 and 1/2”, “1 e 1/2”, “1 i 1/2”).
    private static let mixedNumberWords = ["and", "und", "et", "e", "y", "i", "en"]
    /// List marks that may start a line before its quantity (“- 300 g”).
    private static let bullets: Set<Character> = ["-", "•", "*", "·"]
    private static let rangeDashes: Set<Character> = ["-", "–", "—", "~", "〜", "～"]
    /// Words joining a range's amounts, each between spaces (“2 to 3”, “2 bis 3”, “2 à 3”).
    private static let rangeWords = ["to", "bis", "à", "a", "tot", "al"]
    /// Every spelling with its unit, longest first so “c. à s.” wins over “c.”.
    private static let spellings: [(text: [Character], unit: IngredientUnit, before: Bool)] = IngredientUnit.all
        .flatMap { unit in
            unit.spellings.flatMap { spelling in
                Set([spelling.singular, spelling.plural]).map { (Array($0), unit, spelling.comesBeforeNumber) }
            }
        }
        .sorted { $0.text.count > $1.text.count }

    private let characters: [Character]
    /// Which fluid ounce, pint, quart and gallon the line's units are.
    private let units: CustomaryUnits

    init(_ text: String, units: CustomaryUnits = .us) {
        characters = Array(text)
        self.units = units
    }

    /// The parsed line, or the whole text as its leading part when it has no quantity.
    func line() -> IngredientLine {
        var start = 0
        while start < characters.count, characters[start].isWhitespace { start += 1 }
        if start + 1 < characters.count, Self.bullets.contains(characters[start]), characters[start + 1] == " " {
            start += 2
            while start < characters.count, characters[start].isWhitespace { start += 1 }
        }
        if let line = measure(numberAt: start) ?? unitFirst() ?? afterName() ?? afterOf() { return line }
        return IngredientLine(leading: String(characters), measure: nil, trailing: "", units: units)
    }

    /// The first quantity in the text, wherever it stands (“Serves 2–4”, “Makes 24
    /// cookies”), read like an ingredient's; the whole text when it has none.
    func firstQuantity() -> IngredientLine {
        for start in characters.indices where start == 0 || !(characters[start - 1].isLetter || characters[start - 1].isNumber) {
            if let line = measure(numberAt: start) { return line }
        }
        return IngredientLine(leading: String(characters), measure: nil, trailing: "", units: units)
    }

    /// A quantity at `start`, then optionally a unit.
    private func measure(numberAt start: Int) -> IngredientLine? {
        guard let (quantity, separator, hasFraction, end) = quantity(at: start) else { return nil }
        var unitStart = end
        while unitStart < characters.count, characters[unitStart].isWhitespace { unitStart += 1 }
        var measure = IngredientLine.Measure(
            quantity: quantity, quantityText: text(start, end), rangeSeparator: separator, isWrittenAsFraction: hasFraction,
            unit: nil, unitText: "", spacing: "", unitComesFirst: false
        )
        var trailingStart = end
        if let afterSize = endOfContainerSize(at: unitStart), let (unit, unitEnd) = self.unit(at: afterSize, before: false),
           unit.kind == .count {
            // “1 (28-ounce) can”: the size is part of what stands between the count and its unit.
            measure.unit = unit
            measure.unitText = text(afterSize, unitEnd)
            measure.spacing = text(end, afterSize)
            trailingStart = unitEnd
        } else if let (unit, unitEnd) = unit(at: unitStart, before: false) {
            measure.unit = unit
            measure.unitText = text(unitStart, unitEnd)
            measure.spacing = text(end, unitStart)
            trailingStart = unitEnd
        } else if end < characters.count, !Self.endsNumber(characters[end]) {
            return nil
        }
        return IngredientLine(leading: text(0, start), measure: measure, trailing: text(trailingStart, characters.count), units: units)
    }

    /// A Japanese unit written before its number, anywhere in the line (“薄力粉 大さじ1/2”).
    private func unitFirst() -> IngredientLine? {
        for start in characters.indices {
            guard let (unit, unitEnd) = unit(at: start, before: true) else { continue }
            var numberStart = unitEnd
            while numberStart < characters.count, characters[numberStart].isWhitespace { numberStart += 1 }
            guard let (quantity, separator, hasFraction, end) = quantity(at: numberStart) else { continue }
            let measure = IngredientLine.Measure(
                quantity: quantity, quantityText: text(numberStart, end), rangeSeparator: separator,
                isWrittenAsFraction: hasFraction, unit: unit, unitText: text(start, unitEnd),
                spacing: text(unitEnd, numberStart), unitComesFirst: true
            )
            return IngredientLine(leading: text(0, start), measure: measure, trailing: text(end, characters.count), units: units)
        }
        return nil
    }

    /// A quantity after the ingredient's name and a space: anywhere after a CJK name
    /// (“ごぼう 80g”, “玉ねぎ 1/4個(50g)”), at the end of the line after any other
    /// (“bloem 200gr”, “mlieko, 500 ml”).
    private func afterName() -> IngredientLine? {
        for start in characters.indices.dropFirst() where characters[start - 1].isWhitespace {
            guard let line = measure(numberAt: start) else { continue }
            if characters[..<start].contains(where: Self.isCJK) || line.trailing.allSatisfy(\.isWhitespace) { return line }
        }
        return nil
    }

    /// Words meaning “of” before an amount inside a line (“Juice of 1/2 lemon”, “le jus
    /// de 1 citron”, “Saft von 1 Zitrone”).
    private static let ofWords = ["of", "de", "di", "du", "von", "van", "da", "do"]

    /// A quantity right after a word meaning “of”, preceded by a space or the line's start.
    private func afterOf() -> IngredientLine? {
        for start in characters.indices where start == 0 || characters[start - 1].isWhitespace {
            for word in Self.ofWords where matches(Array(word + " "), at: start, caseInsensitive: true) {
                if let line = measure(numberAt: start + word.count + 1) { return line }
            }
        }
        return nil
    }

    /// Where what follows a container's size at `start` and the white space after it
    /// starts: an amount in brackets (“(28 ounce) can”, “(8-oz.) packages”), or a weight or
    /// volume written without them (“13oz. can”, “14-ounce cans”).
    private func endOfContainerSize(at start: Int) -> Int? {
        guard start < characters.count else { return nil }
        var sizeEnd: Int
        if characters[start] == "(" {
            guard let close = characters[start...].firstIndex(of: ")"),
                  characters[(start + 1) ..< close].contains(where: { $0.asciiDigit != nil }) else { return nil }
            sizeEnd = close + 1
        } else {
            guard let (_, _, _, end) = quantity(at: start) else { return nil }
            let unitStart = end < characters.count && characters[end] == "-" ? end + 1 : end
            guard let (unit, unitEnd) = unit(at: unitStart, before: false), unit.kind != .count else { return nil }
            sizeEnd = unitEnd
        }
        var after = sizeEnd
        while after < characters.count, characters[after].isWhitespace { after += 1 }
        return after > sizeEnd ? after : nil
    }

    /// A quantity at `start`: an amount, or two joined as a range. Returns the quantity,
    /// the range's separator, whether a fraction was written and where it ends.
    private func quantity(at start: Int) -> (IngredientQuantity, String?, Bool, Int)? {
        guard let first = amount(at: start) else { return nil }
        var index = first.end
        while index < characters.count, characters[index] == " " { index += 1 }
        var joined = false
        if index < characters.count, Self.rangeDashes.contains(characters[index]) {
            index += 1
            joined = true
        } else if index > first.end {
            for word in Self.rangeWords where matches(Array(word), at: index, caseInsensitive: false) {
                let after = index + word.count
                if after < characters.count, characters[after] == " " {
                    index = after
                    joined = true
                    break
                }
            }
        }
        if joined {
            while index < characters.count, characters[index] == " " { index += 1 }
            if let second = amount(at: index) {
                let quantity = IngredientQuantity.range(first.value, second.value)
                return (quantity, text(first.end, index), first.hasFraction || second.hasFraction, second.end)
            }
        }
        return (.exact(first.value), nil, first.hasFraction, first.end)
    }

    /// One amount at `start`: a number, or a whole number and a fraction (“1 1/2”, “1½”,
    /// “1 and 1/2”, “1 e 1/2”, “1と1/2”).
    private func amount(at start: Int) -> Amount? {
        guard let first = number(at: start) else { return nil }
        guard first.value.isWhole, !first.hasFraction, first.end < characters.count else { return first }
        var index = first.end
        if characters[index] == "と" {
            index += 1
        } else {
            while index < characters.count, characters[index] == " " { index += 1 }
            if index > first.end, let word = Self.mixedNumberWords.first(where: { matches(Array($0 + " "), at: index, caseInsensitive: false) }) {
                index += word.count
                while index < characters.count, characters[index] == " " { index += 1 }
            }
        }
        if index > first.end, let fraction = number(at: index), fraction.hasFraction, fraction.value < 1,
           let sum = first.value.adding(fraction.value) {
            return Amount(value: sum, end: fraction.end, hasFraction: true)
        }
        return first
    }

    /// A number at `start`: “3”, “1.5”, “1,5”, “1/2”, “½” or “1½”.
    private func number(at start: Int) -> Amount? {
        guard start < characters.count else { return nil }
        if let fraction = Self.vulgarFractions[characters[start]] {
            return Amount(value: fraction, end: start + 1, hasFraction: true)
        }
        guard let (whole, end) = digits(at: start) else { return nil }
        guard end < characters.count else { return Amount(value: Rational(whole), end: end, hasFraction: false) }
        let next = characters[end]
        if let fraction = Self.vulgarFractions[next], let sum = Rational(whole).adding(fraction) {
            return Amount(value: sum, end: end + 1, hasFraction: true)
        }
        if next == "/" || next == "⁄", let (denominator, fractionEnd) = digits(at: end + 1),
           let value = Rational(whole, denominator) {
            return Amount(value: value, end: fractionEnd, hasFraction: true)
        }
        if next == "." || next == ",", let (decimals, decimalEnd) = digits(at: end + 1) {
            let count = decimalEnd - end - 1
            var scale = 1
            for _ in 0 ..< count { scale *= 10 }
            if let value = Rational(whole).adding(Rational(decimals, scale)!) {
                return Amount(value: value, end: decimalEnd, hasFraction: false)
            }
        }
        return Amount(value: Rational(whole), end: end, hasFraction: false)
    }

    /// The ASCII digits at `start` (at most nine, so amounts stay far from overflow).
    private func digits(at start: Int) -> (Int, Int)? {
        var end = start
        var value = 0
        while end < characters.count, let digit = characters[end].asciiDigit {
            guard end - start < 9 else { return nil }
            value = value * 10 + digit
            end += 1
        }
        return end > start ? (value, end) : nil
    }

    /// The longest unit spelled at `start` whose word ends there (Latin letters may not
    /// follow), written before the number when `before`.
    private func unit(at start: Int, before: Bool) -> (IngredientUnit, Int)? {
        for spelling in Self.spellings where spelling.before == before && matches(spelling.text, at: start, caseInsensitive: true) {
            let end = start + spelling.text.count
            if end == characters.count || spelling.text.last == "." || !Self.isWordLetter(characters[end]) || Self.isCJK(spelling.text[0]) {
                return (units.sizing(spelling.unit), end)
            }
        }
        return nil
    }

    private func matches(_ word: [Character], at start: Int, caseInsensitive: Bool) -> Bool {
        guard start + word.count <= characters.count else { return false }
        for (offset, letter) in word.enumerated() {
            let character = characters[start + offset]
            guard character == letter || (caseInsensitive && character.lowercased() == letter.lowercased()) else { return false }
        }
        return true
    }

    private func text(_ start: Int, _ end: Int) -> String {
        String(characters[start ..< end])
    }

    /// Whether `character` may follow a quantity with no unit: not a digit, a letter of a
    /// word, or a sign that belongs to the number (“%”, “/”, “°”).
    private static func endsNumber(_ character: Character) -> Bool {
        !(character.isNumber || isWordLetter(character) || "%/°⁄.,".contains(character))
    }

    /// A letter of an alphabet written in words (Latin, Greek, Cyrillic), not CJK.
    private static func isWordLetter(_ character: Character) -> Bool {
        character.isLetter && !isCJK(character)
    }

    private static func isCJK(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        return (0x3000 ... 0x9FFF).contains(scalar.value) || (0xF900 ... 0xFAFF).contains(scalar.value) || (0xFF00 ... 0xFFEF).contains(scalar.value)
    }
}

private extension Character {
    /// The value of an ASCII digit, `nil` for anything else.
    var asciiDigit: Int? {
        guard let ascii = asciiValue, (48 ... 57).contains(ascii) else { return nil }
        return Int(ascii - 48)
    }
}

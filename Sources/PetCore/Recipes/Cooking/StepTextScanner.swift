/// Reads the pieces that durations and temperatures in a recipe step are made of: numbers
/// as cooks write them (“20”, “1.5”, “1,5”, “1/2”, “1½”, “1 1/2”, full-width “１０”), the
/// dashes and words that join a range, and words with their boundaries.
///
/// Positions are offsets in the step's characters; ``range(_:_:)`` turns them back into
/// indices of the step.
struct StepTextScanner {
    private static let vulgarFractions: [Character: Double] = [
        "½": 1.0 / 2, "⅓": 1.0 / 3, "⅔": 2.0 / 3, "¼": 1.0 / 4, "¾": 3.0 / 4, "⅕": 1.0 / 5, "⅖": 2.0 / 5,
        "⅗": 3.0 / 5, "⅘": 4.0 / 5, "⅙": 1.0 / 6, "⅚": 5.0 / 6, "⅛": 1.0 / 8, "⅜": 3.0 / 8, "⅝": 5.0 / 8, "⅞": 7.0 / 8,
    ]
    /// Marks that join a range's two numbers with or without spaces (“20–25”, “5~10”, “20〜25”).
    private static let rangeDashes: Set<Character> = ["-", "–", "—", "~", "〜", "～"]
    /// Words that join a range's two numbers, each between spaces: “20 to 25”, “between 65
    /// and 70”, German “bis”, French “à” (and its common misspelling “á”), Spanish,
    /// Portuguese and Italian “a”, Dutch “tot”, Polish and Russian “do”/“до”, Danish
    /// “til”, Slovak “až”, Portuguese “até”, Greek “έως”, Turkish “ile”.
    private static let rangeWords = ["to", "and", "bis", "à", "á", "a", "tot", "do", "til", "až", "até", "έως", "ile", "до"]
    /// Chinese words that join a range without spaces (“20至25分钟”).
    private static let cjkRangeWords: Set<Character> = ["至", "到"]

    /// The step's characters.
    let characters: [Character]
    /// The index of each character in the step, and the step's end index last.
    private let indices: [String.Index]

    init(_ text: String) {
        characters = Array(text)
        indices = Array(text.indices) + [text.endIndex]
    }

    /// The indices in the step of the characters from `start` up to `end`.
    func range(_ start: Int, _ end: Int) -> Range<String.Index> {
        indices[start] ..< indices[end]
    }

    /// The characters from `start` up to `end`, as written.
    func text(_ start: Int, _ end: Int) -> String {
        String(characters[start ..< end])
    }

    /// Whether a number may begin at `start`: its character is not the middle of a word,
    /// another number or a decimal (“B12”, “24x18”, the “5” of “1.5”).
    func mayStartNumber(at start: Int) -> Bool {
        guard start > 0 else { return true }
        let previous = characters[start - 1]
        if Self.isDigit(previous) || Self.isWordLetter(previous) { return false }
        if ".,/⁄".contains(previous), start > 1, Self.isDigit(characters[start - 2]) { return false }
        return true
    }

    /// The first index at or after `start` that is not a space.
    func skippingSpaces(from start: Int) -> Int {
        var index = start
        while index < characters.count, characters[index].isWhitespace { index += 1 }
        return index
    }

    /// A number at `start` and where it ends: a whole or decimal number, a fraction or
    /// a whole number and a fraction.
    func number(at start: Int) -> (value: Double, end: Int)? {
        guard start < characters.count else { return nil }
        if let fraction = Self.vulgarFractions[characters[start]] { return (fraction, start + 1) }
        guard let (whole, end) = digits(at: start) else { return nil }
        guard end < characters.count else { return (Double(whole), end) }
        let next = characters[end]
        if let fraction = Self.vulgarFractions[next] { return (Double(whole) + fraction, end + 1) }
        if next == "/" || next == "⁄", let (denominator, fractionEnd) = digits(at: end + 1), denominator > 0 {
            return (Double(whole) / Double(denominator), fractionEnd)
        }
        if next == "." || next == ",", let (decimals, decimalEnd) = digits(at: end + 1) {
            let scale = (0 ..< decimalEnd - end - 1).reduce(1.0) { value, _ in value * 10 }
            return (Double(whole) + Double(decimals) / scale, decimalEnd)
        }
        if next == " ", let fraction = fraction(at: end + 1) { return (Double(whole) + fraction.value, fraction.end) }
        return (Double(whole), end)
    }

    /// Where the separator of a range that starts at `start` (right after its first
    /// number) ends, spaces after it included; `nil` when no separator is there.
    func rangeSeparatorEnd(from start: Int) -> Int? {
        let index = skippingSpaces(from: start)
        guard index < characters.count else { return nil }
        if Self.rangeDashes.contains(characters[index]) || Self.cjkRangeWords.contains(characters[index]) {
            return skippingSpaces(from: index + 1)
        }
        guard index > start else { return nil }
        for word in Self.rangeWords {
            if let end = wordEnd(word, at: index), end < characters.count, characters[end].isWhitespace {
                return skippingSpaces(from: end)
            }
        }
        return nil
    }

    /// Where `word` ends when it is written at `start` (ignoring case, either apostrophe)
    /// and no letter of a word follows it; `nil` otherwise.
    func wordEnd(_ word: String, at start: Int) -> Int? {
        var index = start
        for letter in word {
            guard index < characters.count, Self.sameLetter(characters[index], letter) else { return nil }
            index += 1
        }
        if index < characters.count, Self.isWordLetter(characters[index]), !word.contains(where: Self.isCJK) { return nil }
        return index
    }

    /// Whether `character` is an ASCII or full-width digit.
    static func isDigit(_ character: Character) -> Bool {
        digitValue(character) != nil
    }

    /// A letter of an alphabet written in words (Latin, Greek, Cyrillic), not CJK.
    static func isWordLetter(_ character: Character) -> Bool {
        character.isLetter && !isCJK(character)
    }

    /// A Chinese or Japanese character, or a full-width form.
    static func isCJK(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        return (0x3000 ... 0x9FFF).contains(scalar.value) || (0xF900 ... 0xFAFF).contains(scalar.value)
            || (0xFF00 ... 0xFFEF).contains(scalar.value)
    }

    /// A proper fraction written with a slash or as one character, for the second part of
    /// a mixed number (“1 1/2”, “1 ½”).
    private func fraction(at start: Int) -> (value: Double, end: Int)? {
        guard start < characters.count else { return nil }
        if let fraction = Self.vulgarFractions[characters[start]] { return (fraction, start + 1) }
        guard let (numerator, end) = digits(at: start), end < characters.count, characters[end] == "/" || characters[end] == "⁄",
              let (denominator, fractionEnd) = digits(at: end + 1), numerator < denominator
        else { return nil }
        return (Double(numerator) / Double(denominator), fractionEnd)
    }

    /// The digits at `start` (at most six, as no step needs more) and where they end.
    private func digits(at start: Int) -> (Int, Int)? {
        var end = start
        var value = 0
        while end < characters.count, let digit = Self.digitValue(characters[end]) {
            guard end - start < 6 else { return nil }
            value = value * 10 + digit
            end += 1
        }
        return end > start ? (value, end) : nil
    }

    private static func digitValue(_ character: Character) -> Int? {
        guard let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1 else { return nil }
        switch scalar.value {
        case 0x30 ... 0x39: return Int(scalar.value - 0x30)
        case 0xFF10 ... 0xFF19: return Int(scalar.value - 0xFF10)
        default: return nil
        }
    }

    private static func sameLetter(_ written: Character, _ expected: Character) -> Bool {
        if written == expected { return true }
        if "'’".contains(written), "'’".contains(expected) { return true }
        return written.lowercased() == expected.lowercased()
    }
}

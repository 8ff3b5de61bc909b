/// Finds the durations written in one recipe step (“20–25 minutes”, “1 h 30 min”,
/// “1時間半”, “half an hour”), left to right and without overlaps.
///
/// A duration is a number and a unit of time of ``StepDurationVocabulary`` (the number may
/// be a range, and in English a number word), several of them from the largest unit down
/// (“1 hour and 45 minutes”), two of them joined as a range (“30 seconds to 1 minute”), or
/// a phrase of the vocabulary. Units must end their word, so “2 minced cloves” has none.
struct StepDurationParser {
    /// A duration read from the step, in seconds, and where it ends.
    private struct Term {
        var low: Double
        var high: Double
        /// The seconds of the smallest unit written, so a compound only goes down.
        var unitSeconds: Int
        var end: Int
        /// Whether a bare number of minutes may follow (French “1 h 30”).
        var takesMinutesAfter = false

        var isExact: Bool { low == high }
    }

    /// An amount read from the step, and whether it was written as a word (“three”).
    private struct Amount {
        var value: Double
        var end: Int
        var inWords: Bool
    }

    /// Words that join the parts of a compound duration (“1 hour and 45 minutes”, “1 Stunde
    /// und 20 Minuten”, “1 heure et 15 minutes”).
    private static let connectors = ["and", "und", "et", "y", "e", "en", "og", "i", "és", "a", "ve", "και", "и"]
    /// What adds half an hour after hours: “1 hour and a half”, “1 hora y media”, “1 heure
    /// et demie”, “1時間半”.
    private static let halfAfterHours = ["and a half", "y media", "e meia", "e mezza", "e mezzo", "et demie", "半"]
    /// What may not follow “分” for it to be minutes: “3分の1” is a third, “2分割” two parts.
    private static let notAfterMinuteSign: Set<Character> = ["の", "割"]

    private let scanner: StepTextScanner

    init(_ step: String) {
        scanner = StepTextScanner(step)
    }

    /// Every duration in the step, in order of appearance.
    func durations() -> [StepDuration] {
        var found: [StepDuration] = []
        var index = 0
        while index < scanner.characters.count {
            if scanner.mayStartNumber(at: index), let duration = duration(at: index) {
                let seconds = Int(duration.low.rounded()) ... Int(duration.high.rounded())
                found.append(StepDuration(range: scanner.range(index, duration.end), text: scanner.text(index, duration.end), seconds: seconds))
                index = duration.end
            } else {
                index += 1
            }
        }
        return found
    }

    /// A duration at `start`: one compound, or two joined as a range when the second is longer.
    private func duration(at start: Int) -> Term? {
        guard let first = compound(at: start) else { return nil }
        guard first.isExact, let separatorEnd = scanner.rangeSeparatorEnd(from: first.end),
              let second = compound(at: separatorEnd), second.low > first.high
        else { return first }
        return Term(low: first.low, high: second.high, unitSeconds: second.unitSeconds, end: second.end)
    }

    /// A phrase, or terms of smaller and smaller units added up (“1 h 30 min”, “1時間30分”),
    /// the last of which may be a range.
    private func compound(at start: Int) -> Term? {
        if let phrase = StepDurationVocabulary.phrases.first(where: { scanner.wordEnd($0.text, at: start) != nil }),
           let end = scanner.wordEnd(phrase.text, at: start) {
            return addingHalfHour(to: Term(low: Double(phrase.seconds), high: Double(phrase.seconds), unitSeconds: phrase.seconds, end: end))
        }
        guard var total = term(at: start) else { return nil }
        while total.isExact {
            var next = scanner.skippingSpaces(from: total.end)
            if next > total.end, let connectorEnd = connectorEnd(at: next) { next = connectorEnd }
            if let part = term(at: next), part.unitSeconds < total.unitSeconds {
                total = Term(low: total.low + part.low, high: total.high + part.high, unitSeconds: part.unitSeconds, end: part.end)
            } else if total.takesMinutesAfter, let (minutes, end) = bareMinutes(at: scanner.skippingSpaces(from: total.end)) {
                total = Term(low: total.low + minutes * 60, high: total.high + minutes * 60, unitSeconds: 60, end: end)
            } else {
                break
            }
        }
        return total
    }

    /// A number or range and its unit (“20–25 min”, “1½ hours”, “three minutes”, “10 more
    /// minutes”, “1時間半”).
    private func term(at start: Int) -> Term? {
        guard let first = amount(at: start) else { return nil }
        var last = first
        if let separatorEnd = scanner.rangeSeparatorEnd(from: first.end), let second = amount(at: separatorEnd),
           second.inWords == first.inWords, second.value > first.value {
            last = second
        }
        var unitStart = scanner.skippingSpaces(from: last.end)
        var isEnglish = first.inWords
        if unitStart > last.end, let end = scanner.wordEnd("more", at: unitStart), end < scanner.characters.count,
           scanner.characters[end].isWhitespace {
            unitStart = scanner.skippingSpaces(from: end)
            isEnglish = true
        }
        guard let unit = unit(at: unitStart), !isEnglish || unit.languages.contains("en") else { return nil }
        let seconds = Double(unit.seconds)
        let term = Term(low: first.value * seconds, high: last.value * seconds, unitSeconds: unit.seconds,
                        end: unitStart + unit.text.count, takesMinutesAfter: unit.takesMinutesAfter)
        return addingHalfHour(to: term)
    }

    /// `term` with half an hour more when it is in hours and “and a half” (or its
    /// language's words) follows.
    private func addingHalfHour(to term: Term) -> Term {
        guard term.unitSeconds == 3600 else { return term }
        let start = scanner.skippingSpaces(from: term.end)
        guard let end = Self.halfAfterHours.lazy.compactMap({ scanner.wordEnd($0, at: start) }).first else { return term }
        return Term(low: term.low + 1800, high: term.high + 1800, unitSeconds: 60, end: end)
    }

    /// A number, or an English number word.
    private func amount(at start: Int) -> Amount? {
        if let (value, end) = scanner.number(at: start) { return Amount(value: value, end: end, inWords: false) }
        for word in StepDurationVocabulary.englishNumbers {
            if let end = scanner.wordEnd(word.text, at: start) { return Amount(value: word.value, end: end, inWords: true) }
        }
        return nil
    }

    /// The longest unit of time written at `start` that ends its word.
    private func unit(at start: Int) -> StepDurationVocabulary.Unit? {
        StepDurationVocabulary.units.first { unit in
            guard let end = scanner.wordEnd(unit.text, at: start) else { return false }
            return !(unit.text == "分" && end < scanner.characters.count && Self.notAfterMinuteSign.contains(scanner.characters[end]))
        }
    }

    /// Where a connector word and the spaces after it end.
    private func connectorEnd(at start: Int) -> Int? {
        for word in Self.connectors {
            if let end = scanner.wordEnd(word, at: start), end < scanner.characters.count, scanner.characters[end].isWhitespace {
                return scanner.skippingSpaces(from: end)
            }
        }
        return nil
    }

    /// A whole number of minutes (below 60) written without a unit after hours in “h”,
    /// as French “1h30”; nothing but a space or punctuation may follow it.
    private func bareMinutes(at start: Int) -> (Double, Int)? {
        guard let (value, end) = scanner.number(at: start), value == value.rounded(), value < 60 else { return nil }
        if end < scanner.characters.count {
            let next = scanner.characters[end]
            guard !next.isLetter, !StepTextScanner.isDigit(next), !"°º˚".contains(next) else { return nil }
        }
        return (value, end)
    }
}

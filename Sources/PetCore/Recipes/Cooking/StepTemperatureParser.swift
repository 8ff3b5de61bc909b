/// Finds the temperatures written in one recipe step (“180 °C”, “350°F”, “170–180 °C”,
/// “180 Grad”, “180℃”, “180度”), left to right and without overlaps.
///
/// A number is a temperature only when a scale follows it: a degree sign and “C” or “F”,
/// “℃” or “℉”, a degree word (“degrees F”, “Grad”, “graden”, “grados”, “fokosra”), “度”
/// after at least 40, or a bare “C” or “F” after at least 100 (“oven to 180C”). A degree
/// sign alone (“350°”) and English “degrees” alone say no scale and are left out.
struct StepTemperatureParser {
    /// A temperature read from the step, and where it ends.
    private struct Reading {
        var degrees: ClosedRange<Double>
        var scale: TemperatureScale
        var end: Int
    }

    private static let degreeSigns: Set<Character> = ["°", "º", "˚"]
    private static let minusSigns: Set<Character> = ["-", "−"]
    /// Words naming a scale after a degree sign or word, longest first.
    private static let scaleWords: [(text: String, scale: TemperatureScale)] = [
        ("Fahrenheit", .fahrenheit), ("centígrados", .celsius), ("centigrade", .celsius), ("Celsius", .celsius),
        ("Κελσίου", .celsius), ("C", .celsius), ("F", .fahrenheit), ("С", .celsius),
    ]
    /// Degree words of languages whose recipes mean Celsius when they name no scale,
    /// inflected forms listed one by one (Hungarian “fokosra”, Turkish “dereceye”) so
    /// that “fokhagyma” (garlic) never matches; longest first.
    private static let degreeWords = [
        "Grad", "graden", "grados", "gradi", "graus", "degrés", "stopni", "stopnie", "stopniach", "stupňov", "stupne",
        "stupňoch", "grader", "βαθμούς", "βαθμοί", "градусов", "градуса", "fok", "fokon", "fokra", "fokos", "fokosra",
        "fokot", "fokig", "derece", "dereceye", "derecede", "dereceli",
    ].sorted { $0.count > $1.count }
    /// English degree words, which are a temperature only with a scale (“350 degrees F”).
    private static let englishDegreeWords = ["degrees", "degree"]

    private let scanner: StepTextScanner

    init(_ step: String) {
        scanner = StepTextScanner(step)
    }

    /// Every temperature in the step, in order of appearance.
    func temperatures() -> [StepTemperature] {
        var found: [StepTemperature] = []
        var index = 0
        while index < scanner.characters.count {
            if scanner.mayStartNumber(at: index), let reading = temperature(at: index) {
                found.append(StepTemperature(range: scanner.range(index, reading.end), text: scanner.text(index, reading.end),
                                             degrees: reading.degrees, scale: reading.scale))
                index = reading.end
            } else {
                index += 1
            }
        }
        return found
    }

    /// A temperature or a range of them at `start`, a minus sign included.
    private func temperature(at start: Int) -> Reading? {
        guard let (low, lowEnd) = signedNumber(at: start) else { return nil }
        if let first = scale(at: lowEnd, after: low) {
            guard let separatorEnd = scanner.rangeSeparatorEnd(from: first.end), let (high, highEnd) = signedNumber(at: separatorEnd),
                  high > low, let second = scale(at: highEnd, after: high), second.scale == first.scale
            else { return Reading(degrees: low ... low, scale: first.scale, end: first.end) }
            return Reading(degrees: low ... high, scale: first.scale, end: second.end)
        }
        // A range whose first number has no scale, or only a degree sign (“170–180 °C”, “75°-78°F”).
        let signEnd = lowEnd < scanner.characters.count && Self.degreeSigns.contains(scanner.characters[lowEnd]) ? lowEnd + 1 : lowEnd
        guard let separatorEnd = scanner.rangeSeparatorEnd(from: signEnd), let (high, highEnd) = signedNumber(at: separatorEnd),
              high > low, let second = scale(at: highEnd, after: high)
        else { return nil }
        return Reading(degrees: low ... high, scale: second.scale, end: second.end)
    }

    /// A number at `start`, negative after a minus sign that does not join a range.
    private func signedNumber(at start: Int) -> (Double, Int)? {
        guard start < scanner.characters.count else { return nil }
        if Self.minusSigns.contains(scanner.characters[start]) {
            guard start + 1 < scanner.characters.count, StepTextScanner.isDigit(scanner.characters[start + 1]),
                  let (value, end) = scanner.number(at: start + 1)
            else { return nil }
            return (-value, end)
        }
        return scanner.number(at: start)
    }

    /// The scale written at `start`, right after the number `value`, and where it ends.
    private func scale(at start: Int, after value: Double) -> (scale: TemperatureScale, end: Int)? {
        let index = scanner.skippingSpaces(from: start)
        guard index < scanner.characters.count else { return nil }
        let character = scanner.characters[index]
        if Self.degreeSigns.contains(character) { return scaleWord(at: scanner.skippingSpaces(from: index + 1)) }
        if character == "℃" { return (.celsius, index + 1) }
        if character == "℉" { return (.fahrenheit, index + 1) }
        if let end = scanner.wordEnd("度", at: index), value >= 40 { return (.celsius, end) }
        for word in Self.degreeWords {
            guard let end = scanner.wordEnd(word, at: index) else { continue }
            return scaleWord(at: scanner.skippingSpaces(from: end)) ?? (.celsius, end)
        }
        for word in Self.englishDegreeWords {
            guard let end = scanner.wordEnd(word, at: index), let scale = scaleWord(at: scanner.skippingSpaces(from: end)) else { continue }
            return scale
        }
        return scaleLetter(at: index, after: value, attached: index == start)
    }

    /// A scale word or letter at `start` (“C”, “F”, “Celsius”).
    private func scaleWord(at start: Int) -> (scale: TemperatureScale, end: Int)? {
        for word in Self.scaleWords {
            if let end = scanner.wordEnd(word.text, at: start) { return (word.scale, end) }
        }
        return nil
    }

    /// A scale letter standing for degrees (“180C”, “oven to 180 C”, “200C°”): after a
    /// number of at least 100, attached to it in either case or after a space in capitals.
    private func scaleLetter(at index: Int, after value: Double, attached: Bool) -> (scale: TemperatureScale, end: Int)? {
        let letter = scanner.characters[index]
        guard letter.isUppercase || attached else { return nil }
        let scale: TemperatureScale
        switch letter {
        case "C", "c": scale = .celsius
        case "F", "f": scale = .fahrenheit
        default: return nil
        }
        let end = index + 1
        if end < scanner.characters.count, Self.degreeSigns.contains(scanner.characters[end]) { return (scale, end + 1) }
        guard value >= 100, scanner.wordEnd(String(letter), at: index) != nil else { return nil }
        if end < scanner.characters.count, StepTextScanner.isDigit(scanner.characters[end]) { return nil }
        return (scale, end)
    }
}

/// An age as shelters write it: `"2 years"`, `"1 weeks"`, `"0 years"`, `"7 months"`,
/// `"3 days"`; a bare number is months (PetFinder.my's `Age` column). Shelterluv's
/// `Age (Y/M/D)` writes several parts, `"2Y/ 4M/ 26D"` (``parts(of:)``).
struct ShelterAge: Equatable, Sendable {
    enum Unit: Equatable, Sendable {
        case years, months, weeks, days
    }

    var amount: Int
    var unit: Unit

    init(amount: Int, unit: Unit) {
        self.amount = amount
        self.unit = unit
    }

    /// Reads `text`; `nil` when it is not a whole number with a known unit, or is negative.
    init?(_ text: String) {
        let words = text.lowercased().split(whereSeparator: \.isWhitespace)
        guard let first = words.first, let amount = Int(first), amount >= 0, amount <= 1200 else { return nil }
        switch words.count {
        case 1:
            self.init(amount: amount, unit: .months)
        case 2:
            let unit: Unit
            switch words[1] {
            case "year", "years", "yr", "yrs", "y": unit = .years
            case "month", "months", "mo", "mos", "m": unit = .months
            case "week", "weeks", "wk", "wks", "w": unit = .weeks
            case "day", "days", "d": unit = .days
            default: return nil
            }
            self.init(amount: amount, unit: unit)
        default:
            return nil
        }
    }

    /// The parts of an age written as `"2Y/ 4M/ 26D"` (each a number and a unit,
    /// separated by `/`), or the one age `text` is; `nil` when any part is not an age.
    static func parts(of text: String) -> [ShelterAge]? {
        guard text.contains("/") else { return ShelterAge(text).map { [$0] } }
        var parts: [ShelterAge] = []
        for part in text.split(separator: "/") {
            let trimmed = part.trimmingWhitespace
            let digits = trimmed.prefix { $0.isASCII && $0.isNumber }
            guard let age = ShelterAge("\(digits) \(trimmed.dropFirst(digits.count).trimmingWhitespace)") else { return nil }
            parts.append(age)
        }
        return parts.isEmpty ? nil : parts
    }

    /// The birthday of someone this old on `day`: the same day of the month so many
    /// years or months before (the month's last day when that day does not exist), or
    /// so many weeks or days before. `"0 years"` gives `day` itself.
    func birthday(asOf day: CalendarDate) -> CalendarDate {
        switch unit {
        case .years, .months:
            let months = day.year * 12 + (day.month - 1) - (unit == .years ? amount * 12 : amount)
            let year = months >= 0 ? months / 12 : (months - 11) / 12
            let month = months - year * 12 + 1
            let dayOfMonth = min(day.day, CalendarDate.daysIn(month: month, year: year))
            // Month is 1...12 and the day is clamped to the month, so the date exists.
            return CalendarDate(year: year, month: month, day: dayOfMonth)!
        case .weeks:
            return CalendarDate(daysSinceEpoch: day.daysSinceEpoch - amount * 7)
        case .days:
            return CalendarDate(daysSinceEpoch: day.daysSinceEpoch - amount)
        }
    }
}

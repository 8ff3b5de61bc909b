import Foundation

/// A date, maybe with a time of day, as shelter exports write it: `2017-04-11`,
/// `2017-04-11 09:00:00`, `2017-04-11T09:00:00` (a trailing `Z` means UTC, other
/// offsets or fractions are ignored), or US style `04/11/2017`, `04/11/2017 09:00:00 AM`.
struct ShelterTimestamp: Equatable, Sendable {
    var day: CalendarDate
    /// Seconds since midnight; `nil` when only a date was written.
    var secondsOfDay: Int?
    /// Whether the time is in UTC (a trailing `Z`) rather than the shelter's local time.
    var isUTC = false

    /// Reads `text`; `nil` when it is in no known form or names a day that does not exist.
    init?(_ text: String) {
        let trimmed = text.trimmingWhitespace
        let separator = trimmed.firstIndex { $0 == " " || $0 == "T" }
        let datePart = separator.map { trimmed[..<$0] } ?? trimmed[...]
        var timePart = separator.map { trimmed[trimmed.index(after: $0)...].trimmingWhitespace } ?? ""

        let isUS = datePart.utf8.contains(UInt8(ascii: "/"))
        let numbers = datePart.split(separator: isUS ? "/" : "-", omittingEmptySubsequences: false)
        guard numbers.count == 3, numbers.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) }),
              let a = Int(numbers[0]), let b = Int(numbers[1]), let c = Int(numbers[2])
        else { return nil }
        let day = isUS
            ? (numbers[2].count == 4 ? CalendarDate(year: c, month: a, day: b) : nil)
            : (numbers[0].count == 4 ? CalendarDate(year: a, month: b, day: c) : nil)
        guard let day else { return nil }
        self.day = day

        guard !timePart.isEmpty else { return }
        if timePart.hasSuffix("Z") {
            isUTC = true
            timePart.removeLast()
        }
        var pm: Bool?
        for (suffix, isPM) in [("AM", false), ("PM", true)] where timePart.uppercased().hasSuffix(suffix) {
            pm = isPM
            timePart = timePart.dropLast(2).trimmingWhitespace
        }
        let clock = timePart.prefix { $0.isASCII && ($0.isNumber || $0 == ":" || $0 == ".") }
        let parts = clock.split(separator: ":").map { Double($0) }
        guard (2...3).contains(parts.count), let hours = parts[0], let minutes = parts[1],
              let seconds = parts.count == 3 ? parts[2] : 0,
              hours >= 0, minutes >= 0, minutes < 60, seconds >= 0, seconds < 61
        else { return nil }
        var hour = Int(hours)
        if let pm {
            guard (1...12).contains(hour) else { return nil }
            hour = hour % 12 + (pm ? 12 : 0)
        }
        guard hour < 24 else { return nil }
        secondsOfDay = hour * 3600 + Int(minutes) * 60 + Int(seconds)
    }

    /// The instant this names, reading a local time in `timeZone`; midnight when no time was written.
    func date(in timeZone: TimeZone) -> Date {
        let seconds = Double(day.daysSinceEpoch * 86_400 + (secondsOfDay ?? 0))
        guard !isUTC else { return Date(timeIntervalSince1970: seconds) }
        let guess = Date(timeIntervalSince1970: seconds)
        return Date(timeIntervalSince1970: seconds - Double(timeZone.secondsFromGMT(for: guess)))
    }
}

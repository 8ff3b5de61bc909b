import Foundation

/// The catalog format's instants (a pet's `dateAdded`): ISO 8601 timestamps in UTC,
/// `2026-11-22T09:41:07.25Z`, with as many fraction digits as the instant needs to read
/// back exactly, and none when it falls on a whole second.
///
/// Reading also takes an offset (`+01:00`) instead of `Z`, and a plain `yyyy-MM-dd`
/// (format version 1), read as midnight UTC.
enum CatalogTimestamp {
    /// Seconds from 1970-01-01 to 2001-01-01, Foundation's reference date.
    private static let referenceOffset: Decimal = 978_307_200

    /// `date` as an ISO 8601 timestamp in UTC that ``date(from:)`` reads back as the
    /// same `Date`.
    static func text(of date: Date) -> String {
        // The shortest decimal that reads back as the same Double, then exact decimal
        // arithmetic: no digit is lost or invented.
        var seconds = Decimal(string: date.timeIntervalSinceReferenceDate.description)! + referenceOffset
        var whole = Decimal()
        NSDecimalRound(&whole, &seconds, 0, .down)
        let fraction = seconds - whole
        let total = NSDecimalNumber(decimal: whole).int64Value
        let days = Int(total >= 0 ? total / 86_400 : (total - 86_399) / 86_400)
        let secondOfDay = Int(total - Int64(days) * 86_400)
        let time = [secondOfDay / 3600, secondOfDay / 60 % 60, secondOfDay % 60]
            .map { $0 < 10 ? "0\($0)" : String($0) }
            .joined(separator: ":")
        let fractionText = fraction == 0 ? "" : String(fraction.description.drop(while: { $0 != "." }))
        return CalendarDate(daysSinceEpoch: days).iso8601 + "T" + time + fractionText + "Z"
    }

    /// The instant `text` names, or `nil` when it is neither a timestamp
    /// `yyyy-MM-ddTHH:mm:ss[.fraction](Z|±HH:mm)` nor a day `yyyy-MM-dd`.
    static func date(from text: String) -> Date? {
        if let day = CalendarDate(iso8601: text) {
            return Date(timeIntervalSince1970: Double(day.daysSinceEpoch) * 86_400)
        }
        let parts = text.split(separator: "T", maxSplits: 1)
        guard parts.count == 2, let day = CalendarDate(iso8601: String(parts[0])) else { return nil }
        var rest = Substring(parts[1])
        let offset: Int
        if rest.hasSuffix("Z") || rest.hasSuffix("z") {
            offset = 0
            rest = rest.dropLast()
        } else {
            let zone = rest.suffix(6)
            let sign = zone.first
            let zoneParts = zone.dropFirst().split(separator: ":", omittingEmptySubsequences: false)
            guard sign == "+" || sign == "-", zoneParts.count == 2, zoneParts.allSatisfy({ $0.count == 2 }),
                  let hours = Int(zoneParts[0]), let minutes = Int(zoneParts[1]), hours < 24, minutes < 60
            else { return nil }
            offset = (sign == "-" ? -1 : 1) * (hours * 3600 + minutes * 60)
            rest = rest.dropLast(6)
        }
        let clockAndFraction = rest.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let clock = clockAndFraction[0].split(separator: ":", omittingEmptySubsequences: false)
        guard clock.count == 3, clock.allSatisfy({ $0.count == 2 && $0.allSatisfy(\.isASCII) }),
              let hour = Int(clock[0]), let minute = Int(clock[1]), let second = Int(clock[2]),
              hour < 24, minute < 60, second < 60
        else { return nil }
        var fraction: Decimal = 0
        if clockAndFraction.count == 2 {
            let digits = clockAndFraction[1]
            guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }),
                  let value = Decimal(string: "0." + digits)
            else { return nil }
            fraction = value
        }
        let whole = day.daysSinceEpoch * 86_400 + hour * 3600 + minute * 60 + second - offset
        let sinceReference = Decimal(whole) - referenceOffset + fraction
        guard let interval = Double(sinceReference.description) else { return nil }
        return Date(timeIntervalSinceReferenceDate: interval)
    }
}

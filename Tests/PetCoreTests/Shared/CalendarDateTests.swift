import Foundation
import PetCore
import Testing

/// Calendar days: parsing, validity, epoch arithmetic and intervals.
@Suite("Calendar date")
struct CalendarDateTests {
    @Test func init_acceptsRealDays_andRejectsOthers() {
        #expect(CalendarDate(year: 2024, month: 2, day: 29) != nil)
        #expect(CalendarDate(year: 2023, month: 2, day: 29) == nil)
        #expect(CalendarDate(year: 1900, month: 2, day: 29) == nil)
        #expect(CalendarDate(year: 2000, month: 2, day: 29) != nil)
        #expect(CalendarDate(year: 2024, month: 4, day: 31) == nil)
        #expect(CalendarDate(year: 2024, month: 12, day: 31) != nil)
        #expect(CalendarDate(year: 2024, month: 13, day: 1) == nil)
        #expect(CalendarDate(year: 2024, month: 0, day: 1) == nil)
        #expect(CalendarDate(year: 2024, month: 1, day: 0) == nil)
    }

    @Test func iso8601_parsesAndPrints() throws {
        let date = try #require(CalendarDate(iso8601: "2024-06-05"))
        #expect((date.year, date.month, date.day) == (2024, 6, 5))
        #expect(date.iso8601 == "2024-06-05")
        #expect(date.description == "2024-06-05")
        #expect(CalendarDate(year: 987, month: 1, day: 2)?.iso8601 == "0987-01-02")
    }

    @Test(arguments: [
        "2023-02-29", "2024-13-01", "2024-6-05", "2024-06-5", "24-06-05", "2024/06/05", "2024-06-05T00:00",
        "", "abcd-ef-gh", "2024-06", "2024-06-05-01", " 2024-06-05",
    ])
    func iso8601_rejectsMalformedOrImpossibleDays(text: String) {
        #expect(CalendarDate(iso8601: text) == nil)
    }

    @Test func daysSinceEpoch_isZeroOnTheEpoch_andCountsKnownDays() {
        #expect(CalendarDate(year: 1970, month: 1, day: 1)!.daysSinceEpoch == 0)
        #expect(CalendarDate(year: 1969, month: 12, day: 31)!.daysSinceEpoch == -1)
        #expect(CalendarDate(year: 2000, month: 3, day: 1)!.daysSinceEpoch == 11_017)
        #expect(CalendarDate(year: 2024, month: 6, day: 15)!.daysSinceEpoch == 19_889)
    }

    @Test func daysSinceEpoch_roundTrips_overTenThousandYears() {
        var previous: CalendarDate?
        for days in Array(stride(from: -2_000_000, to: -1_000, by: 997)) + Array(-1_000...1_000)
            + Array(stride(from: 1_001, through: 2_000_000, by: 997)) {
            let date = CalendarDate(daysSinceEpoch: days)
            #expect(date.daysSinceEpoch == days)
            if let previous { #expect(previous < date) }
            previous = date
        }
    }

    @Test func daysSinceEpoch_stepsThroughEveryDayOfALeapCentury() {
        var date = CalendarDate(year: 1999, month: 12, day: 31)!
        for days in (date.daysSinceEpoch + 1)...CalendarDate(year: 2101, month: 1, day: 1)!.daysSinceEpoch {
            let next = CalendarDate(daysSinceEpoch: days)
            let expected = date.day < CalendarDate.daysIn(month: date.month, year: date.year)
                ? CalendarDate(year: date.year, month: date.month, day: date.day + 1)
                : date.month < 12
                    ? CalendarDate(year: date.year, month: date.month + 1, day: 1)
                    : CalendarDate(year: date.year + 1, month: 1, day: 1)
            #expect(next == expected)
            date = next
        }
    }

    @Test func init_fromAnInstant_usesTheTimeZone() {
        let instant = Date(timeIntervalSince1970: 19_889 * 86_400 + 23 * 3_600)  // 2024-06-15 23:00 UTC
        #expect(CalendarDate(instant, in: TimeZone(identifier: "UTC")!).iso8601 == "2024-06-15")
        #expect(CalendarDate(instant, in: TimeZone(identifier: "Asia/Tokyo")!).iso8601 == "2024-06-16")
        #expect(CalendarDate(instant, in: TimeZone(identifier: "America/New_York")!).iso8601 == "2024-06-15")
    }

    @Test func days_untilALaterOrEarlierDay() {
        let day = CalendarDate(year: 2024, month: 2, day: 28)!
        #expect(day.days(until: CalendarDate(year: 2024, month: 3, day: 1)!) == 2)
        #expect(day.days(until: CalendarDate(year: 2023, month: 2, day: 28)!) == -365)
        #expect(day.days(until: day) == 0)
    }

    @Test func wholeMonths_completeOnTheSameDay_orTheFirstOfTheNextMonth() {
        let born = CalendarDate(year: 2024, month: 1, day: 31)!
        #expect(born.wholeMonths(until: CalendarDate(year: 2024, month: 2, day: 29)!) == 0)
        #expect(born.wholeMonths(until: CalendarDate(year: 2024, month: 3, day: 1)!) == 1)
        #expect(born.wholeMonths(until: CalendarDate(year: 2024, month: 3, day: 31)!) == 2)
        #expect(born.wholeMonths(until: born) == 0)
        #expect(born.wholeMonths(until: CalendarDate(year: 2023, month: 1, day: 1)!) == 0)
    }

    @Test func wholeYears_ofALeapDay_completeOnFirstOfMarch() {
        let born = CalendarDate(year: 2020, month: 2, day: 29)!
        #expect(born.wholeYears(until: CalendarDate(year: 2021, month: 2, day: 28)!) == 0)
        #expect(born.wholeYears(until: CalendarDate(year: 2021, month: 3, day: 1)!) == 1)
        #expect(born.wholeYears(until: CalendarDate(year: 2024, month: 2, day: 29)!) == 4)
        #expect(born.wholeYears(until: CalendarDate(year: 2019, month: 1, day: 1)!) == 0)
    }

    @Test func codable_usesTheISOText_andRejectsBadText() throws {
        let date = CalendarDate(year: 2024, month: 6, day: 5)!
        let data = try JSONEncoder().encode([date])
        #expect(String(decoding: data, as: UTF8.self) == #"["2024-06-05"]"#)
        #expect(try JSONDecoder().decode([CalendarDate].self, from: data) == [date])
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode([CalendarDate].self, from: Data(#"["2023-02-29"]"#.utf8))
        }
    }

    @Test func isLeapYear_followsTheGregorianRule() {
        #expect(CalendarDate.isLeapYear(2024))
        #expect(!CalendarDate.isLeapYear(2023))
        #expect(!CalendarDate.isLeapYear(1900))
        #expect(CalendarDate.isLeapYear(2000))
    }
}

import Foundation
import Testing
@testable import PetCore

@Suite("Shelter timestamps")
struct ShelterTimestampTests {
    static let readable: [(String, String, Int?)] = [
        ("2017-04-11", "2017-04-11", nil),
        ("2017-04-11 09:00:00", "2017-04-11", 32_400),
        ("2017-04-11T09:00:00", "2017-04-11", 32_400),
        ("2017-04-11T09:00", "2017-04-11", 32_400),
        ("04/11/2017", "2017-04-11", nil),
        ("05/08/2019 06:04:00 PM", "2019-05-08", 65_040),
        ("05/08/2019 12:30 AM", "2019-05-08", 1_800),
    ]

    @Test(arguments: readable)
    func timestamp_isRead(_ text: String, _ day: String, _ seconds: Int?) throws {
        let timestamp = try #require(ShelterTimestamp(text))

        #expect(timestamp.day.iso8601 == day)
        #expect(timestamp.secondsOfDay == seconds)
    }

    @Test(arguments: ["", "yesterday", "2017-02-30", "2017-13-01", "17-04-11", "2017-04-11 25:00", "04/11/17", "2017-04-11 13:00 PM"])
    func textThatIsNoDate_isNotRead(_ text: String) {
        #expect(ShelterTimestamp(text) == nil)
    }

    @Test func localTime_isReadInTheShelterTimeZone_andZMeansUTC() throws {
        let chicago = try #require(TimeZone(identifier: "America/Chicago"))
        let local = try #require(ShelterTimestamp("2017-04-11 09:00:00"))
        let utc = try #require(ShelterTimestamp("2017-04-11T09:00:00Z"))

        #expect(local.date(in: chicago) == Date(timeIntervalSince1970: 1_491_919_200))
        #expect(utc.date(in: chicago) == Date(timeIntervalSince1970: 1_491_901_200))
    }
}

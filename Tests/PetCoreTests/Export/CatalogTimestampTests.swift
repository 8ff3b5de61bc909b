import Foundation
import Testing
@testable import PetCore

@Suite("CatalogTimestamp")
struct CatalogTimestampTests {
    @Test func wholeSecond_isWrittenWithoutAFraction() {
        #expect(CatalogTimestamp.text(of: Date(timeIntervalSince1970: 1_790_000_000)) == "2026-09-21T14:13:20Z")
    }

    @Test(arguments: [785_412_345.123_456_7, -1_234.567_8, 0.1, -978_307_200.25, 1e-05, 123_456_789.0])
    func anyInstant_readsBackAsTheSameDate(seconds: Double) throws {
        let date = Date(timeIntervalSinceReferenceDate: seconds)

        let text = CatalogTimestamp.text(of: date)

        #expect(CatalogTimestamp.date(from: text) == date, "\(text)")
    }

    @Test func beforeNineteenSeventy_fallsOnTheRightDay() {
        #expect(CatalogTimestamp.text(of: Date(timeIntervalSince1970: -0.5)) == "1969-12-31T23:59:59.5Z")
    }

    @Test func offset_isTakenAway() {
        #expect(CatalogTimestamp.date(from: "2026-09-21T16:13:20+02:00") == Date(timeIntervalSince1970: 1_790_000_000))
    }

    @Test func plainDay_isMidnightUTC_asVersionOneReadIt() {
        #expect(CatalogTimestamp.date(from: "2026-09-03") == Date(timeIntervalSince1970: 1_788_393_600))
    }

    @Test(arguments: ["2026-09-21T25:00:00Z", "2026-09-21T14:13:20", "2026-09-21T14:13:20.Z", "2026-02-30T00:00:00Z", "yesterday"])
    func malformed_isNil(text: String) {
        #expect(CatalogTimestamp.date(from: text) == nil)
    }
}

import Testing
@testable import PetCore

@Suite("Shelter ages")
struct ShelterAgeTests {
    static let birthdays: [(String, String, String)] = [
        ("2 years", "2017-04-11", "2015-04-11"),
        ("1 year", "2016-02-29", "2015-02-28"),
        ("0 years", "2017-04-11", "2017-04-11"),
        ("7 months", "2016-08-31", "2016-01-31"),
        ("1 month", "2016-03-31", "2016-02-29"),
        ("13 months", "2017-01-15", "2015-12-15"),
        ("1 weeks", "2017-03-03", "2017-02-24"),
        ("3 days", "2017-03-01", "2017-02-26"),
        ("24", "2019-06-30", "2017-06-30"),
        ("5 Years", "2020-01-01", "2015-01-01"),
    ]

    @Test(arguments: birthdays)
    func age_countsBackFromTheRowsDate(_ age: String, _ on: String, _ born: String) throws {
        let read = try #require(ShelterAge(age))
        let day = try #require(CalendarDate(iso8601: on))

        #expect(read.birthday(asOf: day).iso8601 == born)
    }

    @Test(arguments: ["", "old", "two years", "-1 years", "2 decades", "1 year 2 months", "1.5 years"])
    func textThatIsNoAge_isNotRead(_ text: String) {
        #expect(ShelterAge(text) == nil)
    }
}

import PetCore
import Testing

/// Age bands: baby under 1, young 1–2, adult 3–7, senior 8 and over, by whole years.
@Suite("Age group")
struct AgeGroupTests {
    private static let today = CalendarDate(year: 2024, month: 6, day: 15)!

    private func group(bornOn text: String) -> AgeGroup {
        AgeGroup(birthday: CalendarDate(iso8601: text)!, today: Self.today)
    }

    @Test(arguments: [
        ("2024-06-15", AgeGroup.baby), ("2023-06-16", .baby), ("2023-06-15", .young),
        ("2021-06-16", .young), ("2021-06-15", .adult), ("2016-06-16", .adult),
        ("2016-06-15", .senior), ("2000-01-01", .senior),
    ])
    func group_changesOnTheBirthdayThatCompletesTheYear(birthday: String, expected: AgeGroup) {
        #expect(group(bornOn: birthday) == expected)
    }

    @Test func aBirthdayInTheFuture_isABaby() {
        #expect(group(bornOn: "2025-01-01") == .baby)
    }

    @Test func aLeapDayBaby_turnsYoungOnFirstOfMarch() {
        let born = CalendarDate(year: 2020, month: 2, day: 29)!
        #expect(AgeGroup(birthday: born, today: CalendarDate(year: 2021, month: 2, day: 28)!) == .baby)
        #expect(AgeGroup(birthday: born, today: CalendarDate(year: 2021, month: 3, day: 1)!) == .young)
    }
}

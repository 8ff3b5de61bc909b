import Foundation
import PetCore
import Testing

/// `ageText`: the largest whole unit, from "Newborn" to years, as of the injected today.
@Suite("Pet age text")
@MainActor
struct PetAgeTextTests {
    private func ageText(bornOn birthday: String, today: CalendarDate = PetFixtures.today) async throws -> String {
        let pet = PetFixtures.pet(born: birthday)
        let (detail, _, _) = try await PetFixtures.detail(in: [pet], context: PetFixtures.context(today: today))
        return detail.ageText
    }

    @Test func ageText_isNewborn_onTheDayOfBirth() async throws {
        #expect(try await ageText(bornOn: "2024-06-15") == "Newborn")
    }

    @Test(arguments: [("2024-06-14", "1 day old"), ("2024-06-10", "5 days old"), ("2024-06-09", "6 days old")])
    func ageText_countsDays_duringTheFirstWeek(birthday: String, expected: String) async throws {
        #expect(try await ageText(bornOn: birthday) == expected)
    }

    @Test(arguments: [("2024-06-08", "1 week old"), ("2024-05-26", "2 weeks old"), ("2024-05-16", "4 weeks old")])
    func ageText_countsWeeks_untilTheFirstWholeMonth(birthday: String, expected: String) async throws {
        #expect(try await ageText(bornOn: birthday) == expected)
    }

    @Test(arguments: [("2024-05-15", "1 month old"), ("2024-01-15", "5 months old"), ("2023-06-16", "11 months old")])
    func ageText_countsMonths_untilTheFirstBirthday(birthday: String, expected: String) async throws {
        #expect(try await ageText(bornOn: birthday) == expected)
    }

    @Test func ageText_isElevenMonths_onTheDayBeforeTheFirstBirthday() async throws {
        #expect(try await ageText(bornOn: "2023-06-16") == "11 months old")
    }

    @Test func ageText_isOneYearOld_onFirstBirthday() async throws {
        #expect(try await ageText(bornOn: "2023-06-15") == "1 year old")
    }

    @Test(arguments: [("2022-06-15", "2 years old"), ("2022-06-16", "1 year old"), ("2009-01-01", "15 years old")])
    func ageText_countsWholeYears_afterTheFirstBirthday(birthday: String, expected: String) async throws {
        #expect(try await ageText(bornOn: birthday) == expected)
    }

    @Test func ageText_ofALeapDayBirthday_turnsOneOnFirstOfMarch_inACommonYear() async throws {
        #expect(try await ageText(bornOn: "2020-02-29", today: PetFixtures.day("2021-02-28")) == "11 months old")
        #expect(try await ageText(bornOn: "2020-02-29", today: PetFixtures.day("2021-03-01")) == "1 year old")
    }

    @Test func ageText_ofALeapDayBirthday_turnsOnLeapDay_inALeapYear() async throws {
        #expect(try await ageText(bornOn: "2020-02-29", today: PetFixtures.day("2024-02-28")) == "3 years old")
        #expect(try await ageText(bornOn: "2020-02-29", today: PetFixtures.day("2024-02-29")) == "4 years old")
    }

    @Test func ageText_isNotBornYet_forABirthdayInTheFuture() async throws {
        #expect(try await ageText(bornOn: "2024-06-16") == "Not born yet")
        #expect(try await ageText(bornOn: "2030-01-01") == "Not born yet")
    }

    @Test func ageText_followsTheContextsTimeZone_notUTC() async throws {
        // 23:00 UTC on 14 June is already 15 June in Auckland.
        let lateEvening = PetFixtures.noon(on: PetFixtures.day("2024-06-14")).addingTimeInterval(11 * 3_600)
        let auckland = DisplayContext(timeZone: TimeZone(identifier: "Pacific/Auckland")!, now: { lateEvening })
        let pet = PetFixtures.pet(born: "2024-06-15")
        let (detail, _, _) = try await PetFixtures.detail(in: [pet], context: auckland)
        #expect(detail.ageText == "Newborn")
    }
}

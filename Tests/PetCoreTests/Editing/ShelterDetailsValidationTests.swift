import Foundation
import PetCore
import Testing

/// The rules for the shelter's fields of the pet form: weight, microchip, intake date, colours.
@Suite("Shelter details validation")
struct ShelterDetailsValidationTests {
    private let today = CalendarDate(year: 2026, month: 3, day: 15)!
    private let birthday = CalendarDate(year: 2021, month: 5, day: 31)!

    private func weight(_ text: String, _ unit: WeightUnit = .kilograms, locale: String = "en_US") -> Result<PetWeight?, FieldError> {
        let format = FieldValidation.weightFormat(unit: unit, locale: Locale(identifier: locale))
        return FieldValidation.weight(text, format: format, unit: unit)
    }

    // MARK: Weight

    @Test func weight_isReadInTheLocalesNotation_inTheFieldsUnit() {
        #expect(weight("12.5") == .success(PetWeight(Decimal(string: "12.5")!, .kilograms)))
        #expect(weight("12,5", locale: "de_DE") == .success(PetWeight(Decimal(string: "12.5")!, .kilograms)))
        #expect(weight("1.000", locale: "de_DE") == .success(PetWeight(1_000, .kilograms)))
        #expect(weight("27.6", .pounds) == .success(PetWeight(Decimal(string: "27.6")!, .pounds)))
    }

    @Test func weight_mayBeFollowedByItsUnit() {
        #expect(weight("12.5 kg") == .success(PetWeight(Decimal(string: "12.5")!, .kilograms)))
        #expect(weight("30 lbs", .pounds) == .success(PetWeight(30, .pounds)))
        #expect(weight("30 lb", .kilograms) == .failure(FieldError("Weight must be a number")))
    }

    @Test func weight_isNone_whenBlank() {
        #expect(weight("  ") == .success(nil))
    }

    @Test func weight_isRefused_atZeroOrBelow() {
        #expect(weight("0") == .failure(FieldError("Weight must be more than 0")))
        #expect(weight("-3") == .failure(FieldError("Weight must be more than 0")))
    }

    @Test func weight_isRefused_whenNotANumber_orWithMoreThanGrams() {
        #expect(weight("heavy") == .failure(FieldError("Weight must be a number")))
        #expect(weight("0.025") == .success(PetWeight(Decimal(string: "0.025")!, .kilograms)))
        #expect(weight("0.0255") == .failure(FieldError("Weight can have at most 3 decimal places")))
    }

    @Test func weight_isRefused_aboveATonne_inEitherUnit() {
        #expect(weight("1000") == .success(PetWeight(1_000, .kilograms)))
        #expect(weight("1000.5") == .failure(FieldError("Weight cannot be more than 1,000 kg")))
        #expect(weight("2204", .pounds) == .success(PetWeight(2_204, .pounds)))
        #expect(weight("2205", .pounds) == .failure(FieldError("Weight cannot be more than 2,204 lb")))
    }

    // MARK: Microchip

    @Test func microchip_isStoredAsItsDigits_withoutSeparators() {
        #expect(FieldValidation.microchip("985 112 003 456 789") == .success("985112003456789"))
        #expect(FieldValidation.microchip("123*456*789") == .success("123456789"))
        #expect(FieldValidation.microchip("0a0b-1c2d-3e") == .success("0A0B1C2D3E"))
    }

    @Test func microchip_isNone_whenBlank() {
        #expect(FieldValidation.microchip(" ") == .success(""))
    }

    @Test(arguments: ["98511200345678", "9851120034567890", "12345678", "0A0B1C2D3G", "chip"])
    func microchip_isRefused_whenOfNoKnownForm(text: String) {
        #expect(FieldValidation.microchip(text) == .failure(FieldError(
            "A microchip number is 15 digits, or 9 digits or 10 letters and digits for older chips")))
    }

    @Test func microchip_isRefused_withFourteenDigits() {
        #expect((try? FieldValidation.microchip("98511200345678").get()) == nil)
    }

    // MARK: Intake date

    @Test func intakeDate_isAccepted_fromTheBirthdayToToday() {
        #expect(FieldValidation.intakeDate("2021-05-31", today: today, birthday: birthday) == .success(birthday))
        #expect(FieldValidation.intakeDate("2026-03-15", today: today, birthday: birthday) == .success(today))
        #expect(FieldValidation.intakeDate("", today: today, birthday: birthday) == .success(nil))
    }

    @Test func intakeDate_isRefused_inTheFuture() {
        #expect(FieldValidation.intakeDate("2026-03-16", today: today, birthday: birthday)
            == .failure(FieldError("Intake date cannot be in the future")))
    }

    @Test func intakeDate_isRefused_beforeTheBirthday() {
        #expect(FieldValidation.intakeDate("2021-05-30", today: today, birthday: birthday)
            == .failure(FieldError("Intake date cannot be before the birthday")))
        #expect(FieldValidation.intakeDate("2021-05-30", today: today, birthday: nil) == .success(CalendarDate(iso8601: "2021-05-30")))
    }

    @Test func intakeDate_isRefused_inAnotherFormat() {
        #expect(FieldValidation.intakeDate("15/03/2026", today: today, birthday: birthday)
            == .failure(FieldError("Intake date must be a date like 2024-05-31")))
    }

    // MARK: Colours

    @Test func colors_areSplitAtCommasAndLines_trimmed_withoutBlanks() {
        #expect(FieldValidation.colors(" Black ,White,, \nTan ") == ["Black", "White", "Tan"])
        #expect(FieldValidation.colors(" , ").isEmpty)
    }

    @Test func colors_areSplitAtChineseCommasToo() {
        #expect(FieldValidation.colors("黑色、白色，棕色") == ["黑色", "白色", "棕色"])
    }
}

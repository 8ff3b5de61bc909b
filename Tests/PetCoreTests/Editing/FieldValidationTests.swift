import Foundation
import PetCore
import Testing

@Suite("Field validation")
struct FieldValidationTests {
    private let english = Locale(identifier: "en_US")
    private let german = Locale(identifier: "de_DE")
    private let today = CalendarDate(year: 2026, month: 3, day: 15)!

    @Test func requiredText_isTrimmed_andBlankIsRequired() {
        #expect(FieldValidation.requiredText("  Bella ", label: "Name") == .success("Bella"))
        #expect(FieldValidation.requiredText(" \n ", label: "Name") == .failure(FieldError("Name is required")))
    }

    @Test func birthday_acceptsToday_refusesTomorrowAndOtherFormats() {
        #expect(FieldValidation.birthday("2026-03-15", today: today) == .success(today))
        #expect(FieldValidation.birthday("2026-03-16", today: today) == .failure(FieldError("Birthday cannot be in the future")))
        #expect(FieldValidation.birthday("15/03/2026", today: today) == .failure(FieldError("Birthday must be a date like 2024-05-31")))
        #expect(FieldValidation.birthday("2023-02-29", today: today) == .failure(FieldError("Birthday must be a date like 2024-05-31")))
        #expect(FieldValidation.birthday("", today: today) == .failure(FieldError("Birthday is required")))
    }

    private func fee(_ text: String, _ locale: Locale, currency: String = "USD") -> Result<Decimal?, FieldError> {
        FieldValidation.fee(text, format: AmountFormat(currencyCode: currency, locale: locale))
    }

    @Test func fee_readsTheLocalesNotation() {
        #expect(fee("12.50", english) == .success(Decimal(string: "12.5")))
        #expect(fee("$1,250", english) == .success(Decimal(1250)))
        #expect(fee("12,50", german) == .success(Decimal(string: "12.5")))
        #expect(fee("0", english) == .success(Decimal(0)))
        #expect(fee(" ", english) == .success(nil))
    }

    @Test func fee_refusesNegativeAmountsAndNonNumbers() {
        let notANumber = Result<Decimal?, FieldError>.failure(FieldError("Fee must be a number"))
        #expect(fee("-5", english) == .failure(FieldError("Fee must be 0 or more")))
        #expect(fee("ten", english) == notANumber)
        #expect(fee("12abc", english) == notANumber)
        #expect(fee("1.2.3", english) == notANumber)
        #expect(fee("-", english) == notANumber)
    }

    @Test func fee_saysHowManyDecimalsTheCurrencyHas() {
        #expect(fee("12.345", english) == .failure(FieldError("Fee can have at most 2 decimal places")))
        #expect(fee("1500.5", Locale(identifier: "ja_JP"), currency: "JPY") == .failure(FieldError("Fee must be a whole amount")))
        #expect(fee("1.2345", english, currency: "BHD") == .failure(FieldError("Fee can have at most 3 decimal places")))
    }

    @Test func fee_namesTheMaximum_inTheCurrencyAndLocale() {
        #expect(fee("250000", english) == .failure(FieldError("Fee cannot be more than $100,000.00")))
        #expect(fee("250000", german) == .failure(FieldError("Fee cannot be more than 100.000,00\u{00A0}$")))
    }

    @Test func wholeNumber_isOptional_wholeAndNotNegative() {
        #expect(FieldValidation.wholeNumber("", label: "Yield") == .success(nil))
        #expect(FieldValidation.wholeNumber(" 24 ", label: "Yield") == .success(24))
        #expect(FieldValidation.wholeNumber("0", label: "Yield") == .success(0))
        #expect(FieldValidation.wholeNumber("1.5", label: "Yield") == .failure(FieldError("Yield must be a whole number")))
        #expect(FieldValidation.wholeNumber("-1", label: "Yield") == .failure(FieldError("Yield must be 0 or more")))
    }

    @Test func lines_dropBlankLines_andNeedOne() {
        #expect(FieldValidation.lines(" 1 egg \n\n 2 cups flour\n", emptyMessage: "Add at least one ingredient") == .success(["1 egg", "2 cups flour"]))
        #expect(FieldValidation.lines("\n \n", emptyMessage: "Add at least one ingredient") == .failure(FieldError("Add at least one ingredient")))
    }
}

import Foundation
import PetCore
import Testing

/// Amounts of money as people type them in their locale, in the fee's currency.
@Suite("Amount format")
struct AmountFormatTests {
    private func amount(_ text: String, in locale: String, currency: String = "USD") -> Result<Decimal?, AmountProblem> {
        AmountFormat(currencyCode: currency, locale: Locale(identifier: locale)).parse(text)
    }

    private func value(_ text: String) -> Result<Decimal?, AmountProblem> {
        .success(Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")))
    }

    @Test func currencyDecimals_comeFromFoundation() {
        #expect(AmountFormat(currencyCode: "USD", locale: Locale(identifier: "en_US")).fractionDigits == 2)
        #expect(AmountFormat(currencyCode: "EUR", locale: Locale(identifier: "de_DE")).fractionDigits == 2)
        #expect(AmountFormat(currencyCode: "JPY", locale: Locale(identifier: "ja_JP")).fractionDigits == 0)
        #expect(AmountFormat(currencyCode: "BHD", locale: Locale(identifier: "en_US")).fractionDigits == 3)
    }

    @Test func blank_isNoAmount() {
        #expect(amount("", in: "en_US") == .success(nil))
        #expect(amount(" \u{00A0} ", in: "fr_FR") == .success(nil))
    }

    @Test func enUS_readsDotDecimals_commaGroups_andTheDollarSign() {
        #expect(amount("12.50", in: "en_US") == value("12.5"))
        #expect(amount("1,234.50", in: "en_US") == value("1234.5"))
        #expect(amount("$1,234.50", in: "en_US") == value("1234.5"))
        #expect(amount(" $ 12 ", in: "en_US") == value("12"))
        #expect(amount("12 USD", in: "en_US") == value("12"))
        #expect(amount("1,234", in: "en_US") == value("1234"))
        #expect(amount(".5", in: "en_US") == value("0.5"))
    }

    @Test func enUS_readsOneCommaFollowedByOneOrTwoDigits_asTheDecimalPoint() {
        #expect(amount("12,50", in: "en_US") == value("12.5"))
        #expect(amount("12,5", in: "en_US") == value("12.5"))
        #expect(amount("1,250", in: "en_US") == value("1250"))
        #expect(amount("1,2345", in: "en_US") == .failure(.notANumber))
        #expect(amount("1,234,56", in: "en_US") == .failure(.notANumber))
    }

    @Test func deDE_readsCommaDecimals_dotGroups_andADotBeforeTwoDigitsAsDecimals() {
        #expect(amount("12,50", in: "de_DE") == value("12.5"))
        #expect(amount("1.234,50", in: "de_DE") == value("1234.5"))
        #expect(amount("1.234", in: "de_DE") == value("1234"))
        #expect(amount("12.50", in: "de_DE") == value("12.5"))
        #expect(amount("12,50 $", in: "de_DE") == value("12.5"))
        #expect(amount("1,234.50", in: "de_DE") == .failure(.notANumber))
    }

    @Test func frFR_groupsWithTheNarrowNoBreakSpace_orAnySpace() {
        #expect(amount("1\u{202F}234,50", in: "fr_FR") == value("1234.5"))
        #expect(amount("1 234,50", in: "fr_FR") == value("1234.5"))
        #expect(amount("1\u{00A0}234,50\u{00A0}$US", in: "fr_FR") == value("1234.5"))
        #expect(amount("12.50", in: "fr_FR") == value("12.5"))
        #expect(amount("1 2345", in: "fr_FR") == .failure(.notANumber))
    }

    @Test func frFR_readsADotAsTheDecimalPoint_soADotBeforeThreeDigitsIsTooManyDecimals() {
        #expect(amount("1.234", in: "fr_FR") == .failure(.tooManyDecimals(allowed: 2)))
    }

    @Test func zhCN_readsTheLocalesDollarSign_andFullWidthDigits() {
        #expect(amount("US$12.50", in: "zh_CN") == value("12.5"))
        #expect(amount("$1,234.50", in: "zh_CN") == value("1234.5"))
        #expect(amount("１２．５０", in: "zh_CN") == value("12.5"))
    }

    @Test func jaJP_yen_hasNoDecimals() {
        #expect(amount("1,500", in: "ja_JP", currency: "JPY") == value("1500"))
        #expect(amount("¥1500", in: "ja_JP", currency: "JPY") == value("1500"))
        #expect(amount("１５００", in: "ja_JP", currency: "JPY") == value("1500"))
        #expect(amount("1500.5", in: "ja_JP", currency: "JPY") == .failure(.tooManyDecimals(allowed: 0)))
        #expect(amount("1,50", in: "ja_JP", currency: "JPY") == .failure(.tooManyDecimals(allowed: 0)))
    }

    @Test func moreDecimalsThanTheCurrencyHas_isRefused_neverRounded() {
        #expect(amount("12.345", in: "en_US") == .failure(.tooManyDecimals(allowed: 2)))
        #expect(amount("12.500", in: "en_US") == .failure(.tooManyDecimals(allowed: 2)))
        #expect(amount("12,345", in: "de_DE") == .failure(.tooManyDecimals(allowed: 2)))
    }

    @Test func negativeAmounts_areRefused_butMinusZeroIsZero() {
        #expect(amount("-5", in: "en_US") == .failure(.negative))
        #expect(amount("\u{2212}5", in: "en_US") == .failure(.negative))
        #expect(amount("-$5", in: "en_US") == .failure(.negative))
        #expect(amount("$-5", in: "en_US") == .failure(.negative))
        #expect(amount("-0", in: "en_US") == value("0"))
    }

    @Test func amountsAboveTheMaximum_areRefused() {
        #expect(AmountFormat.maximum == 100_000)
        #expect(amount("100,000", in: "en_US") == value("100000"))
        #expect(amount("100,000.01", in: "en_US") == .failure(.tooLarge(maximum: 100_000)))
        #expect(amount("1000000", in: "ja_JP", currency: "JPY") == .failure(.tooLarge(maximum: 100_000)))
    }

    @Test func wordsOtherCurrenciesAndStraySymbols_areNotNumbers() {
        for text in ["ten", "12abc", "1.2.3", "12 50", "-", "$", "$$5", "12 €", "--5"] {
            #expect(amount(text, in: "en_US") == .failure(.notANumber), "\(text)")
        }
    }

    @Test func formatted_writesTheCurrencyTheLocalesWay() {
        #expect(AmountFormat(currencyCode: "USD", locale: Locale(identifier: "en_US")).formatted(100_000) == "$100,000.00")
        #expect(AmountFormat(currencyCode: "JPY", locale: Locale(identifier: "ja_JP")).formatted(1_500) == "¥1,500")
    }
}

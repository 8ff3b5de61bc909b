import Testing
@testable import PetCore

/// Plural rules are the `Plural-Forms` expressions of real gettext catalogs.
@Suite("Plural rules")
struct PluralRuleTests {
    @Test func english_isOneForOne_andOtherForTheRest() {
        #expect([0, 1, 2, 21].map(PluralRule.english.form(for:)) == [1, 0, 1, 1])
    }

    @Test func chinese_hasOneForm() throws {
        let rule = try #require(PluralRule(header: "nplurals=1; plural=0;"))
        #expect(rule.count == 1)
        #expect([0, 1, 2, 100].map(rule.form(for:)) == [0, 0, 0, 0])
    }

    @Test func polish_hasThreeForms_byTheLastDigits() throws {
        let rule = try #require(PluralRule(
            header: "nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);"))
        #expect([1, 2, 4, 5, 12, 22, 25, 112].map(rule.form(for:)) == [0, 1, 1, 2, 2, 1, 2, 2])
    }

    @Test func arabic_hasSixForms() throws {
        let rule = try #require(PluralRule(header: """
            nplurals=6; plural=n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : n%100>=3 && n%100<=10 ? 3 : n%100>=11 ? 4 : 5;
            """))
        #expect([0, 1, 2, 3, 11, 100].map(rule.form(for:)) == [0, 1, 2, 3, 4, 5])
    }

    @Test func negation_andDivision_work_andDivisionByZeroIsZero() throws {
        let rule = try #require(PluralRule(header: "nplurals=2; plural=!(n / 0 == 0) || n % 0;"))
        #expect(rule.form(for: 5) == 0)
        let french = try #require(PluralRule(header: "nplurals=2; plural=(n > 1);"))
        #expect([0, 1, 2].map(french.form(for:)) == [0, 0, 1])
    }

    @Test func malformedHeaders_haveNoRule() {
        #expect(PluralRule(header: "nplurals=2;") == nil)
        #expect(PluralRule(header: "nplurals=2; plural=(n != 1;") == nil)
        #expect(PluralRule(header: "nplurals=0; plural=0;") == nil)
        #expect(PluralRule(header: "nplurals=2; plural=n ? ;") == nil)
    }

    @Test func aFormBeyondTheCount_fallsBackToTheFirst() throws {
        let rule = try #require(PluralRule(header: "nplurals=2; plural=n;"))
        #expect(rule.form(for: 7) == 0)
    }
}

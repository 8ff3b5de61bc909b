import Testing
@testable import PetCore

/// A translator falls back to English, fills positional placeholders, and picks plural
/// forms by the catalog's rule.
@Suite("Translator")
struct TranslatorTests {
    private static let chinese = Translator(catalog: MessageCatalog(
        translations: [
            "%1$@ will be marked as adopted. The adoption fee is %2$@.": ["领养费为 %2$@，%1$@ 将被标记为已领养。"],
            "%1$@ pet": ["%1$@ 只宠物"],
        ],
        pluralRule: PluralRule(header: "nplurals=1; plural=0;")!))

    @Test func english_isTheMessageItself_withItsPlaceholdersFilled() {
        #expect(Translator.english.tr("Adopt") == "Adopt")
        #expect(Translator.english.tr("Adopt %1$@?", "Bella") == "Adopt Bella?")
        #expect(Translator.english.trn("%1$@ pet", "%1$@ pets", 1, "1") == "1 pet")
        #expect(Translator.english.trn("%1$@ pet", "%1$@ pets", 0, "0") == "0 pets")
    }

    @Test func aTranslation_mayReorderThePlaceholders() {
        #expect(Self.chinese.tr("%1$@ will be marked as adopted. The adoption fee is %2$@.", "Bella", "US$150.00")
            == "领养费为 US$150.00，Bella 将被标记为已领养。")
    }

    @Test func aLanguageWithOneForm_usesItForEveryCount() {
        #expect([1, 2, 340].map { Self.chinese.trn("%1$@ pet", "%1$@ pets", $0, String($0)) }
            == ["1 只宠物", "2 只宠物", "340 只宠物"])
    }

    @Test func aMessageWithoutArguments_keepsItsPercentSigns() {
        #expect(Translator.english.tr("100% natural") == "100% natural")
    }
}

import Testing
@testable import PetCore

/// English nouns counted in ingredient lines, in the singular and the plural.
@Suite("English nouns")
struct EnglishNounTests {
    @Test(arguments: [
        ("egg", "eggs"), ("carrot", "carrots"), ("peach", "peaches"), ("radish", "radishes"), ("box", "boxes"),
        ("berry", "berries"), ("day", "days"), ("glass", "glasses"), ("potato", "potatoes"), ("leaf", "leaves"), ("cookie", "cookies"),
    ])
    func plural_andSingular_areEachOthers(singular: String, plural: String) {
        #expect(EnglishNoun.plural(of: singular) == plural)
        #expect(EnglishNoun.singular(of: plural) == singular)
    }

    @Test(arguments: ["eggs", "fish", "Ei", "œuf", "tuna"])
    func plural_leavesAPluralAnUnchangedNounOrAForeignWordAlone(word: String) {
        #expect(EnglishNoun.plural(of: word) == word)
    }

    @Test func inflecting_changesTheHeadOfTheNounPhrase_notWhatDescribesIt() {
        #expect(EnglishNoun.inflecting(" large egg, beaten", plural: true) == " large eggs, beaten")
        #expect(EnglishNoun.inflecting(" sweet potato (about 200 g)", plural: true) == " sweet potatoes (about 200 g)")
        #expect(EnglishNoun.inflecting(" egg yolks, from fresh eggs", plural: false) == " egg yolk, from fresh eggs")
        #expect(EnglishNoun.inflecting(" apple", plural: true) == " apples")
    }
}

/// Whether a recipe's text reads as English.
@Suite("Text language")
struct TextLanguageTests {
    @Test func english_isRecognised_byItsShortWords() {
        #expect(TextLanguage.isEnglish(["Thread onto skewers."]))
        #expect(TextLanguage.isEnglish(["Mix the flour and the eggs until smooth."]))
    }

    @Test(arguments: [
        ["Die Eier mit dem Mehl verrühren und bis zum Rand füllen."], ["Mélanger les œufs avec la farine dans un bol."],
        ["Mezclar los huevos con la harina hasta que esté suave."], ["Meng de eieren met het meel tot een deeg."],
        ["Sbattere le uova con la farina per due minuti."], ["卵と小麦粉を混ぜる。"], [],
    ])
    func otherLanguagesOrNoWords_areNotEnglish(texts: [String]) {
        #expect(!TextLanguage.isEnglish(texts))
    }
}

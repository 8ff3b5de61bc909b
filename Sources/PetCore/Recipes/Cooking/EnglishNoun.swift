/// The singular and plural of the English nouns ingredient lines count (“1 egg” → “2
/// eggs”, “1 sweet potato” → “2 sweet potatoes”, “3 leaves” → “1 leaf”), by the regular
/// rules of English spelling and the few irregular nouns kitchens use.
enum EnglishNoun {
    /// Nouns whose plural is not made by the regular rules, singular to plural.
    private static let irregular: [String: String] = [
        "leaf": "leaves", "loaf": "loaves", "half": "halves", "knife": "knives", "calf": "calves",
        "potato": "potatoes", "tomato": "tomatoes", "mango": "mangoes", "child": "children",
        "mouse": "mice", "goose": "geese", "tooth": "teeth", "foot": "feet",
        // Regular, but their plural's “-ies” is not a “-y” singular's.
        "cookie": "cookies", "brownie": "brownies", "veggie": "veggies", "smoothie": "smoothies",
    ]
    /// Nouns that are the same in the singular and the plural.
    private static let unchanged: Set<String> = ["fish", "sheep", "deer", "shrimp", "salmon", "squid", "tuna", "cod"]

    /// `word` in the plural, when it is a lowercase English word in the singular; `word`
    /// itself otherwise.
    static func plural(of word: String) -> String {
        guard isLowercaseWord(word), !unchanged.contains(word), singular(of: word) == nil else { return word }
        if let plural = irregular[word] { return plural }
        if ["s", "x", "z", "ch", "sh"].contains(where: word.hasSuffix) { return word + "es" }
        if word.hasSuffix("y"), let before = word.dropLast().last, !"aeiou".contains(before) {
            return word.dropLast() + "ies"
        }
        return word + "s"
    }

    /// `word` in the singular, when it is a lowercase English word in the plural by the
    /// rules `plural(of:)` follows; `nil` otherwise (a singular, or not such a word).
    static func singular(of word: String) -> String? {
        guard isLowercaseWord(word), !unchanged.contains(word) else { return nil }
        if let singular = irregular.first(where: { $0.value == word })?.key { return singular }
        if word.hasSuffix("ies"), word.count > 4 { return word.dropLast(3) + "y" }
        if ["ses", "xes", "zes", "ches", "shes"].contains(where: word.hasSuffix) { return String(word.dropLast(2)) }
        if word.hasSuffix("s"), !word.hasSuffix("ss"), !word.hasSuffix("us"), !word.hasSuffix("is"), word.count > 3 {
            return String(word.dropLast())
        }
        return nil
    }

    /// Whether `word` is made of lowercase ASCII letters only, as an English common noun is.
    private static func isLowercaseWord(_ word: String) -> Bool {
        !word.isEmpty && word.unicodeScalars.allSatisfy { ("a"..."z").contains($0) }
    }
}

extension EnglishNoun {
    /// Words that end the noun phrase of an ingredient line's name: what follows says
    /// where it comes from or how it is prepared (“egg yolks, beaten”, “carrot (grated)”,
    /// “pieces of chicken”).
    private static let phraseEnds = [",", "(", ";", " - ", " – ", " of ", " in ", " for ", " with ", " to ", " or ", " from "]

    /// `name` (what follows a count, such as “ large eggs, beaten”) with the head noun of
    /// its noun phrase, the phrase's last word, in the plural (`plural`) or the singular.
    /// Unchanged when that word is not a lowercase English noun in the other number.
    static func inflecting(_ name: String, plural: Bool) -> String {
        let end = phraseEnds.compactMap { name.range(of: $0)?.lowerBound }.min() ?? name.endIndex
        let phrase = name[..<end]
        guard let wordEnd = phrase.lastIndex(where: \.isLetter).map(phrase.index(after:)) else { return name }
        let wordStart = phrase[..<wordEnd].lastIndex(where: { !$0.isLetter }).map(phrase.index(after:)) ?? phrase.startIndex
        let word = String(phrase[wordStart..<wordEnd])
        let inflected = plural ? self.plural(of: word) : (singular(of: word) ?? word)
        return name.replacingCharacters(in: wordStart..<wordEnd, with: inflected)
    }
}

/// A guess at the language a recipe is written in, from its most common short words
/// (“the”, “and”, “until” in English; “und”, “mit” in German), as language detectors
/// begin: enough to know whether English grammar (a noun's plural) applies to its lines.
enum TextLanguage {
    /// Words frequent in recipe text of each language the shared pages are in and rare in
    /// the others (words several languages share, such as “in” or “de”, are left out).
    private static let markers: [String: Set<String>] = [
        "en": ["the", "and", "with", "until", "into", "onto", "then", "each", "over", "from", "your", "about", "of", "to", "for"],
        "de": ["und", "die", "der", "das", "mit", "den", "bis", "auf", "eine", "einen", "im", "zu", "dem"],
        "fr": ["le", "les", "et", "du", "des", "dans", "avec", "une", "au", "pour", "puis"],
        "es": ["el", "los", "las", "y", "con", "una", "hasta", "del", "al", "para"],
        "it": ["il", "con", "di", "una", "per", "della", "poi", "nel"],
        "nl": ["het", "en", "met", "een", "tot", "van", "op", "voor", "ongeveer"],
        "pt": ["os", "com", "em", "uma", "até", "do", "da", "depois"],
    ]

    /// Whether `texts` read as English: they hold English markers, and more than of any
    /// other language.
    static func isEnglish(_ texts: [String]) -> Bool {
        var counts: [String: Int] = [:]
        for text in texts {
            for word in text.lowercased().split(whereSeparator: { !$0.isLetter }) {
                for (language, words) in markers where words.contains(String(word)) { counts[language, default: 0] += 1 }
            }
        }
        let english = counts["en"] ?? 0
        return english > 0 && counts.allSatisfy { $0.key == "en" || $0.value < english }
    }
}

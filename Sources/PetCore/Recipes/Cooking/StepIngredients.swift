import Foundation

/// Which of a recipe's ingredients a step of its directions mentions (“Whisk the eggs
/// into the flour” mentions “2 eggs” and “1 cup oat flour”), so cooking mode can show them
/// beside the step.
///
/// An ingredient is mentioned when one of its name's words (not its measure, nor a word
/// that describes rather than names, such as “chopped” or “fresh”) appears in the step,
/// ignoring case and accents, with up to two letters more or fewer at its end, so that
/// “egg” and “eggs”, “oat” and “oats” match but “butter” and “buttermilk” do not. A name
/// written in Chinese or Japanese is mentioned when a run of two or more of its
/// characters appears in the step.
struct StepIngredients {
    /// Each ingredient's words to look for (folded), and its CJK runs.
    private let keys: [(words: [String], runs: [String])]

    /// Looks for `ingredients`; a heading's line (``Recipe/headingPrefix``) is never mentioned.
    init(_ ingredients: [String]) {
        keys = ingredients.map { line in
            guard !Recipe.isHeading(line) else { return ([], []) }
            let name = IngredientLine.parse(line).rest
            let words = Self.words(in: name).filter { $0.count >= 3 && !Self.describingWords.contains($0) }
            let runs = name.split { !Self.isCJK($0) }.map(String.init).filter { $0.count >= 2 }
            return (words, runs)
        }
    }

    /// The positions of the ingredients `step` mentions, in recipe order.
    func mentioned(in step: String) -> [Int] {
        let stepWords = Self.words(in: step)
        return keys.indices.filter { index in
            let key = keys[index]
            return key.runs.contains { step.contains($0) }
                || key.words.contains { word in stepWords.contains { Self.matches($0, word) } }
        }
    }

    /// Whether a step's word names an ingredient's word: the same, or one a short ending longer.
    private static func matches(_ stepWord: String, _ word: String) -> Bool {
        let (shorter, longer) = stepWord.count <= word.count ? (stepWord, word) : (word, stepWord)
        return shorter.count >= 3 && longer.hasPrefix(shorter) && longer.count - shorter.count <= 2
    }

    /// The words of `text`, lowercased and without accents.
    private static func words(in text: String) -> [String] {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
            .split { !$0.isLetter || isCJK($0) }
            .map(String.init)
    }

    private static func isCJK(_ character: Character) -> Bool {
        character.unicodeScalars.contains { (0x3040...0x30FF).contains($0.value) || (0x4E00...0x9FFF).contains($0.value) }
    }

    /// Words of an ingredient's name that describe it, size it or join its words, in the
    /// shared pages' most common languages: never how a step names it.
    private static let describingWords: Set<String> = [
        "and", "the", "for", "with", "into", "about", "plus", "more", "less", "taste", "optional", "divided",
        "fresh", "freshly", "chopped", "minced", "diced", "sliced", "grated", "ground", "dried", "large", "small",
        "medium", "whole", "finely", "roughly", "room", "temperature", "melted", "softened", "cold", "warm", "hot",
        "cup", "cups", "can", "cans", "package", "packed", "heaped", "level",
        "und", "oder", "mit", "etwas", "frisch", "gehackt", "des", "les", "une", "pour", "avec", "del", "con",
        "para", "una", "per", "een", "van", "met",
    ]
}

import Foundation

/// The wording shared by the recipe view models: times, yields and difficulty, in the
/// language and locale of a ``DisplayContext``.
///
/// Decisions, each pinned by a test:
/// - a duration is the locale's abbreviated hours and minutes (`"15 min"`, `"1 hr"`,
///   `"1 hr, 5 min"`; `"1小时5分钟"`); zero is `"None"` (a no-bake treat has no cooking,
///   not “Cooking 0 min”);
/// - an unknown duration is `"—"`;
/// - the total is the recipe's own total time when it has one (chilling, rising or
///   freezing included); otherwise the sum of preparation and cooking when both are
///   known, `"At least 15 min"` when only one part is known, and `"—"` when neither is;
/// - the other time is what the own total holds beyond preparation and cooking
///   (`"8 hr"` of freezing), shown only when the total is given, at least one part is
///   known and something is left over; otherwise there is no text (`nil`);
/// - a yield is the recipe's own wording when it has one (`"Serves 2–4"`,
///   `"32 cookies"`), else `"Serves 4"`; an unknown yield has no text (`nil`), so the
///   view hides it;
/// - a language is named in the locale's language (`"English (United Kingdom)"`,
///   `"英语（英国）"`), by its tag when the locale knows no name for it; an unknown
///   language has no text (`nil`).
struct RecipeText {
    /// Shown in place of a duration nobody knows.
    static let unknownDuration = "—"

    /// The language, locale and clock of the texts.
    let context: DisplayContext

    private var translator: Translator { context.translator }

    /// `"15 min"`, `"1 hr"`, `"1 hr, 5 min"`, `"None"` for zero, or ``unknownDuration`` for `nil`.
    func duration(_ minutes: Int?) -> String {
        guard let minutes else { return Self.unknownDuration }
        // TRANSLATORS: a recipe's preparation or cooking time when there is none.
        guard minutes > 0 else { return translator.tr("None") }
        return Duration.seconds(minutes * 60).formatted(
            .units(allowed: [.hours, .minutes], width: .abbreviated, zeroValueUnits: .hide).locale(context.locale))
    }

    /// The recipe's own total time, else preparation plus cooking; `nil` when neither
    /// is known.
    static func totalMinutes(of recipe: Recipe) -> Int? {
        if let total = recipe.totalMinutes { return total }
        guard let prep = recipe.prepMinutes, let cook = recipe.cookMinutes else { return nil }
        return prep + cook
    }

    /// The minutes of the recipe's own total beyond preparation and cooking (chilling,
    /// rising, freezing); `nil` without an own total, without either part, or with
    /// nothing left over.
    static func otherMinutes(of recipe: Recipe) -> Int? {
        guard let total = recipe.totalMinutes, recipe.prepMinutes != nil || recipe.cookMinutes != nil else { return nil }
        let other = total - (recipe.prepMinutes ?? 0) - (recipe.cookMinutes ?? 0)
        return other > 0 ? other : nil
    }

    /// The other time as text, or `nil` when there is none.
    func otherDuration(of recipe: Recipe) -> String? {
        Self.otherMinutes(of: recipe).map { duration($0) }
    }

    /// The total time as text; a lower bound when only one part is known.
    func totalDuration(of recipe: Recipe) -> String {
        if let total = Self.totalMinutes(of: recipe) { return duration(total) }
        if let part = recipe.prepMinutes ?? recipe.cookMinutes {
            // TRANSLATORS: a recipe's total time when only its preparation or its cooking time is known.
            return translator.tr("At least %1$@", duration(part))
        }
        return Self.unknownDuration
    }

    /// `"Serves 4"`, or `nil` when the yield is unknown.
    func yield(_ servings: Int?) -> String? {
        servings.map { translator.trn("Serves %1$@", "Serves %1$@", $0, context.number($0)) }
    }

    /// The recipe's own wording of its yield (`"Serves 2–4"`), else `"Serves 4"`; `nil`
    /// when the yield is unknown.
    func yield(of recipe: Recipe) -> String? {
        if let worded = recipe.yieldText, !worded.isEmpty { return worded }
        return yield(recipe.yield)
    }

    /// `"Very easy"` … `"Very hard"`.
    func difficulty(_ difficulty: RecipeDifficulty) -> String {
        switch difficulty {
        case .veryEasy: translator.tr("Very easy")
        case .easy: translator.tr("Easy")
        case .medium: translator.tr("Medium")
        case .hard: translator.tr("Hard")
        case .veryHard: translator.tr("Very hard")
        }
    }

    /// The name of the language `tag` says, in the locale's language; `nil` for none.
    func language(_ tag: LanguageTag?) -> String? {
        tag.map { context.locale.localizedString(forIdentifier: $0.description) ?? $0.description }
    }

    /// `"From RecipeList.plist"`, or `nil` for the app's own recipes.
    func source(_ source: String?) -> String? {
        guard let source, !source.isEmpty else { return nil }
        // TRANSLATORS: where an imported recipe came from: a file name or a web page's address.
        return translator.tr("From %1$@", source)
    }
}

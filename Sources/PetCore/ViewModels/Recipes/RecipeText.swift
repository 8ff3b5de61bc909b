/// The wording shared by the recipe view models: times, yields and difficulty.
///
/// Decisions, each pinned by a test:
/// - a duration is `"15 min"`, `"1 h"` or `"1 h 5 min"`; zero is `"0 min"`;
/// - an unknown duration is `"—"`;
/// - the total is the sum of preparation and cooking when both are known,
///   `"At least 15 min"` when only one part is known, and `"—"` when neither is;
/// - a yield is `"Serves 4"`; an unknown yield has no text (`nil`), so the view hides it.
enum RecipeText {
    /// Shown in place of a duration nobody knows.
    static let unknownDuration = "—"

    /// `"15 min"`, `"1 h"`, `"1 h 5 min"`, or ``unknownDuration`` for `nil`.
    static func duration(_ minutes: Int?) -> String {
        guard let minutes else { return unknownDuration }
        let hours = minutes / 60
        let rest = minutes % 60
        switch (hours, rest) {
        case (0, _): return "\(rest) min"
        case (_, 0): return "\(hours) h"
        default: return "\(hours) h \(rest) min"
        }
    }

    /// Preparation plus cooking time, or `nil` unless both are known.
    static func totalMinutes(of recipe: Recipe) -> Int? {
        guard let prep = recipe.prepMinutes, let cook = recipe.cookMinutes else { return nil }
        return prep + cook
    }

    /// The total time as text; a lower bound when only one part is known.
    static func totalDuration(of recipe: Recipe) -> String {
        if let total = totalMinutes(of: recipe) { return duration(total) }
        if let part = recipe.prepMinutes ?? recipe.cookMinutes { return "At least \(duration(part))" }
        return unknownDuration
    }

    /// `"Serves 4"`, or `nil` when the yield is unknown.
    static func yield(_ servings: Int?) -> String? {
        servings.map { "Serves \($0)" }
    }

    /// `"Very easy"` … `"Very hard"`.
    static func difficulty(_ difficulty: RecipeDifficulty) -> String {
        switch difficulty {
        case .veryEasy: "Very easy"
        case .easy: "Easy"
        case .medium: "Medium"
        case .hard: "Hard"
        case .veryHard: "Very hard"
        }
    }

    /// `"From RecipeList.plist"`, or `nil` for the app's own recipes.
    static func source(_ source: String?) -> String? {
        guard let source, !source.isEmpty else { return nil }
        return "From \(source)"
    }
}

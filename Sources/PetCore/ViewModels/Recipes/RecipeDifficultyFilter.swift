/// The difficulty choices of the recipe list's filter: any, or exactly one level.
public enum RecipeDifficultyFilter: Hashable, CaseIterable, Sendable {
    case any
    case only(RecipeDifficulty)

    /// ``any`` first, then each level from very easy to very hard (a drop-down's order).
    public static var allCases: [RecipeDifficultyFilter] {
        [.any] + RecipeDifficulty.allCases.map(RecipeDifficultyFilter.only)
    }

    /// `"Any difficulty"`, or the level's name, e.g. `"Very easy"`.
    public var title: String {
        switch self {
        case .any: "Any difficulty"
        case .only(let difficulty): RecipeText.difficulty(difficulty)
        }
    }

    /// Whether a recipe of `difficulty` passes.
    func admits(_ difficulty: RecipeDifficulty) -> Bool {
        switch self {
        case .any: true
        case .only(let wanted): wanted == difficulty
        }
    }
}

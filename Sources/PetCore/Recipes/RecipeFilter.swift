/// Which recipes the list shows besides what the search matches: a difficulty and a
/// longest total time.
public struct RecipeFilter: ListFilter {
    /// The difficulty choices: any, or exactly one level.
    public enum Difficulty: Hashable, CaseIterable, Sendable {
        case any
        case only(RecipeDifficulty)

        /// ``any`` first, then each level from very easy to very hard (a drop-down's order).
        public static var allCases: [Difficulty] {
            [.any] + RecipeDifficulty.allCases.map(Difficulty.only)
        }

        /// `"Any difficulty"`, or the level's name, e.g. `"Very easy"`.
        public func title(in context: DisplayContext) -> String {
            switch self {
            case .any: context.translator.tr("Any difficulty")
            case .only(let difficulty): RecipeText(context: context).difficulty(difficulty)
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

    /// The total-time choices. A limit includes recipes that take exactly that long
    /// ("30 min or less"). A recipe whose total time is unknown passes only ``any``:
    /// nobody can promise it is quick.
    public enum Time: Hashable, CaseIterable, Sendable {
        case any
        case upTo15Minutes
        case upTo30Minutes
        case upTo1Hour

        /// The longest total time, in minutes, a recipe may take; `nil` for ``any``.
        public var maximumMinutes: Int? {
            switch self {
            case .any: nil
            case .upTo15Minutes: 15
            case .upTo30Minutes: 30
            case .upTo1Hour: 60
            }
        }

        /// `"Any time"`, `"15 min or less"`, `"30 min or less"`, `"1 hr or less"`.
        public func title(in context: DisplayContext) -> String {
            guard let maximumMinutes else { return context.translator.tr("Any time") }
            // TRANSLATORS: a longest total time in the recipe filter, e.g. "30 min or less".
            return context.translator.tr("%1$@ or less", RecipeText(context: context).duration(maximumMinutes))
        }
    }

    /// The difficulty to show.
    public var difficulty: Difficulty
    /// The longest total time to show.
    public var time: Time

    /// A filter; by default it lets every recipe through.
    public init(difficulty: Difficulty = .any, time: Time = .any) {
        self.difficulty = difficulty
        self.time = time
    }

    public init() {
        self.init(difficulty: .any, time: .any)
    }

    /// Whether the filter hides any recipe at all.
    public var isActive: Bool { difficulty != .any || time != .any }

    /// Whether `recipe` passes.
    func admits(_ recipe: Recipe) -> Bool {
        guard difficulty.admits(recipe.difficulty) else { return false }
        guard let maximumMinutes = time.maximumMinutes else { return true }
        guard let total = RecipeText.totalMinutes(of: recipe) else { return false }
        return total <= maximumMinutes
    }
}

/// How the recipe list is ordered. Ties are broken by name, then by id, so the order
/// never depends on how the store returned the recipes.
public enum RecipeSortOrder: ListSortOrder {
    /// A to Z, ignoring case and accents.
    case name
    /// Very easy first.
    case difficulty
    /// Quickest first; recipes whose total time is unknown come last.
    case totalTime

    /// `"Name"`, `"Difficulty"`, `"Total time"`.
    public func title(in context: DisplayContext) -> String {
        switch self {
        case .name: context.translator.tr("Name")
        case .difficulty: context.translator.tr("Difficulty")
        case .totalTime: context.translator.tr("Total time")
        }
    }

    /// Difficulty or total time, lowest first; `nil` for name order.
    public var key: ListSortKey<Recipe>? {
        switch self {
        case .name: nil
        case .difficulty: .ascending { Double($0.difficulty.rawValue) }
        case .totalTime: .ascending { RecipeText.totalMinutes(of: $0).map(Double.init) ?? .infinity }
        }
    }
}

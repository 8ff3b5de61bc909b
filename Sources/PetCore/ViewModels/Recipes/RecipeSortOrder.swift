/// How the recipe list is ordered. Ties are broken by name, then by id, so the order
/// never depends on how the store returned the recipes.
public enum RecipeSortOrder: Hashable, CaseIterable, Sendable {
    /// A to Z, ignoring case and accents, in the display locale.
    case name
    /// Very easy first.
    case difficulty
    /// Quickest first; recipes whose total time is unknown come last.
    case totalTime

    /// `"Name"`, `"Difficulty"`, `"Total time"`.
    public var title: String {
        switch self {
        case .name: "Name"
        case .difficulty: "Difficulty"
        case .totalTime: "Total time"
        }
    }
}

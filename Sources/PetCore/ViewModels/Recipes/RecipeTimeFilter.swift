/// The total-time choices of the recipe list's filter.
///
/// A limit includes recipes that take exactly that long ("30 min or less"). A recipe
/// whose total time is unknown passes only ``any``: nobody can promise it is quick.
public enum RecipeTimeFilter: Hashable, CaseIterable, Sendable {
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

    /// `"Any time"`, `"15 min or less"`, `"30 min or less"`, `"1 h or less"`.
    public var title: String {
        guard let maximumMinutes else { return "Any time" }
        return "\(RecipeText.duration(maximumMinutes)) or less"
    }
}

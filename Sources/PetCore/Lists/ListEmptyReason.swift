/// Why a list has no rows to show, for its section to put into words
/// (``ListSection/emptyState(for:)``).
public enum ListEmptyReason<Filter: Sendable>: Sendable {
    /// The records could not be read; the text says why.
    case loadFailed(reason: String)
    /// The records are still being read.
    case loading
    /// There are no records at all.
    case noRecords
    /// Records exist, but none matches `search` (trimmed; empty when nothing is
    /// searched) and passes `filter`; `totalCount` records are hidden.
    case noMatches(search: String, filter: Filter, totalCount: Int)
}

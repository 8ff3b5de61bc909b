/// What a list shows instead of rows, and why: no records at all, nothing matching the
/// search, nothing passing the filters, or a failed load.
public struct ListEmptyState: Hashable, Sendable {
    /// What the view offers to do about it.
    public enum Action: Hashable, Sendable {
        /// Empty the search field.
        case clearSearch
        /// Reset every filter.
        case clearFilters
        /// Empty the search field and reset every filter.
        case clearSearchAndFilters
        /// Try loading the records again.
        case retryLoading

        /// The action's button label, in `translator`'s language.
        public func label(_ translator: Translator) -> String {
            switch self {
            case .clearSearch: translator.tr("Clear Search")
            case .clearFilters: translator.tr("Clear Filters")
            case .clearSearchAndFilters: translator.tr("Clear Search and Filters")
            case .retryLoading: translator.tr("Try Again")
            }
        }
    }

    /// A short headline, e.g. "No Matching Pets".
    public let title: String
    /// A sentence saying why, e.g. "No pets match “zoe”."
    public let description: String
    /// What the view offers to do about it; `nil` when there is nothing to offer.
    public let action: Action?

    /// Creates an empty state.
    public init(title: String, description: String, action: Action?) {
        self.title = title
        self.description = description
        self.action = action
    }
}

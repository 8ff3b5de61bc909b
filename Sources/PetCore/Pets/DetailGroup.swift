/// A titled group of a detail page's facts ("Health and Care"), each a row of a title
/// and its value ("Microchip", "985 112 003 456 789"): an `AdwPreferencesGroup` of rows
/// in the view.
public struct DetailGroup: Hashable, Sendable {
    /// One fact: what it is and what it says, both ready to show.
    public struct Row: Hashable, Sendable {
        /// What the row tells ("Weight").
        public let title: String
        /// The value, as text ("12.5 kg").
        public let value: String

        /// A row titled `title` showing `value`.
        public init(_ title: String, _ value: String) {
            self.title = title
            self.value = value
        }
    }

    /// The group's heading.
    public let title: String
    /// The rows, in order; never empty.
    public let rows: [Row]

    /// A group headed `title` of the rows that have a value, or `nil` when none has.
    public init?(_ title: String, _ rows: [Row?]) {
        let known = rows.compactMap { $0 }
        guard !known.isEmpty else { return nil }
        self.title = title
        self.rows = known
    }
}

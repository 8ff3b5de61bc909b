import Observation

/// One line of an import preview's details: a file's heading (its summary, or why it
/// was not imported) or one of its problems and duplicates.
///
/// The row view model of the details list; it never changes once made.
@MainActor @Observable
public final class ImportDetailLine: Identifiable, AccessibleRow {
    /// The line's position in the details, from 0.
    public let id: Int
    /// The words, e.g. `"row 7 (“Lucy”): outcome “Euthanasia”: not an adoptable pet; skipped"`.
    public let text: String
    /// Whether the line heads a file's lines (shown in bold).
    public let isFileHeading: Bool

    /// A line at `id` saying `text`.
    public init(id: Int, text: String, isFileHeading: Bool) {
        self.id = id
        self.text = text
        self.isFileHeading = isFileHeading
    }

    /// The line's words: a screen reader says the line as it reads.
    public var accessibleLabel: String { text }
}

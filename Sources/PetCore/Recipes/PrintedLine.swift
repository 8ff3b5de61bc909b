/// One line of a printed recipe's ingredients or directions, worded for the page: a
/// line with its marker (`"•"` before an ingredient, `"1."` before a step), or a
/// heading (a group's or section's name), which has no marker.
public struct PrintedLine: Hashable, Sendable {
    /// The line's text; for a heading, without ``Recipe/headingPrefix``.
    public let text: String
    /// Whether the line is a heading, printed bold and without a marker.
    public let isHeading: Bool
    /// What is printed before the line, hanging in the margin of the text: `"•"`, `"1."`;
    /// empty for a heading.
    public let marker: String

    /// Creates a line.
    public init(text: String, isHeading: Bool = false, marker: String = "") {
        self.text = text
        self.isHeading = isHeading
        self.marker = isHeading ? "" : marker
    }
}

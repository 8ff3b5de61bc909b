/// One line of a recipe's checklist as the view shows it: an ingredient or a direction,
/// its text and whether it is ticked; or a heading over the directions after it, which
/// is never ticked.
public struct ChecklistEntry: Identifiable, Hashable, Sendable {
    /// Which list the line is in and where; pass it to ``InstructionViewModel/toggle(_:)``.
    public let item: ChecklistItem
    /// The ingredient or direction; for a heading, its text without ``Recipe/headingPrefix``.
    public let text: String
    /// Whether the line is a heading (a section's name), shown as a heading without a check box.
    public let isHeading: Bool
    /// Whether the line is ticked.
    public let isChecked: Bool

    /// The line's identity: its list and position.
    public var id: ChecklistItem { item }

    /// Creates a line.
    public init(item: ChecklistItem, text: String, isChecked: Bool, isHeading: Bool = false) {
        self.item = item
        self.text = text
        self.isChecked = isChecked && !isHeading
        self.isHeading = isHeading
    }
}

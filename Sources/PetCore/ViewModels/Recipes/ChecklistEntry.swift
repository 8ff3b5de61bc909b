/// One line of a recipe's checklist as the view shows it: an ingredient or a direction,
/// its text and whether it is ticked.
public struct ChecklistEntry: Identifiable, Hashable, Sendable {
    /// Which list the line is in and where; pass it to ``InstructionViewModel/toggle(_:)``.
    public let item: ChecklistItem
    /// The ingredient or direction.
    public let text: String
    /// Whether the line is ticked.
    public let isChecked: Bool

    /// The line's identity: its list and position.
    public var id: ChecklistItem { item }

    /// Creates a line.
    public init(item: ChecklistItem, text: String, isChecked: Bool) {
        self.item = item
        self.text = text
        self.isChecked = isChecked
    }
}

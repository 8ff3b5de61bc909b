/// One kitchen timer as a row shows it: every text ready to put in a label, and the
/// timer's id for the row's button (``CookingTimers/cancel(_:)``).
public struct CookingTimerRow: Identifiable, Hashable, Sendable {
    /// The timer's id.
    public let id: Int
    /// What the timer is for: "Bake for 20 minutes" (plain text, as written).
    public let label: String
    /// The countdown: "4:59", "1:02:03"; "0:00" while it rings.
    public let remainingText: String
    /// What a screen reader says for the countdown: "Bake for 20 minutes: 4 minutes,
    /// 59 seconds left", "Bake for 20 minutes: done".
    public let accessibleDescription: String
    /// The button's text: "Cancel" while it runs, "Stop" while it rings.
    public let buttonLabel: String
    /// The button's accessible name: "Cancel timer Bake for 20 minutes", "Stop timer …".
    public let buttonAccessibleName: String
    /// Whether the timer is done and rings until stopped.
    public let isRinging: Bool

    /// Creates a row.
    public init(
        id: Int, label: String, remainingText: String, accessibleDescription: String,
        buttonLabel: String, buttonAccessibleName: String, isRinging: Bool
    ) {
        self.id = id
        self.label = label
        self.remainingText = remainingText
        self.accessibleDescription = accessibleDescription
        self.buttonLabel = buttonLabel
        self.buttonAccessibleName = buttonAccessibleName
        self.isRinging = isRinging
    }
}

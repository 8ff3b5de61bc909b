/// One step of a recipe's directions as cooking mode shows it: its text, the section it
/// belongs to, the ingredients it mentions and a timer for each duration it names.
public struct CookingStep: Hashable, Sendable {
    /// A timer a step offers for a duration it names (“bake 20–25 minutes”).
    public struct Timer: Hashable, Sendable, Identifiable {
        /// The timer's position among the step's.
        public let id: Int
        /// The duration as the step writes it: `"20–25 minutes"`.
        public let text: String
        /// How long the timer runs: the shorter end of a range, when the cook first looks.
        public let seconds: Int
        /// What the timer's button does, for assistive technologies (its name is the
        /// duration it shows): `"Starts a timer for 20–25 minutes"`.
        public let accessibleDescription: String
    }

    /// The step's number among the steps, from 1 (headings are not steps).
    public let number: Int
    /// The heading of the section the step is in, if any.
    public let section: String?
    /// The step's text, temperatures in the chosen units.
    public let text: String
    /// The ingredient lines the step mentions, at the recipe's scale and in its units.
    public let ingredients: [String]
    /// A timer for each duration the step names, in order.
    public let timers: [Timer]
}

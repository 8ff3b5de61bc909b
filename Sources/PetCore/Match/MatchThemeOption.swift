/// A theme as the menu offers it: playable at the chosen size, or not and why.
public struct MatchThemeOption: Identifiable, Hashable, Sendable {
    /// The theme.
    public let theme: MatchTheme
    /// "Dogs".
    public let title: String
    /// Whether the catalog has enough pets for a game of the chosen size.
    public let isEnabled: Bool
    /// Why it is not: "Needs 8 pets with photos; 5 can play". `nil` when enabled.
    public let reason: String?

    public var id: MatchTheme { theme }
}

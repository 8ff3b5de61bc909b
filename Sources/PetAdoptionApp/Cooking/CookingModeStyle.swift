/// Cooking mode's style: the step in large type, read from across the kitchen.
enum CookingModeStyle {
    /// The style sheet; the cooking window installs it.
    @MainActor static let sheet = StyleSheet("""
        label.cooking-step { font-size: 200%; font-weight: 600; }
        label.cooking-ingredient { font-size: 140%; }
        """)
}

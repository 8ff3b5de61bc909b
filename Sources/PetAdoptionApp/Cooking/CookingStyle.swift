/// Cooking's style: cooking mode's step in large type, read from across the kitchen;
/// the kitchen timers' countdowns in tabular figures (the digits keep their places as
/// they change), ringing timers highlighted.
enum CookingStyle {
    /// The style class of a timer's row.
    static let rowClass = "cooking-timer"
    /// The style class of a ringing timer's row.
    static let ringingClass = "ringing"
    /// The style class of a countdown.
    static let remainingClass = "cooking-timer-remaining"

    /// The style sheet; the timers bar and cooking mode install it.
    @MainActor static let sheet = StyleSheet("""
        .cooking-timer { padding: 6px 12px; border-radius: 6px; }
        .cooking-timer.ringing { background-color: @warning_bg_color; color: @warning_fg_color; }
        .cooking-timer-remaining { font-feature-settings: "tnum"; font-weight: bold; }
        label.cooking-step { font-size: 200%; font-weight: 600; }
        label.cooking-ingredient { font-size: 140%; }
        """)
}

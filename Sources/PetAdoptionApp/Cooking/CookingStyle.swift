/// Cooking's style: cooking mode's step in large type, read from across the kitchen;
/// the kitchen timers' countdowns in tabular figures (the digits keep their places as
/// they change), ringing timers highlighted.
///
/// The rules are in the app's `style.css` (``AppResources``); this type names its classes.
enum CookingStyle {
    /// The style class of a timer's row.
    static let rowClass = "cooking-timer"
    /// The style class of a ringing timer's row.
    static let ringingClass = "ringing"
    /// The style class of a countdown.
    static let remainingClass = "cooking-timer-remaining"
}

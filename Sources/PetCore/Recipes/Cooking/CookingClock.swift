/// A monotonic clock for kitchen timers: an instant that only moves forward, as a
/// duration since some fixed start the clock chooses (boot, for the app's clock).
///
/// Deadlines are instants of this clock, so a timer stays right however late it is
/// looked at. The app's clock keeps counting while the computer sleeps (a cake goes on
/// baking); tests inject a clock they move by hand.
public protocol CookingClock: Sendable {
    /// The current instant.
    var now: Duration { get }
}

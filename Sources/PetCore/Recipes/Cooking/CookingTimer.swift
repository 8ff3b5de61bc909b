/// One kitchen timer: what it is for, how long it was set for, and the instant of a
/// ``CookingClock`` at which it is done.
///
/// A timer never counts down: what is left is always `deadline − now`, so a timer looked
/// at late (a busy main loop, a sleeping computer) is still right.
public struct CookingTimer: Identifiable, Hashable, Sendable {
    /// A timer's identity, unique among the timers of one ``CookingTimers``.
    public typealias ID = Int

    /// Where a timer is in its life; an acknowledged timer is gone.
    public enum State: Hashable, Sendable {
        /// Counting towards its deadline.
        case running
        /// Past its deadline, ringing until someone acknowledges it.
        case ringing
    }

    /// The timer's identity.
    public let id: ID
    /// What the timer is for, as the user or the recipe wrote it: "Bake for 20 minutes".
    public let label: String
    /// How long the timer was set for, in seconds.
    public let totalSeconds: Int
    /// The clock instant at which the timer is done.
    public let deadline: Duration
    /// Whether it runs or rings.
    public var state: State

    /// A running timer.
    public init(id: ID, label: String, totalSeconds: Int, deadline: Duration, state: State = .running) {
        self.id = id
        self.label = label
        self.totalSeconds = totalSeconds
        self.deadline = deadline
        self.state = state
    }

    /// What is left at `now`: never less than zero.
    public func remaining(at now: Duration) -> Duration {
        max(.zero, deadline - now)
    }

    /// The whole seconds a countdown shows at `now`: what is left, rounded up, so the
    /// display reaches 0:00 exactly at the deadline ("4:59" from the first instant after
    /// 5:00 to 4:59 itself).
    public func remainingSeconds(at now: Duration) -> Int {
        let (seconds, attoseconds) = remaining(at: now).components
        return Int(seconds) + (attoseconds > 0 ? 1 : 0)
    }

    /// Whether the deadline has come at `now`.
    public func isDue(at now: Duration) -> Bool {
        now >= deadline
    }

    /// The next instant after `now` at which the countdown shows another second: the
    /// deadline itself for the last second; `nil` once due.
    public func nextSecond(after now: Duration) -> Duration? {
        guard !isDue(at: now) else { return nil }
        return deadline - .seconds(remainingSeconds(at: now) - 1)
    }
}

/// The kitchen timers' real clock: Swift's `ContinuousClock`, which by its contract keeps
/// counting while the computer sleeps (on Linux it reads `CLOCK_BOOTTIME`), so a cake goes
/// on baking through a suspend and its timer finishes on resume, not minutes later.
public struct ContinuousCookingClock: CookingClock {
    /// The instant durations are counted from: the first time any such clock was read.
    private static let origin = ContinuousClock.now

    /// A clock reading the continuous clock.
    public init() {}

    /// The time since ``origin``.
    public var now: Duration { Self.origin.duration(to: .now) }
}

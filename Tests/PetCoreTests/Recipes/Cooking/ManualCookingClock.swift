import Synchronization
@testable import PetCore

/// A cooking clock the tests move by hand, from an instant far from zero.
final class ManualCookingClock: CookingClock {
    private let instant = Mutex<Duration>(.seconds(10_000))

    /// The current instant.
    var now: Duration { instant.withLock { $0 } }

    /// Moves the clock on by `duration`.
    func advance(_ duration: Duration) {
        instant.withLock { $0 += duration }
    }
}

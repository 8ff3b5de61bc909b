import PetCore
import Synchronization

/// A cooking clock the tests move by hand.
final class TestCookingClock: CookingClock {
    private let instant = Mutex<Duration>(.seconds(1_000))

    /// The current instant.
    var now: Duration { instant.withLock { $0 } }

    /// Moves the clock on by `duration`.
    func advance(_ duration: Duration) {
        instant.withLock { $0 += duration }
    }
}

import Glibc
import PetCore

/// The kitchen timers' clock: `CLOCK_BOOTTIME`, the time since the computer started,
/// which keeps counting while it sleeps (a cake goes on baking through a suspend, and
/// its timer finishes on resume, not minutes later).
struct BootTimeClock: CookingClock {
    /// The time since boot.
    var now: Duration {
        var time = timespec()
        clock_gettime(CLOCK_BOOTTIME, &time)
        return .seconds(time.tv_sec) + .nanoseconds(time.tv_nsec)
    }
}

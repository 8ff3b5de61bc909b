import PetCore

/// Wakes the kitchen timers when something changes: arms one GLib timeout at
/// ``CookingTimers/nextUpdate`` (the next second a countdown shows, or a deadline),
/// refreshes the timers then, hands the timers that just finished to the ``TimerAlert``,
/// and arms the next. Nothing is armed while no timer runs.
///
/// Why every displayed second rather than only at the next deadline: the countdowns
/// stay current wherever a ``CookingTimersBar`` shows, and GLib's timeouts follow the
/// monotonic clock, which stops while the computer sleeps: a single timeout armed for a
/// deadline 20 minutes away would fire 20 minutes after resuming, whereas a wake-up at
/// most a second away reads the timers' clock (which counts through sleep) and rings
/// within a second of resuming.
@MainActor
final class CookingTimerScheduler {
    private let timers: CookingTimers
    private let alert: TimerAlert
    private var wake: Timeout?

    /// A scheduler for `timers`, ringing `alert`; `owner` (the application) owns it.
    init(timers: CookingTimers, alert: TimerAlert, owner: some GObjectReference) {
        self.timers = timers
        self.alert = alert
        ObjectOwnership.attach(self, to: owner)
        // A timer started or cancelled moves the next update.
        bind(owner, to: timers, \.nextUpdate) { [weak self] _, next in self?.arm(at: next) }
    }

    isolated deinit {
        wake?.cancel()
    }

    /// Whether a wake-up is armed.
    var isArmed: Bool { wake?.isPending ?? false }

    private func arm(at next: Duration?) {
        wake?.cancel()
        wake = next.map { next in Timeout.after(timers.timeUntil(next)) { [weak self] in self?.tick() } }
    }

    private func tick() {
        let finished = timers.refresh().map(\.id)
        if !finished.isEmpty { alert.ring(finished) }
        arm(at: timers.nextUpdate)
    }
}

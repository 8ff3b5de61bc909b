import Foundation
import Observation

/// The app's kitchen timers: several run at once, across recipes, until each is
/// cancelled, or has finished and been acknowledged.
///
/// Time comes from an injected ``CookingClock`` and is read only by ``start(label:seconds:)``
/// and ``refresh()``: the display (``rows``) shows the clock as it was at the last of
/// those, so the view layer decides when to look again (``nextUpdate`` says when the
/// display would change or a timer finishes). A finished timer rings
/// (``hasRinging``) until ``acknowledge(_:)``; ``refresh()`` reports each timer that
/// finished exactly once, however late it is called.
@MainActor @Observable
public final class CookingTimers {
    /// The timers, oldest first.
    public private(set) var timers: [CookingTimer] = []
    /// The clock instant the display shows: when the clock was last read.
    public private(set) var now: Duration

    @ObservationIgnored private let clock: any CookingClock
    @ObservationIgnored private let context: DisplayContext
    @ObservationIgnored private var lastID: CookingTimer.ID = 0

    /// No timers yet, reading time from `clock` and writing text for `context`.
    public init(clock: any CookingClock, context: DisplayContext) {
        self.clock = clock
        self.context = context
        now = clock.now
    }

    // MARK: Intents

    /// Starts a timer of `seconds` (at least 0) for `label` ("Bake for 20 minutes").
    /// - Returns: the new timer's id.
    @discardableResult
    public func start(label: String, seconds: Int) -> CookingTimer.ID {
        now = clock.now
        lastID += 1
        let seconds = max(0, seconds)
        timers.append(CookingTimer(id: lastID, label: label, totalSeconds: seconds, deadline: now + .seconds(seconds)))
        return lastID
    }

    /// Removes the timer `id`, running or ringing (what a row's button does: stopping a
    /// ringing timer acknowledges it).
    public func cancel(_ id: CookingTimer.ID) {
        timers.removeAll { $0.id == id }
    }

    /// Silences the ringing timer `id`, which is then gone; a running timer goes on.
    public func acknowledge(_ id: CookingTimer.ID) {
        timers.removeAll { $0.id == id && $0.state == .ringing }
    }

    /// Reads the clock: timers whose deadline has come start ringing.
    /// - Returns: the timers that started ringing now, in the order they finished.
    @discardableResult
    public func refresh() -> [CookingTimer] {
        now = clock.now
        let due = timers.filter { $0.state == .running && $0.isDue(at: now) }
        guard !due.isEmpty else { return [] }
        let dueIDs = Set(due.map(\.id))
        timers = timers.map { timer in
            var timer = timer
            if dueIDs.contains(timer.id) { timer.state = .ringing }
            return timer
        }
        return timers
            .filter { dueIDs.contains($0.id) }
            .sorted { ($0.deadline, $0.id) < ($1.deadline, $1.id) }
    }

    // MARK: Outputs

    /// Whether any timer has finished and not been acknowledged.
    public var hasRinging: Bool { timers.contains { $0.state == .ringing } }
    /// The ids of the timers that ring.
    public var ringingIDs: Set<CookingTimer.ID> { Set(timers.filter { $0.state == .ringing }.map(\.id)) }

    /// The next clock instant at which a countdown shows another second (the soonest
    /// deadline included); `nil` when none runs.
    public var nextUpdate: Duration? {
        timers.compactMap { $0.state == .running ? $0.nextSecond(after: now) : nil }.min()
    }

    /// How long from now (the clock read afresh) until `instant`, such as ``nextUpdate``;
    /// negative once it has passed.
    public func timeUntil(_ instant: Duration) -> Duration {
        instant - clock.now
    }

    /// One row per timer, oldest first.
    public var rows: [CookingTimerRow] { timers.map(row(for:)) }

    /// The row of the timer `id`, if there is one.
    public func row(for id: CookingTimer.ID) -> CookingTimerRow? {
        timers.first { $0.id == id }.map(row(for:))
    }

    /// "2 timers are still running": what to say before leaving cooking mode; `nil` when
    /// no timer runs.
    public var leaveQuestion: String? {
        let count = timers.count(where: { $0.state == .running })
        guard count > 0 else { return nil }
        return context.translator.trn(
            "%1$@ timer is still running", "%1$@ timers are still running", count, context.number(count))
    }

    /// What to say before quitting the app while timers run (`"2 timers are still
    /// running. Quitting stops them."`); `nil` when no timer runs.
    public var quitQuestion: String? {
        leaveQuestion.map { context.translator.tr("%1$@. Quitting stops them.", $0) }
    }

    /// What the notification of a finished timer says under its title, the timer's label:
    /// "Timer done".
    public var finishedText: String { context.translator.tr("Timer done") }

    /// What a screen reader hears when the timers `ids` finish: each one's label and
    /// "done", as a list ("Chill: done and Bake for 20 minutes: done"); `nil` when none of
    /// them rings.
    public func finishedAnnouncement(_ ids: [CookingTimer.ID]) -> String? {
        let done = ids.compactMap { row(for: $0) }.filter(\.isRinging).map(\.accessibleDescription)
        return done.isEmpty ? nil : done.formatted(.list(type: .and).locale(context.locale))
    }

    /// The notification's button that acknowledges the timer.
    public var stopLabel: String { context.translator.tr("Stop") }

    private func row(for timer: CookingTimer) -> CookingTimerRow {
        let translator = context.translator
        let isRinging = timer.state == .ringing
        let seconds = isRinging ? 0 : timer.remainingSeconds(at: now)
        let left = Duration.seconds(seconds)
            .formatted(.units(allowed: [.hours, .minutes, .seconds], width: .wide).locale(context.locale))
        return CookingTimerRow(
            id: timer.id,
            label: timer.label,
            remainingText: Duration.seconds(seconds).formatted(
                .time(pattern: seconds >= 3600 ? .hourMinuteSecond : .minuteSecond).locale(context.locale)),
            accessibleDescription: isRinging
                ? translator.tr("%1$@: done", timer.label)
                : translator.tr("%1$@: %2$@ left", timer.label, left),
            buttonLabel: isRinging ? translator.tr("Stop") : translator.tr("Cancel"),
            buttonAccessibleName: isRinging
                ? translator.tr("Stop timer %1$@", timer.label)
                : translator.tr("Cancel timer %1$@", timer.label),
            isRinging: isRinging)
    }
}

import Foundation

/// Counts the work in flight that will still change what the app shows: a store's
/// commit or reload, an intent waiting for it, a binding's scheduled refresh.
///
/// Whoever starts such work calls ``begin()`` and, when it is done, ``end()`` (or starts
/// it with ``start(_:)``). Nothing in the app waits on the count; it is how a test knows,
/// deterministically, that everything it set in motion has landed before it asserts,
/// instead of polling for one condition and then asserting another.
public enum PendingWork {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var inFlight = 0

    /// The number of pieces of work begun and not yet ended.
    public static var count: Int {
        lock.withLock { inFlight }
    }

    /// Records that a piece of work started; call ``end()`` exactly once when it is done.
    public static func begin() {
        lock.withLock { inFlight += 1 }
    }

    /// Records that a piece of work begun with ``begin()`` is done.
    public static func end() {
        lock.withLock {
            precondition(inFlight > 0, "PendingWork.end() without a matching begin()")
            inFlight -= 1
        }
    }

    /// Starts `work` in a new main-actor task, counted as in flight from now (not from
    /// when the task first runs) until it returns: how an intent of the view, or a store
    /// reload an observation asks for, is started.
    @MainActor @discardableResult
    public static func start(_ work: @escaping @MainActor () async -> Void) -> Task<Void, Never> {
        begin()
        return Task { @MainActor in
            defer { end() }
            await work()
        }
    }
}

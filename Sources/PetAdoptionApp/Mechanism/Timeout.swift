import CGtk

/// One GLib timeout on the default main context: runs a closure once, after a delay,
/// unless cancelled first.
///
/// The closure is retained by GLib (`g_timeout_add_full`) and released by the source's
/// destroy notification: when it has run, or on ``cancel()``. A waiting timeout is no
/// pending work: ``GTKTestLoop`` settles without waiting for it.
@MainActor
final class Timeout {
    private var sourceID: UInt32 = 0
    private var action: (@MainActor () -> Void)?

    private init(action: @escaping @MainActor () -> Void) {
        self.action = action
    }

    /// Runs `action` once after `delay` (rounded up to a millisecond; a negative delay is none).
    @discardableResult
    static func after(_ delay: Duration, _ action: @escaping @MainActor () -> Void) -> Timeout {
        let timeout = Timeout(action: action)
        let release: GDestroyNotify = { data in
            guard let data else { return }
            Unmanaged<Timeout>.fromOpaque(data).release()
        }
        timeout.sourceID = g_timeout_add_full(G_PRIORITY_DEFAULT, milliseconds(delay), { data in
            guard let data else { return 0 }
            let timeout = Unmanaged<Timeout>.fromOpaque(data)
            MainActor.assumeIsolated { timeout.takeUnretainedValue().fire() }
            return 0  // G_SOURCE_REMOVE
        }, Unmanaged.passRetained(timeout).toOpaque(), release)
        return timeout
    }

    /// Whether the action is still to run.
    var isPending: Bool { sourceID != 0 }

    /// Drops the action if it has not run.
    func cancel() {
        guard sourceID != 0 else { return }
        let id = sourceID
        sourceID = 0
        action = nil
        g_source_remove(id)
    }

    private func fire() {
        sourceID = 0
        let action = self.action
        self.action = nil
        action?()
    }

    /// `delay` in whole milliseconds, rounded up, within what GLib takes.
    private static func milliseconds(_ delay: Duration) -> UInt32 {
        guard delay > .zero else { return 0 }
        let (seconds, attoseconds) = delay.components
        let milliseconds = seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
        return UInt32(clamping: milliseconds)
    }
}

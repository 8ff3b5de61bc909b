import CGtk

/// Runs a closure on the main loop each time the process receives a unix signal
/// (SIGTERM from a session logout or `kill`, SIGINT from Ctrl+C in a terminal).
///
/// GLib's unix signal source (`g_unix_signal_add_full`) catches the signal and
/// dispatches it from the main loop, where anything may run: unlike a C signal handler,
/// which may call almost nothing. The source keeps the handler for the process's life.
@MainActor
final class UnixSignalHandler {
    private let action: @MainActor () -> Void

    private init(action: @escaping @MainActor () -> Void) {
        self.action = action
    }

    /// Runs `action` on the main loop whenever the process receives `signal`.
    static func on(_ signal: Int32, _ action: @escaping @MainActor () -> Void) {
        let handler = UnixSignalHandler(action: action)
        let release: GDestroyNotify = { data in
            guard let data else { return }
            Unmanaged<UnixSignalHandler>.fromOpaque(data).release()
        }
        g_unix_signal_add_full(G_PRIORITY_DEFAULT, signal, { data in
            guard let data else { return 0 }
            let handler = Unmanaged<UnixSignalHandler>.fromOpaque(data)
            MainActor.assumeIsolated { handler.takeUnretainedValue().action() }
            return 1  // G_SOURCE_CONTINUE
        }, Unmanaged.passRetained(handler).toOpaque(), release)
    }
}

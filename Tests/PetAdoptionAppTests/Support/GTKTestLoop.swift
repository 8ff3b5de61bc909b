import CGtk
import Testing

/// Initializes GTK once and runs GLib's default main context inside `@MainActor` tests.
@MainActor
enum GTKTestLoop {
    private static var isInitialized = false

    /// Initializes GTK and libadwaita (once per process).
    static func initialize() throws {
        guard !isInitialized else { return }
        try #require(gtk_init_check() != 0, "GTK needs a display: run the tests with tools/run-tests (xvfb-run)")
        adw_init()
        isInitialized = true
    }

    /// Runs pending GLib sources and lets queued main-actor work run, until `condition`
    /// holds or `timeout` passes.
    /// - Returns: whether `condition` held.
    @discardableResult
    static func run(until condition: () -> Bool, timeout: Duration = .seconds(5)) async -> Bool {
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        while !condition() {
            guard clock.now < deadline else { return false }
            await turn()
        }
        return true
    }

    /// Runs pending GLib sources and queued main-actor work for `duration`.
    static func run(for duration: Duration) async {
        let clock = ContinuousClock()
        let deadline = clock.now + duration
        while clock.now < deadline {
            await turn()
        }
    }

    private static func turn() async {
        var dispatched = 0
        while dispatched < 100, g_main_context_iteration(nil, 0) != 0 {
            dispatched += 1
        }
        try? await Task.sleep(for: .milliseconds(2))
    }
}

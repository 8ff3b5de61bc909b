import CGtk
import PetCore
import Testing
@testable import PetAdoptionApp

/// Initializes GTK once and runs GLib's default main context inside `@MainActor` tests.
///
/// A test acts (types, clicks, activates), then calls ``settle()``, then asserts: settling
/// waits for everything the act set in motion — never for one condition before asserting
/// another, and never a fixed time.
@MainActor
enum GTKTestLoop {
    private static var isInitialized = false

    /// Initializes GTK and libadwaita (once per process), with the app's `style.css` on the
    /// display as its application loads it, so that widgets built alone look and measure as
    /// in the app. Animations and the blinking
    /// cursor are off, so a transition or a blink never keeps the loop busy. Every
    /// warning or critical GLib logs from then on fails the test that caused it (see
    /// ``recordWarningsAndCriticals()``).
    static func initialize() throws {
        guard !isInitialized else { return }
        recordWarningsAndCriticals()
        try #require(gtk_init_check() != 0, "GTK needs a display: run the tests with tools/run-tests (xvfb-run)")
        adw_init()
        let settings = gtk_settings_get_default()
        pet_g_object_set_boolean(gpointer(settings), "gtk-enable-animations", 0)
        pet_g_object_set_boolean(gpointer(settings), "gtk-cursor-blink", 0)
        AppResources.register()
        let style = gtk_css_provider_new()
        gtk_css_provider_load_from_resource(style, AppResources.path("style.css"))
        gtk_style_context_add_provider_for_display(
            gdk_display_get_default(), pet_gtk_style_provider(gpointer(style)), UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        g_object_unref(gpointer(style))
        isInitialized = true
    }

    /// Has every message GLib logs at the warning level or above (a `g_return_if_fail`
    /// that failed in GTK, GLib or libadwaita; a size GTK could not give) recorded as an
    /// issue of the running test, then written as usual; but for ``isKnownLibadwaitaWarning(_:)``.
    ///
    /// GLib calls the writer on whichever thread logs (libsecret logs on the thread of its
    /// call), so it touches nothing of the main actor.
    ///
    /// `G_DEBUG=fatal-criticals` alone does not fail a test: GLib then raises SIGTRAP,
    /// and the Swift runtime's crash handler, which catches it, prints a backtrace and
    /// lets the process go on. A writer sees the message before that.
    nonisolated private static func recordWarningsAndCriticals() {
        g_log_set_writer_func({ level, fields, count, _ in
            let failing = G_LOG_LEVEL_WARNING.rawValue | G_LOG_LEVEL_CRITICAL.rawValue | G_LOG_LEVEL_ERROR.rawValue
            if level.rawValue & failing != 0, let fields {
                let message = (0..<Int(count)).lazy
                    .filter { String(cString: fields[$0].key) == "MESSAGE" && fields[$0].length < 0 }
                    .compactMap { fields[$0].value.map { String(cString: $0.assumingMemoryBound(to: CChar.self)) } }
                    .first ?? "(no message)"
                if !GTKTestLoop.isKnownLibadwaitaWarning(message) {
                    let kind = level.rawValue & G_LOG_LEVEL_WARNING.rawValue != 0 ? "a warning" : "a critical"
                    Issue.record("GLib logged \(kind): \(message)")
                }
            }
            return g_log_writer_default(level, fields, count, nil)
        }, nil, nil)
    }

    /// Whether `message` is the warning libadwaita 1.5 to 1.7 logs when an alert dialog's
    /// heading is wider than the dialog: it measures the large heading's height at the
    /// dialog's width even when it then shows the small, wrapping one instead
    /// (GNOME/libadwaita#1025, fixed in 1.8.0). The dialog looks right; only the log is
    /// wrong. The message names the label, which must be inside an alert dialog.
    nonisolated private static func isKnownLibadwaitaWarning(_ message: String) -> Bool {
        #if ADW_1_5
        guard adw_get_minor_version() < 8, message.hasPrefix("Trying to measure GtkLabel 0x") else { return false }
        let address = message.dropFirst("Trying to measure GtkLabel 0x".count).prefix { $0.isHexDigit }
        guard let bits = UInt(address, radix: 16), let label = UnsafeMutablePointer<GtkWidget>(bitPattern: bits) else {
            return false
        }
        return gtk_widget_get_ancestor(label, adw_alert_dialog_get_type()) != nil
        #else
        return false
        #endif
    }

    /// Runs the loop until everything set in motion has landed, in this order of events:
    /// no ``PendingWork`` is left (binding refreshes, store commits, photo decodes,
    /// intents), no GLib source is ready to run, and a frame of every window on screen
    /// was painted without laying anything out. A frame that did lay something out may
    /// have started more work (rows bound while the list was allocated), so the cycle
    /// repeats until one does not.
    ///
    /// `limit` only guards against a hang (a test that never settles fails, saying so);
    /// it is not how long anything is expected to take.
    static func settle(limit: Duration = .seconds(60), sourceLocation: SourceLocation = #_sourceLocation) async {
        let deadline = ContinuousClock.now + limit
        while ContinuousClock.now < deadline {
            while PendingWork.count > 0 || g_main_context_pending(nil) != 0 {
                guard ContinuousClock.now < deadline else { break }
                await turn()
            }
            let laidOut = await paintFrame(before: deadline)
            if !laidOut, PendingWork.count == 0, g_main_context_pending(nil) == 0 { return }
        }
        Issue.record("The GTK loop did not settle within \(limit): \(PendingWork.count) pieces of work pending",
                     sourceLocation: sourceLocation)
    }

    /// Runs the loop until `event` has happened: for an event the test cannot await
    /// otherwise (a GLib timeout firing, another process committing). Call ``settle()``
    /// after it, before asserting. `limit` only guards against a hang.
    static func wait(
        for event: String, limit: Duration = .seconds(60), sourceLocation: SourceLocation = #_sourceLocation,
        until happened: () -> Bool
    ) async {
        let deadline = ContinuousClock.now + limit
        while !happened() {
            guard ContinuousClock.now < deadline else {
                Issue.record("Waited \(limit) for \(event)", sourceLocation: sourceLocation)
                return
            }
            await turn()
        }
    }

    /// Requests a paint of every mapped window and runs the loop until each has painted.
    /// - Returns: whether any of those frames laid something out.
    private static func paintFrame(before deadline: ContinuousClock.Instant) async -> Bool {
        let clocks = mappedWindows().compactMap { gtk_widget_get_frame_clock($0) }
        guard !clocks.isEmpty else { return false }
        var painted = 0
        var laidOut = false
        var handlers: [SignalHandler] = []
        for clock in clocks {
            handlers.append(connect(clock, \.layout) { laidOut = true })
            handlers.append(connect(clock, \.afterPaint) { painted += 1 })
            gdk_frame_clock_request_phase(clock, GDK_FRAME_CLOCK_PHASE_PAINT)
        }
        while painted < clocks.count, ContinuousClock.now < deadline {
            await turn()
        }
        handlers.forEach { $0.disconnect() }
        return laidOut
    }

    /// The toplevel windows on screen.
    private static func mappedWindows() -> [UnsafeMutablePointer<GtkWidget>] {
        let toplevels = gtk_window_get_toplevels()
        return (0..<g_list_model_get_n_items(toplevels)).compactMap { position in
            let window = g_list_model_get_item(toplevels, position)
            defer { g_object_unref(window) }
            let widget = pet_gtk_widget(window)!
            return gtk_widget_get_mapped(widget) != 0 ? widget : nil
        }
    }

    /// Runs the GLib sources that are ready, then lets queued main-actor work run.
    private static func turn() async {
        var dispatched = 0
        while dispatched < 100, g_main_context_iteration(nil, 0) != 0 {
            dispatched += 1
        }
        try? await Task.sleep(for: .milliseconds(2))
    }
}

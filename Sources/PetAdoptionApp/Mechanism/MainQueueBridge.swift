import CGtk
import Glibc

/// Drains libdispatch's main queue from GLib's main loop.
///
/// On Linux, GLib's loop knows nothing of libdispatch, so while `g_application_run`
/// runs, `DispatchQueue.main.async` blocks and `@MainActor` tasks would wait forever.
/// libdispatch exposes the main queue the way CoreFoundation's run loop drives it: an
/// eventfd that becomes readable when work is queued, and a call that runs that work.
/// The bridge watches the eventfd with `g_unix_fd_add` and, each time it fires, reads it
/// and drains the queue on the main thread.
enum MainQueueBridge {
    /// Starts draining the main queue from GLib's default main context.
    ///
    /// Call it once, on the main thread, before the main loop starts.
    /// - Returns: `false` when there is nothing to bridge: libdispatch serves the main
    ///   queue itself because `dispatch_main()` already ran (as in an `async` entry point).
    @discardableResult
    static func install() -> Bool {
        let handle = _dispatch_get_main_queue_handle_4CF()
        guard handle >= 0 else { return false }
        g_unix_fd_add(handle, G_IO_IN, { fd, _, _ in
            var counter: UInt64 = 0
            _ = read(fd, &counter, MemoryLayout<UInt64>.size)
            _dispatch_main_queue_callback_4CF(nil)
            return gboolean(1)  // G_SOURCE_CONTINUE
        }, nil)
        return true
    }
}

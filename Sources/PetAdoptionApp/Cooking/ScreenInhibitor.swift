import CGtk

/// Keeps the screen on while cooking mode shows: asks the session (GtkApplication's
/// inhibit, the GNOME session manager on X11) not to blank the screen or go idle.
///
/// ``inhibit(for:)`` and ``release()`` may be called any number of times: one request is
/// held at most. A session that refuses (no session manager) leaves ``isInhibiting`` off,
/// and the next ``inhibit(for:)`` asks again. The request ends with the inhibitor.
@MainActor
final class ScreenInhibitor {
    private let application: UnsafeMutablePointer<GtkApplication>
    private var cookie: UInt32 = 0

    /// An inhibitor asking through `application`, a GtkApplication.
    init(application: some GObjectReference) {
        self.application = pet_gtk_application(application.objectPointer)
        g_object_ref(application.objectPointer)
    }

    isolated deinit {
        release()
        g_object_unref(application.objectPointer)
    }

    /// Whether the session keeps the screen on for the app.
    var isInhibiting: Bool { cookie != 0 }

    /// Asks the session to keep the screen on while `window` shows, unless already asked.
    func inhibit(for window: UnsafeMutablePointer<GtkWindow>) {
        guard cookie == 0 else { return }
        cookie = gtk_application_inhibit(
            application, window, GTK_APPLICATION_INHIBIT_IDLE,
            tr("Cooking mode keeps the screen on"))
    }

    /// Lets the screen blank again, if it was kept on.
    func release() {
        guard cookie != 0 else { return }
        gtk_application_uninhibit(application, cookie)
        cookie = 0
    }
}

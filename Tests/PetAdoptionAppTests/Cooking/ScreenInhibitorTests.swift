import CGtk
import PetCore
import Testing
@testable import PetAdoptionApp

extension GTKSuite {
    /// Cooking mode keeps the screen on. On X11 outside a sandbox, GTK 4.8 asks the GNOME
    /// session manager (org.gnome.SessionManager.Inhibit) if it owned its name when the
    /// application started up (GtkApplication looks once, at startup, and registers as
    /// its client); the inhibit portal serves only when there is none. So the mock
    /// session manager starts before the test's application registers: each
    /// ShellFixture registers an application of its own.
    @MainActor @Suite("Screen inhibitor")
    struct ScreenInhibitorTests {
        @Test func inhibit_asksTheSessionManagerOnce_forIdle_andReleaseUninhibitsOnce() async throws {
            let manager = try await DBusMock.sessionManager()
            let shell = try ShellFixture()
            try await shell.waitUntilMapped()
            let inhibitor = ScreenInhibitor(application: shell.app.application)
            let window = try #require(Widget<Gtk.Window>(checking: try shell.window.window)).window

            inhibitor.inhibit(for: window)
            inhibitor.inhibit(for: window)

            #expect(inhibitor.isInhibiting)
            // Inhibit(app_id, toplevel_xid, reason, flags); GTK waits for its reply.
            let inhibits = manager.calls(of: "Inhibit")
            #expect(inhibits.count == 1)
            #expect(inhibits.first?.arguments[1] != "uint32 0")  // the window's X11 id
            #expect(inhibits.first?.arguments[2] == "Cooking mode keeps the screen on")
            #expect(inhibits.first?.arguments[3] == "uint32 8")  // GTK_APPLICATION_INHIBIT_IDLE

            inhibitor.release()
            inhibitor.release()
            await GTKTestLoop.wait(for: "Uninhibit") { !manager.calls(of: "Uninhibit").isEmpty }
            await GTKTestLoop.settle()

            #expect(!inhibitor.isInhibiting)
            #expect(manager.calls(of: "Uninhibit").map(\.arguments) == [["uint32 42"]])
            await shell.tearDown()
            manager.stop()
        }
    }
}

import CGtk
import PetCore
import Testing
@testable import PetAdoptionApp

extension GTKSuite {
    /// A timer that finishes notifies the desktop (org.freedesktop.Notifications, a
    /// dbusmock daemon on the test's session bus) and rings until acknowledged, from the
    /// notification or from the app. Times are real: a one-second timer on the continuous
    /// clock, woken by the scheduler.
    @MainActor @Suite("Kitchen timer alert")
    struct TimerAlertTests {
        /// The app, the notification daemon, and a one-second timer under way.
        @MainActor
        final class Fixture {
            let daemon: DBusMock
            let shell: ShellFixture
            let clock = ContinuousCookingClock()
            let timers: CookingTimers
            let sound = FakeSoundPlayer()
            let alert: TimerAlert
            let scheduler: CookingTimerScheduler
            let timer: Int

            init(label: String) async throws {
                // GLib picks the notification backend at the first notification: with no
                // portal and no org.gtk.Notifications, org.freedesktop.Notifications.
                daemon = try await DBusMock(
                    busName: "org.freedesktop.Notifications", path: "/org/freedesktop/Notifications",
                    arguments: ["--template", "notification_daemon"])
                shell = try ShellFixture()
                try await shell.waitUntilMapped()
                timers = CookingTimers(clock: clock, context: DisplayContext())
                let application = shell.app.application
                alert = TimerAlert(application: application, timers: timers, sound: sound, repeatInterval: .milliseconds(300))
                scheduler = CookingTimerScheduler(timers: timers, alert: alert, owner: application)
                timer = timers.start(label: label, seconds: 1)
            }

            /// Waits until the daemon got the notification, and the app its reply.
            func waitForTheNotification() async -> DBusMock.Call? {
                await GTKTestLoop.wait(for: "the notification") { !daemon.calls(of: "Notify").isEmpty }
                await GTKTestLoop.settle()
                return daemon.calls(of: "Notify").first
            }

            func tearDown() async {
                await shell.tearDown()
                daemon.stop()
            }
        }

        @Test func aFinishedTimer_notifiesUrgently_withItsLabel_andAStopButton_andPlaysTheSound() async throws {
            let label = "Bake <b>&</b> cool"
            let fixture = try await Fixture(label: label)

            let notify = try #require(await fixture.waitForTheNotification())

            // Notify(app_name, replaces_id, app_icon, summary, body, actions, hints, expire_timeout)
            #expect(notify.arguments[3] == label)
            #expect(notify.arguments[4] == "Timer done")
            #expect(notify.arguments[5] == "app.stop-cooking-timer::\(fixture.timer)\nStop")
            #expect(notify.arguments[6].contains("'urgency': <byte 0x02>"))
            #expect(fixture.timers.ringingIDs == [fixture.timer])
            #expect(fixture.sound.plays == ["\(label): done"])
            #expect(!fixture.scheduler.isArmed)
            await fixture.tearDown()
        }

        @Test func theSound_repeatsWhileTheTimerRings_andTheNotificationsStopButtonEndsIt() async throws {
            let fixture = try await Fixture(label: "Bake")
            _ = await fixture.waitForTheNotification()
            await GTKTestLoop.wait(for: "the sound again") { fixture.sound.plays.count >= 2 }
            #expect(fixture.alert.isRepeating)

            // The daemon's first notification has the id 1; its Stop button was pressed.
            try fixture.daemon.emitSignal("ActionInvoked", signature: "us", [
                g_variant_new_uint32(1), g_variant_new_string("app.stop-cooking-timer::\(fixture.timer)"),
            ])
            await GTKTestLoop.wait(for: "the timer to be acknowledged") { !fixture.timers.hasRinging }
            await GTKTestLoop.settle()

            #expect(fixture.timers.rows.isEmpty)
            #expect(!fixture.alert.isRepeating)
            #expect(fixture.sound.stops > 0)
            #expect(fixture.alert.notified.isEmpty)
            await fixture.tearDown()
        }

        @Test func stoppingTheTimerInTheApp_withdrawsItsNotification() async throws {
            let fixture = try await Fixture(label: "Bake")
            _ = await fixture.waitForTheNotification()

            fixture.timers.acknowledge(fixture.timer)
            await GTKTestLoop.wait(for: "the notification to be withdrawn") {
                !fixture.daemon.calls(of: "CloseNotification").isEmpty
            }
            await GTKTestLoop.settle()

            #expect(!fixture.alert.isRepeating)
            #expect(fixture.alert.notified.isEmpty)
            await fixture.tearDown()
        }

        @Test func theSoundPlayer_loadsLibcanberra_andPlays_withoutASoundServer() {
            let player = CanberraSoundPlayer()
            player.playComplete(description: "Bake: done")
            player.stop()

            #expect(player.unavailableReason == nil)
        }

        @Test func withoutLibcanberra_theSoundPlayerIsSilent_andSaysWhy() {
            let player = CanberraSoundPlayer(libraryName: "libcanberra-absent-from-this-system.so.0")
            #expect(player.unavailableReason == nil, "nothing is loaded before the first sound")

            player.playComplete(description: "Bake: done")
            player.playComplete(description: "Bake: done")
            player.stop()

            let reason = player.unavailableReason ?? ""
            #expect(reason.contains("libcanberra-absent-from-this-system.so.0"))
            #expect(reason.contains("cannot open shared object file"))
        }
    }
}

import CGtk
import PetCore
import Testing
@testable import PetAdoptionApp

extension GTKSuite {
    /// The scheduler keeps one wake-up armed while a timer runs, and none otherwise.
    @MainActor @Suite("Cooking timer scheduler")
    struct CookingTimerSchedulerTests {
        @Test func aWakeUp_isArmedWhileATimerRuns_andDroppedWhenNoneDoes() async throws {
            let shell = try ShellFixture()
            try await shell.waitUntilMapped()
            let clock = TestCookingClock()
            let timers = CookingTimers(clock: clock, context: DisplayContext())
            let application = shell.app.application
            let alert = TimerAlert(application: application, timers: timers, sound: FakeSoundPlayer())
            let scheduler = CookingTimerScheduler(timers: timers, alert: alert, owner: application)
            await GTKTestLoop.settle()
            #expect(!scheduler.isArmed)

            let egg = timers.start(label: "Egg", seconds: 60)
            await GTKTestLoop.settle()
            #expect(scheduler.isArmed)

            timers.cancel(egg)
            await GTKTestLoop.settle()
            #expect(!scheduler.isArmed)
            await shell.tearDown()
        }
    }
}

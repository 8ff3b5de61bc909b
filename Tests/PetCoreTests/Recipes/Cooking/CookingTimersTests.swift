import Foundation
import Testing
@testable import PetCore

@MainActor
@Suite("Cooking timers")
struct CookingTimersTests {
    private let clock = ManualCookingClock()

    private func timers(_ context: DisplayContext = DisplayContext()) -> CookingTimers {
        CookingTimers(clock: clock, context: context)
    }

    @Test func twoTimers_runAtOnce_andFinishInDeadlineOrder() {
        let timers = timers()
        let bake = timers.start(label: "Bake for 20 minutes", seconds: 20 * 60)
        clock.advance(.seconds(30))
        let chill = timers.start(label: "Chill", seconds: 5 * 60)

        #expect(timers.rows.map(\.remainingText) == ["19:30", "5:00"])
        #expect(timers.leaveQuestion == "2 timers are still running" && !timers.hasRinging)

        clock.advance(.seconds(5 * 60))
        #expect(timers.refresh().map(\.id) == [chill])
        #expect(timers.ringingIDs == [chill])
        #expect(timers.leaveQuestion == "1 timer is still running")

        clock.advance(.seconds(14 * 60 + 30))
        #expect(timers.refresh().map(\.id) == [bake])
        #expect(timers.ringingIDs == [bake, chill])
        #expect(timers.leaveQuestion == nil && timers.nextUpdate == nil)
    }

    @Test func timersDueTogether_areReportedInTheOrderTheyFinished() {
        let timers = timers()
        let late = timers.start(label: "Late", seconds: 90)
        let early = timers.start(label: "Early", seconds: 60)
        clock.advance(.seconds(120))
        #expect(timers.refresh().map(\.id) == [early, late])
    }

    @Test func theCountdown_roundsUp_soItShowsZeroExactlyAtTheDeadline() {
        let timers = timers()
        timers.start(label: "Bake", seconds: 5 * 60)
        func shown() -> String {
            timers.refresh()
            return timers.rows[0].remainingText
        }
        #expect(timers.rows[0].remainingText == "5:00")
        clock.advance(.milliseconds(1))
        #expect(shown() == "5:00")
        clock.advance(.seconds(1) - .milliseconds(1))
        #expect(shown() == "4:59")
        clock.advance(.nanoseconds(1))
        #expect(shown() == "4:59")
        clock.advance(.seconds(4 * 60 + 58) - .nanoseconds(1))
        #expect(shown() == "0:01")
        #expect(!timers.hasRinging)
        clock.advance(.seconds(1))
        #expect(shown() == "0:00")
        #expect(timers.hasRinging && timers.leaveQuestion == nil)
    }

    @Test func aTimerOfAnHourOrMore_showsHours() {
        let timers = timers()
        timers.start(label: "Dry", seconds: 3723)
        timers.start(label: "Rest", seconds: 3600)
        timers.start(label: "Stir", seconds: 3599)
        #expect(timers.rows.map(\.remainingText) == ["1:02:03", "1:00:00", "59:59"])
    }

    @Test func nextUpdate_isWhenTheCountdownShowsAnotherSecond_thenTheDeadline() {
        let timers = timers()
        timers.start(label: "Bake", seconds: 3)
        let start = clock.now
        #expect(timers.nextUpdate == start + .seconds(1))
        clock.advance(.milliseconds(1500))
        timers.refresh()
        #expect(timers.nextUpdate == start + .seconds(2))
        clock.advance(.milliseconds(1000))
        timers.refresh()
        #expect(timers.nextUpdate == start + .seconds(3), "the deadline")
    }

    @Test func acknowledge_stopsTheRinging_andLeavesRunningTimersAlone() {
        let timers = timers()
        let egg = timers.start(label: "Egg", seconds: 60)
        let bread = timers.start(label: "Bread", seconds: 600)
        clock.advance(.seconds(60))
        timers.refresh()
        #expect(timers.hasRinging)

        timers.acknowledge(bread)
        timers.acknowledge(egg)

        #expect(!timers.hasRinging)
        #expect(timers.rows.map(\.id) == [bread])
        #expect(timers.refresh().isEmpty)
    }

    @Test func cancel_removesARunningOrARingingTimer() {
        let timers = timers()
        let egg = timers.start(label: "Egg", seconds: 60)
        let bread = timers.start(label: "Bread", seconds: 600)
        timers.cancel(bread)
        #expect(timers.rows.map(\.id) == [egg])
        clock.advance(.seconds(600))
        #expect(timers.refresh().map(\.id) == [egg])
        timers.cancel(egg)
        #expect(timers.rows.isEmpty && !timers.hasRinging && timers.leaveQuestion == nil)
    }

    @Test func aRefreshLongAfterTheDeadline_reportsTheTimerOnce() {
        let timers = timers()
        let bake = timers.start(label: "Bake", seconds: 60)
        clock.advance(.seconds(3600))
        #expect(timers.refresh().map(\.id) == [bake])
        #expect(timers.rows[0].remainingText == "0:00")
        clock.advance(.seconds(1))
        #expect(timers.refresh().isEmpty)
        #expect(timers.ringingIDs == [bake])
    }

    @Test func ids_areNotReused() {
        let timers = timers()
        let first = timers.start(label: "One", seconds: 1)
        timers.cancel(first)
        #expect(timers.start(label: "Two", seconds: 1) != first)
    }

    @Test func aRow_saysWhatIsLeft_andNamesItsButtonAfterTheTimer() throws {
        let timers = timers()
        let bake = timers.start(label: "Bake for 20 minutes", seconds: 20 * 60)
        clock.advance(.seconds(61))
        timers.refresh()
        let running = try #require(timers.row(for: bake))
        #expect(running.label == "Bake for 20 minutes")
        #expect(running.remainingText == "18:59")
        #expect(running.accessibleDescription == "Bake for 20 minutes: 18 minutes, 59 seconds left")
        #expect(running.buttonLabel == "Cancel")
        #expect(running.buttonAccessibleName == "Cancel timer Bake for 20 minutes")
        #expect(!running.isRinging)

        clock.advance(.seconds(20 * 60))
        timers.refresh()
        let ringing = try #require(timers.row(for: bake))
        #expect(ringing.accessibleDescription == "Bake for 20 minutes: done")
        #expect(ringing.buttonLabel == "Stop")
        #expect(ringing.buttonAccessibleName == "Stop timer Bake for 20 minutes")
        #expect(ringing.isRinging)
        #expect(timers.row(for: bake + 1) == nil)
    }

    @Test func finishedAnnouncement_namesEachTimerThatRings_asAList() {
        let timers = timers()
        let bake = timers.start(label: "Bake for 20 minutes", seconds: 20 * 60)
        let chill = timers.start(label: "Chill", seconds: 20 * 60)
        #expect(timers.finishedAnnouncement([bake]) == nil, "a running timer is not done")
        clock.advance(.seconds(20 * 60))
        let finished = timers.refresh().map(\.id)
        #expect(timers.finishedAnnouncement([bake]) == "Bake for 20 minutes: done")
        #expect(timers.finishedAnnouncement(finished) == "Bake for 20 minutes: done and Chill: done")
        timers.acknowledge(bake)
        #expect(timers.finishedAnnouncement([bake, chill]) == "Chill: done")
    }

    @Test func leaveQuestion_countsRunningTimers_inPlural() {
        let timers = timers()
        #expect(timers.leaveQuestion == nil)
        timers.start(label: "Egg", seconds: 60)
        #expect(timers.leaveQuestion == "1 timer is still running")
        timers.start(label: "Bread", seconds: 600)
        #expect(timers.leaveQuestion == "2 timers are still running")
        clock.advance(.seconds(60))
        timers.refresh()
        #expect(timers.leaveQuestion == "1 timer is still running")
    }

    @Test func texts_followTheTranslatorAndTheLocale() {
        let chinese = Translator(catalog: MessageCatalog(
            translations: [
                "%1$@ timer is still running": ["还有 %1$@ 个计时器在运行"],
                "%1$@: %2$@ left": ["%1$@：还剩 %2$@"],
            ],
            pluralRule: PluralRule(header: "nplurals=1; plural=0;")!))
        let timers = timers(DisplayContext(locale: Locale(identifier: "zh_CN"), translator: chinese))
        timers.start(label: "烤", seconds: 299)
        timers.start(label: "冷藏", seconds: 600)
        #expect(timers.leaveQuestion == "还有 2 个计时器在运行")
        #expect(timers.rows[0].accessibleDescription == "烤：还剩 4分钟59秒钟")
    }

    @Test func theDisplay_changesOnlyWhenTheClockIsRead() async {
        let timers = timers()
        timers.start(label: "Bake", seconds: 60)
        clock.advance(.seconds(10))
        #expect(timers.rows[0].remainingText == "1:00")
        let changed = await Observed.changes({ _ = timers.rows }, when: { timers.refresh() })
        #expect(changed)
        #expect(timers.rows[0].remainingText == "0:50")
    }
}

import CGtk
import PetCore
import Testing
@testable import PetAdoptionApp

extension GTKSuite {
    /// The timers bar shows one row per timer, kept up to date by the view model, and is
    /// hidden while there is none.
    @MainActor @Suite("Cooking timers bar")
    struct CookingTimersBarTests {
        private let clock = TestCookingClock()
        private let timers: CookingTimers
        private let bar: CookingTimersBar
        private let window: TestWindow

        init() throws {
            try GTKTestLoop.initialize()
            timers = CookingTimers(clock: clock, context: DisplayContext())
            bar = CookingTimersBar(timers: timers)
            window = TestWindow(child: bar.widget, width: 400)
        }

        @Test func noTimers_hidesTheBar_andATimerShowsItInARow() async {
            await GTKTestLoop.settle()
            #expect(gtk_widget_get_visible(bar.widget) == 0)

            timers.start(label: "Bake <b>&</b> cool", seconds: 20 * 60)
            await GTKTestLoop.settle()

            #expect(gtk_widget_get_visible(bar.widget) != 0)
            #expect(bar.rows.count == 1)
            let row = bar.rows[0]
            #expect(labelText(row.label.widget) == "Bake <b>&</b> cool")
            #expect(labelText(row.remainingLabel.widget) == "20:00")
            #expect(hasAccessibleLabel(row.remainingLabel.widget, "Bake <b>&</b> cool: 20 minutes left"))
            #expect(String(cString: gtk_button_get_label(row.button.c)) == "Cancel")
            #expect(hasAccessibleLabel(row.button.widget, "Cancel timer Bake <b>&</b> cool"))
            #expect(gtk_widget_has_css_class(row.remainingLabel.widget, CookingStyle.remainingClass) != 0)
            window.destroy()
        }

        @Test func theCountdown_movesWhenTheTimersAreRefreshed() async {
            timers.start(label: "Bake", seconds: 5 * 60)
            await GTKTestLoop.settle()
            let row = bar.rows[0]

            clock.advance(.seconds(61))
            timers.refresh()
            await GTKTestLoop.settle()

            #expect(labelText(row.remainingLabel.widget) == "3:59")
            #expect(hasAccessibleLabel(row.remainingLabel.widget, "Bake: 3 minutes, 59 seconds left"))
            window.destroy()
        }

        @Test func aRingingTimer_isHighlighted_andItsStopButtonEndsIt_leavingTheOthers() async {
            timers.start(label: "Egg", seconds: 60)
            timers.start(label: "Bread", seconds: 3600)
            await GTKTestLoop.settle()
            let (egg, bread) = (bar.rows[0], bar.rows[1])

            clock.advance(.seconds(60))
            timers.refresh()
            await GTKTestLoop.settle()

            #expect(gtk_widget_has_css_class(egg.widget, CookingStyle.ringingClass) != 0)
            #expect(gtk_widget_has_css_class(bread.widget, CookingStyle.ringingClass) == 0)
            #expect(labelText(egg.remainingLabel.widget) == "0:00")
            #expect(String(cString: gtk_button_get_label(egg.button.c)) == "Stop")
            #expect(hasAccessibleLabel(egg.button.widget, "Stop timer Egg"))
            #expect(hasAccessibleLabel(egg.remainingLabel.widget, "Egg: done"))

            await activate(egg.button.widget)
            await GTKTestLoop.settle()

            #expect(!timers.hasRinging)
            #expect(bar.rows.map(\.id) == [bread.id])
            #expect(Widgets.children(of: bar.widget) == [bread.widget])
            #expect(labelText(bread.label.widget) == "Bread")
            window.destroy()
        }

        @Test func cancellingTheLastTimer_hidesTheBarAgain() async {
            let egg = timers.start(label: "Egg", seconds: 60)
            await GTKTestLoop.settle()
            await activate(bar.rows[0].button.widget)
            await GTKTestLoop.settle()

            #expect(timers.row(for: egg) == nil)
            #expect(bar.rows.isEmpty)
            #expect(gtk_widget_get_visible(bar.widget) == 0)
            window.destroy()
        }
    }
}

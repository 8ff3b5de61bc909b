import CGtk
import Foundation
import PetCore
import Testing
@testable import PetAdoptionApp

extension GTKSuite {
    @MainActor @Suite("Pets list row widgets")
    struct PetRowCountTests {
        private static let petCount = 100_000
        private static let windowHeight: Int32 = 800
        private static let pagesOneByOne = 300
        private static let pagesPerJump = 50.0

        /// Scrolls the pet list from the top to the bottom, letting each position lay out
        /// and paint, and prints how many row widgets were built against how many rows fit
        /// in the viewport: a page at a time for the first ``pagesOneByOne`` pages, then
        /// ``pagesPerJump`` pages at a time (a page-by-page sweep of all 100,000 rows takes
        /// minutes and built the same count).
        ///
        /// The list is a one-column `GtkGridView` (see ``RowList``), which keeps widgets for
        /// 30 rows plus a few around the visible ones, whatever the list's length: the
        /// count must not grow while scrolling, and in this 800 px window (12 rows visible)
        /// stays within three times the visible rows.
        @Test(.timeLimit(.minutes(10)))
        func scrollingAHundredThousandPets_topToBottom_buildsAtMostThreeTimesTheVisibleRows() async throws {
            let today = CalendarDate(PetsPageFixture.now, in: PetsPageFixture.context.timeZone)
            let pets = PetGenerator(seed: 7).makePets(count: Self.petCount, today: today, now: PetsPageFixture.now)
            let page = try await PetsPageFixture(pets: pets, width: 1000, height: Self.windowHeight)
            try await page.waitForRows()
            await GTKTestLoop.settle()
            try #require(page.itemCount == UInt32(Self.petCount))
            let scroller = try #require(gtk_widget_get_parent(page.list.rows.view))
            let adjustment = gtk_scrolled_window_get_vadjustment(pet_gtk_scrolled_window(scroller))
            let viewport = gtk_adjustment_get_page_size(adjustment)
            let rowHeight = try #require(page.rowHeight)
            let visibleRows = page.shownRows.count
            let builtAtTheTop = page.list.rows.createdRowCount

            var steps = 0
            var builtAfterFirstStep = builtAtTheTop
            while gtk_adjustment_get_value(adjustment) + viewport < gtk_adjustment_get_upper(adjustment) - 0.5 {
                let pages = steps < Self.pagesOneByOne ? 1 : Self.pagesPerJump
                gtk_adjustment_set_value(adjustment, gtk_adjustment_get_value(adjustment) + pages * viewport)
                // Each position lays out and paints before the next: a user cannot move
                // the list twice in one frame.
                await GTKTestLoop.settle()
                if steps == 0 { builtAfterFirstStep = page.list.rows.createdRowCount }
                steps += 1
            }
            let lastName = page.petList.row(at: Self.petCount - 1).name
            await GTKTestLoop.settle()
            let reachedTheLastPet = page.shownNames.last == lastName
            let built = page.list.rows.createdRowCount

            print("""
                Pets list row widgets: \(Self.petCount) pets, viewport \(Int(viewport)) px high, rows \(rowHeight) px, \
                \(visibleRows) rows visible; \(builtAtTheTop) built at the top, \(builtAfterFirstStep) after the first \
                page down, \(built) after \(steps) steps to the bottom \
                (\(String(format: "%.1f", Double(built) / Double(visibleRows)))× the visible rows)
                """)
            #expect(reachedTheLastPet)
            #expect(steps >= Self.pagesOneByOne, "the list was scrolled a page at a time first")
            #expect(built == builtAfterFirstStep, "scrolling recycles the rows built when the list first moved")
            #expect(built <= 3 * visibleRows, "at most three times the visible rows")
            await page.tearDown()
        }

        /// The issue's bound: at any window height from 360 to 1,200 px, scrolling a page at
        /// a time and then to the end builds at most 40 row widgets.
        @Test(arguments: [360, 700, 1_200] as [Int32])
        func rowWidgets_stayWithinForty_atAnyWindowHeight(_ height: Int32) async throws {
            let today = CalendarDate(PetsPageFixture.now, in: PetsPageFixture.context.timeZone)
            let pets = PetGenerator(seed: 8).makePets(count: 10_000, today: today, now: PetsPageFixture.now)
            let page = try await PetsPageFixture(pets: pets, width: 1000, height: height)
            try await page.waitForRows()
            let scroller = try #require(gtk_widget_get_parent(page.list.rows.view))
            let adjustment = gtk_scrolled_window_get_vadjustment(pet_gtk_scrolled_window(scroller))

            for _ in 0..<20 {
                gtk_adjustment_set_value(adjustment, gtk_adjustment_get_value(adjustment) + gtk_adjustment_get_page_size(adjustment))
                await GTKTestLoop.settle()
            }
            gtk_adjustment_set_value(adjustment, gtk_adjustment_get_upper(adjustment))
            await GTKTestLoop.settle()

            #expect(gtk_widget_get_height(page.list.rows.view) > 0)
            #expect(page.list.rows.createdRowCount <= 40, "\(page.list.rows.createdRowCount) rows built at \(height) px")
            await page.tearDown()
        }
    }
}

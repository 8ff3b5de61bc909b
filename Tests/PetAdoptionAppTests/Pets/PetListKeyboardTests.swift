import CGtk
import PetCore
import Testing
@testable import PetAdoptionApp

extension GTKSuite {
    /// The list pane from the keyboard and for screen readers (the real key events and
    /// the AT-SPI tree are checked by Tests/AccessibilityTests).
    @MainActor @Suite("Pets list pane, keyboard and screen reader")
    struct PetListKeyboardTests {
        @Test func rows_areListItems_inAList() async throws {
            let page = try await PetsPageFixture()
            try await page.waitForRows()

            #expect(gtk_accessible_get_accessible_role(pet_gtk_accessible(page.list.rows.view)) == GTK_ACCESSIBLE_ROLE_LIST)
            var item = gtk_widget_get_first_child(page.list.rows.view)
            var items = 0
            while let current = item {
                if gtk_widget_get_first_child(current) != nil, gtk_widget_get_mapped(current) != 0 {
                    #expect(gtk_accessible_get_accessible_role(pet_gtk_accessible(current)) == GTK_ACCESSIBLE_ROLE_LIST_ITEM)
                    items += 1
                }
                item = gtk_widget_get_next_sibling(current)
            }
            #expect(items == 5)
            await page.tearDown()
        }

        @Test func returnInTheSearchEntry_selectsTheFirstResult_andFocusesItsRow() async throws {
            let page = try await PetsPageFixture()
            try await page.waitForRows()
            page.list.beginSearch()
            await page.typeSearch("o")
            await GTKTestLoop.settle()
            let shown = page.shownNames
            try #require(shown.count > 1 && shown.count < 5)

            pet_signal_emit(page.list.searchEntry.widget, "activate")
            await GTKTestLoop.settle()

            #expect(page.petList.selectedID == page.petList.rowID(at: 0))
            #expect(page.petList.selected?.name == shown.first)
            #expect(Widgets.hasFocus(within: page.list.rows.view))
            await page.tearDown()
        }

        @Test func returnInTheSearchEntry_withNoResult_selectsNothing() async throws {
            let page = try await PetsPageFixture()
            try await page.waitForRows()
            page.list.beginSearch()
            await page.typeSearch("nobody")
            await GTKTestLoop.settle()

            pet_signal_emit(page.list.searchEntry.widget, "activate")
            await GTKTestLoop.settle()

            #expect(page.petList.selectedID == nil)
            #expect(Widgets.hasFocus(within: page.list.searchEntry.widget))
            await page.tearDown()
        }

        @Test func focusList_putsTheFocusOnARow() async throws {
            let page = try await PetsPageFixture()
            try await page.waitForRows()

            #expect(page.list.focusList())
            await GTKTestLoop.settle()

            let focus = try #require(gtk_root_get_focus(gtk_widget_get_root(page.list.rows.view)))
            #expect(gtk_widget_get_parent(focus) == page.list.rows.view)
            #expect(gtk_accessible_get_accessible_role(pet_gtk_accessible(focus)) == GTK_ACCESSIBLE_ROLE_LIST_ITEM)
            await page.tearDown()
        }
    }
}

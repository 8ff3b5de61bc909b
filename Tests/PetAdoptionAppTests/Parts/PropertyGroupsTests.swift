import CGtk
import PetCore
import Testing
@testable import PetAdoptionApp

extension GTKSuite {
    @MainActor @Suite("Property groups")
    struct PropertyGroupsTests {
        private let groups: PropertyGroups
        private let window: TestWindow

        init() throws {
            try GTKTestLoop.initialize()
            groups = PropertyGroups()
            window = TestWindow(child: groups.widget, width: 500, height: 400)
        }

        private static func facts(age: String, weight: String, note: String = "None") -> [DetailGroup] {
            [
                DetailGroup("Details", [DetailGroup.Row("Age", age), DetailGroup.Row("Weight", weight)])!,
                DetailGroup("Care", [DetailGroup.Row("Special needs", note)])!,
            ]
        }

        private static func details(_ titles: String...) -> [DetailGroup] {
            [DetailGroup("Details", titles.map { DetailGroup.Row($0, "\($0) value") })!]
        }

        /// Runs `body` and returns, for each of `widgets`, whether it is shown after it.
        /// Each is tagged first: a widget made later may take the address of one destroyed,
        /// but not its tag.
        private func stillShown(_ widgets: [UnsafeMutablePointer<GtkWidget>], after body: () -> Void) -> [Bool] {
            for (index, widget) in widgets.enumerated() {
                g_object_set_data(pet_g_object(widget), "test-tag", UnsafeMutableRawPointer(bitPattern: index + 1))
            }
            body()
            let tags = Set(shownRows.compactMap { g_object_get_data(pet_g_object($0), "test-tag").map { Int(bitPattern: $0) } })
            return widgets.indices.map { tags.contains($0 + 1) }
        }

        /// Every row built (`AdwActionRow`s), shown or hidden, in order.
        private var builtRows: [UnsafeMutablePointer<GtkWidget>] {
            Widgets.descendants(of: groups.widget).filter { gtk_widget_get_ancestor($0, adw_action_row_get_type()) == $0 }
        }

        /// The rows on screen, in order.
        private var shownRows: [UnsafeMutablePointer<GtkWidget>] {
            builtRows.filter { gtk_widget_is_visible($0) != 0 }
        }

        /// The titles of the rows on screen, in order.
        private var shownRowTitles: [String] {
            shownRows.map { String(cString: adw_preferences_row_get_title(pet_adw_preferences_row(gpointer($0)))) }
        }

        /// The titles of the groups on screen, in order.
        private var shownGroupTitles: [String] {
            Widgets.children(of: groups.widget).filter { gtk_widget_is_visible($0) != 0 }.map {
                String(cString: adw_preferences_group_get_title(pet_adw_preferences_group(gpointer($0))))
            }
        }

        /// The values on screen, in order.
        private var shownValues: [String] {
            shownRows.map { labelText(valueLabel(of: $0)) }
        }

        @Test func theSameRowsWithNewValues_keepTheirWidgets_andShowAndDescribeTheNewValues() async {
            defer { window.destroy() }
            groups.show(Self.facts(age: "2 years old", weight: "12 kg"))
            await GTKTestLoop.settle()

            let kept = stillShown(shownRows) { groups.show(Self.facts(age: "5 years old", weight: "30 kg")) }
            await GTKTestLoop.settle()

            #expect(kept == [true, true, true])
            #expect(shownValues.contains("5 years old") && shownValues.contains("30 kg"))
            #expect(!shownValues.contains("2 years old") && !shownValues.contains("12 kg"))
            #expect(hasAccessibleDescription(shownRows[0], "5 years old"))
            #expect(hasAccessibleDescription(shownRows[1], "30 kg"))
        }

        /// The next record knows fewer facts: only its rows show; the others wait, hidden,
        /// for a record that has them, and no row is built twice.
        @Test func aRecordWithFewerFacts_showsOnlyItsRows_andTheOthersComeBackForTheNext() async {
            defer { window.destroy() }
            groups.show(Self.facts(age: "2 years old", weight: "12 kg"))
            let rows = shownRows

            let keptForFewer = stillShown(rows) { groups.show([DetailGroup("Details", [DetailGroup.Row("Age", "3 years old")])!]) }
            await GTKTestLoop.settle()
            #expect(shownRowTitles == ["Age"])
            #expect(keptForFewer == [true, false, false])
            #expect(shownValues == ["3 years old"])
            #expect(shownGroupTitles == ["Details"])

            let keptForMore = stillShown(rows) { groups.show(Self.facts(age: "4 years old", weight: "20 kg")) }
            await GTKTestLoop.settle()
            #expect(keptForMore == [true, true, true])
            #expect(shownRowTitles == ["Age", "Weight", "Special needs"])
            #expect(builtRows.count == 3)
        }

        /// A record's rows show in its order, whichever record built them first.
        @Test func rowsShowInTheRecordsOrder_aNewRowInItsPlace() async {
            defer { window.destroy() }
            groups.show(Self.details("Age", "Weight"))
            groups.show(Self.details("Size", "Weight"))
            #expect(shownRowTitles == ["Size", "Weight"])
            groups.show(Self.details("Age", "Size", "Weight"))
            #expect(shownRowTitles == ["Age", "Size", "Weight"])
            groups.show(Self.details("Colours", "Weight", "Kennel"))
            #expect(shownRowTitles == ["Colours", "Weight", "Kennel"])
            groups.show(Self.details("Age", "Colours", "Size", "Kennel", "Weight"))
            #expect(shownRowTitles == ["Age", "Colours", "Size", "Kennel", "Weight"])
            #expect(shownValues == ["Age value", "Colours value", "Size value", "Kennel value", "Weight value"])
            #expect(builtRows.count == 5)
            await GTKTestLoop.settle()
        }

        @Test func groupsShowInTheRecordsOrder_andAGroupWithoutValuesHides() async {
            defer { window.destroy() }
            groups.show([DetailGroup("Care", [DetailGroup.Row("Special needs", "None")])!])
            groups.show(Self.facts(age: "2 years old", weight: "12 kg"))
            #expect(shownGroupTitles == ["Details", "Care"])
            groups.show(Self.details("Age"))
            #expect(shownGroupTitles == ["Details"])
            groups.show([])
            #expect(gtk_widget_get_visible(groups.widget) == 0)
            await GTKTestLoop.settle()
        }

        /// A long value (a special needs note) wraps beside its title, in the same row; a
        /// short one after it is on one line again.
        @Test func aValueThatNowWraps_wrapsInItsRow_andAShortOneNoLonger() async {
            defer { window.destroy() }
            groups.show(Self.facts(age: "2 years old", weight: "12 kg"))
            let note = "Needs a quiet home without stairs, and a short walk twice a day."

            let kept = stillShown(shownRows) { groups.show(Self.facts(age: "2 years old", weight: "12 kg", note: note)) }
            await GTKTestLoop.settle()
            #expect(kept == [true, true, true])
            #expect(shownValues.contains(note))
            #expect(gtk_label_get_wrap(pet_gtk_label(valueLabel(of: shownRows[2]))) != 0)

            groups.show(Self.facts(age: "2 years old", weight: "12 kg", note: "None"))
            await GTKTestLoop.settle()
            #expect(gtk_label_get_wrap(pet_gtk_label(valueLabel(of: shownRows[2]))) == 0)
        }

        /// The label showing `row`'s value (the last label in it: the title comes first).
        private func valueLabel(of row: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget> {
            Widgets.descendants(of: row).last { pet_is_label(gpointer($0)) != 0 }!
        }
    }
}

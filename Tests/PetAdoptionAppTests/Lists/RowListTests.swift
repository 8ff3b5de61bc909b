import CGtk
import Testing
@testable import PetAdoptionApp

extension GTKSuite {
    @MainActor @Suite("RowList")
    struct RowListTests {
        /// Far more rows than GTK keeps widgets for (a one-column grid view keeps about 33).
        private static let rowCount = 5000

        private let rows: TestListModel
        private let list: RowList<TestRow>
        private let window: TestWindow

        init() throws {
            try GTKTestLoop.initialize()
            TestRow.built = []
            let rows = TestListModel(count: Self.rowCount)
            list = RowList<TestRow>(rows: rows, ids: \.visibleRowIDs) { [weak rows] id in rows?.row(for: id) }
            let scroller = gtk_scrolled_window_new()!
            gtk_scrolled_window_set_child(pet_gtk_scrolled_window(scroller), list.view)
            window = TestWindow(child: scroller, width: 300, height: 200)
            self.rows = rows
        }

        private var attachedRows: [TestRow] { TestRow.built.filter { $0.model != nil } }

        /// Lets the window show its first rows; whether it shows any.
        private func showsRows() async -> Bool {
            await GTKTestLoop.settle()
            return !attachedRows.isEmpty
        }

        private func scroll(to fraction: Double) async {
            let adjustment = gtk_scrollable_get_vadjustment(OpaquePointer(list.view))
            let upper = gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment)
            gtk_adjustment_set_value(adjustment, upper * fraction)
            await GTKTestLoop.settle()
        }

        private var itemKeys: [String] {
            let model = pet_g_list_model(gpointer(list.selectionModel))
            return (0..<g_list_model_get_n_items(model)).map { position in
                let item = g_list_model_get_item(model, position)
                defer { g_object_unref(item) }
                return String(cString: gtk_string_object_get_string(pet_gtk_string_object(item)))
            }
        }

        @Test func rowWidgets_areBoundedByTheView_notByTheRows() async throws {
            defer { window.destroy() }
            try #require(await showsRows())
            let initialCount = list.createdRowCount

            await scroll(to: 0.5)
            await scroll(to: 1)

            #expect(list.createdRowCount == TestRow.built.count)
            #expect(initialCount > 0)
            #expect(list.createdRowCount < Self.rowCount / 10)
            #expect(list.createdRowCount <= initialCount + 20, "scrolling recycles rows rather than building more")
        }

        @Test func recycledRow_showsItsNewItem_neverThePreviousOne() async throws {
            defer { window.destroy() }
            try #require(await showsRows())

            await scroll(to: 0.5)
            await scroll(to: 1)

            let recycled = TestRow.built.filter { $0.attachedIDs.count > 1 }
            try #require(!recycled.isEmpty, "scrolling should recycle rows")
            for row in attachedRows {
                let model = try #require(row.model)
                #expect(row.text == model.title)
                #expect(row.attachedIDs.last == model.id)
            }
            #expect(attachedRows.contains { $0.model?.id == Self.rowCount - 1 })
        }

        @Test func changingADetachedRowsOldModel_doesNotTouchTheRow() async throws {
            defer { window.destroy() }
            try #require(await showsRows())
            let firstModels = attachedRows.compactMap(\.model)
            await scroll(to: 1)

            let detachedModels = firstModels.filter { model in !attachedRows.contains { $0.model === model } }
            try #require(!detachedModels.isEmpty)

            for model in detachedModels { model.title = "stale" }
            await GTKTestLoop.settle()

            #expect(TestRow.built.allSatisfy { $0.text != "stale" })
        }

        @Test func attachedRow_followsItsModel() async throws {
            defer { window.destroy() }
            try #require(await showsRows())
            let row = try #require(attachedRows.first)
            let model = try #require(row.model)

            model.title = "Renamed"

            await GTKTestLoop.settle()
            #expect(row.text == "Renamed")
        }

        @Test func listModel_followsTheViewModelsIDs() async throws {
            defer { window.destroy() }
            try #require(await showsRows())

            rows.visibleIDs = [5, 1000, 6, 7, 2000]

            await GTKTestLoop.settle()
            #expect(itemKeys == ["5", "1000", "6", "7", "2000"])
            #expect(attachedRows.count == 5)
            #expect(Set(attachedRows.map(\.text)) == ["Pet 5", "Pet 1000", "Pet 6", "Pet 7", "Pet 2000"])
        }

        @Test func aReplacementLongerThanTheView_showsTheNewRowsFromTheTop() async throws {
            defer { window.destroy() }
            try #require(await showsRows())

            rows.visibleIDs = Array(3000..<3800)

            await GTKTestLoop.settle()
            #expect(attachedRows.contains { $0.model?.id == 3000 })
        }

        /// Whether the view is scrolled to its top, showing row `id` first.
        private func showsFromTheTop(_ id: Int) -> Bool {
            let adjustment = gtk_scrollable_get_vadjustment(OpaquePointer(list.view))
            guard gtk_adjustment_get_value(adjustment) <= gtk_adjustment_get_lower(adjustment) else { return false }
            return attachedRows.contains { $0.model?.id == id }
        }

        /// A search broadened letter by letter (Backspace): rows come in before the first
        /// of a short list, then the list grows past the view. It shows its first row at
        /// the top: GTK keeps the row it shows first (its anchor), which the insertion moved
        /// down, and would scroll to it.
        @Test func aListBroadenedFromAShortOne_showsItsFirstRowAtTheTop() async throws {
            defer { window.destroy() }
            try #require(await showsRows())
            rows.visibleIDs = [10, 11, 12]
            await GTKTestLoop.settle()

            rows.visibleIDs = [1, 2, 10, 11, 12]
            await GTKTestLoop.settle()
            rows.visibleIDs = Array(0..<800)
            await GTKTestLoop.settle()

            #expect(showsFromTheTop(0))
        }

        /// Rows inserted before the first row of a list shown from the top (a broader
        /// search, a pet added at another desk) show at the top; a list scrolled down keeps
        /// showing the rows it showed.
        @Test func rowsInsertedAboveTheFirst_showAtTheTop_unlessTheListWasScrolled() async throws {
            defer { window.destroy() }
            try #require(await showsRows())
            rows.visibleIDs = Array(100..<900)
            await GTKTestLoop.settle()

            rows.visibleIDs = Array(95..<900)
            await GTKTestLoop.settle()
            #expect(showsFromTheTop(95))

            await scroll(to: 0.5)
            let shown = Set(attachedRows.compactMap { $0.model?.id })
            rows.visibleIDs = Array(90..<900)
            await GTKTestLoop.settle()
            let adjustment = gtk_scrollable_get_vadjustment(OpaquePointer(list.view))
            #expect(gtk_adjustment_get_value(adjustment) > gtk_adjustment_get_lower(adjustment))
            #expect(!shown.isDisjoint(with: attachedRows.compactMap { $0.model?.id }), "the rows scrolled to stay in view")
        }

        @Test func aReplacementKeepingTheLastRows_showsTheNewRowsFromTheTop() async throws {
            defer { window.destroy() }
            try #require(await showsRows())

            rows.visibleIDs = Array(3000..<3800) + [Self.rowCount - 1]

            await GTKTestLoop.settle()
            #expect(attachedRows.contains { $0.model?.id == 3000 })
        }

        /// GTK builds the list items of a replacement before it drops those it replaced:
        /// the first replacement builds rows, later ones take those of the dropped list
        /// items.
        @Test func replacements_reuseTheRowsOfDroppedListItems_insteadOfBuildingMore() async throws {
            defer { window.destroy() }
            try #require(await showsRows())
            rows.visibleIDs = Array(3000..<3800)
            await GTKTestLoop.settle()
            let built = list.createdRowCount

            rows.visibleIDs = Array(0..<Self.rowCount)
            await GTKTestLoop.settle()
            rows.visibleIDs = Array(1000..<2000)
            await GTKTestLoop.settle()
            rows.visibleIDs = Array(0..<Self.rowCount)
            await GTKTestLoop.settle()

            #expect(list.createdRowCount == built)
            #expect(attachedRows.contains { $0.model?.id == 0 })
            for row in attachedRows {
                let model = try #require(row.model)
                #expect(row.text == model.title, "a reused row shows its new item, never the previous one")
            }
        }

        @Test func activatingARow_reportsItsID() async throws {
            defer { window.destroy() }
            try #require(await showsRows())
            var activated: [String] = []
            list.onActivate { activated.append($0) }
            rows.visibleIDs = [42, 43]
            await GTKTestLoop.settle()

            Actions.activate("list.activate-item", on: list.view, parameter: g_variant_new_uint32(1))

            #expect(activated == ["43"])
        }
    }
}

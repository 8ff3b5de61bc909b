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

        /// Runs `body` and returns, for each of `widgets`, whether it is still in the column.
        /// Each is tagged first: a widget made later may take the address of one destroyed,
        /// but not its tag.
        private func stillShown(_ widgets: [UnsafeMutablePointer<GtkWidget>], after body: () -> Void) -> [Bool] {
            for (index, widget) in widgets.enumerated() {
                g_object_set_data(pet_g_object(widget), "test-tag", UnsafeMutableRawPointer(bitPattern: index + 1))
            }
            body()
            let tags = Set(rows.compactMap { g_object_get_data(pet_g_object($0), "test-tag").map { Int(bitPattern: $0) } })
            return widgets.indices.map { tags.contains($0 + 1) }
        }

        /// The rows shown (`AdwActionRow`s), in order.
        private var rows: [UnsafeMutablePointer<GtkWidget>] {
            Widgets.descendants(of: groups.widget).filter {
                String(cString: g_type_name_from_instance(UnsafeMutableRawPointer($0).assumingMemoryBound(to: GTypeInstance.self)))
                    == "AdwActionRow"
            }
        }

        @Test func theSameRowsWithNewValues_keepTheirWidgets_andShowAndDescribeTheNewValues() async {
            defer { window.destroy() }
            groups.show(Self.facts(age: "2 years old", weight: "12 kg"))
            await GTKTestLoop.settle()

            let kept = stillShown(rows) { groups.show(Self.facts(age: "5 years old", weight: "30 kg")) }
            await GTKTestLoop.settle()

            #expect(kept == [true, true, true])
            let texts = labelTexts(in: groups.widget)
            #expect(texts.contains("5 years old") && texts.contains("30 kg"))
            #expect(!texts.contains("2 years old") && !texts.contains("12 kg"))
            #expect(hasAccessibleDescription(rows[0], "5 years old"))
            #expect(hasAccessibleDescription(rows[1], "30 kg"))
        }

        @Test func otherRows_replaceTheGroups() async {
            defer { window.destroy() }
            groups.show(Self.facts(age: "2 years old", weight: "12 kg"))

            let kept = stillShown(rows) { groups.show([DetailGroup("Details", [DetailGroup.Row("Age", "2 years old")])!]) }
            await GTKTestLoop.settle()

            #expect(rows.count == 1)
            #expect(kept == [false, false, false])
            #expect(!labelTexts(in: groups.widget).contains("12 kg"))
        }

        /// A wrapping value is laid out differently from a short one: its group is made
        /// again, the other groups keep their rows.
        @Test func aValueThatNowWraps_replacesItsGroup_only() async {
            defer { window.destroy() }
            groups.show(Self.facts(age: "2 years old", weight: "12 kg"))
            let note = "Needs a quiet home without stairs, and a short walk twice a day."

            let kept = stillShown(rows) { groups.show(Self.facts(age: "2 years old", weight: "12 kg", note: note)) }
            await GTKTestLoop.settle()

            #expect(rows.count == 3)
            #expect(kept == [true, true, false])
            #expect(labelTexts(in: groups.widget).contains(note))
        }
    }
}

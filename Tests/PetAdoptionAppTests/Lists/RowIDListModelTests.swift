import CGtk
import PetCore
import Testing
@testable import PetAdoptionApp

extension GTKSuite {
    @MainActor @Suite("Row id list model")
    struct RowIDListModelTests {
        /// A change as `items-changed` announced it, with the ids the model showed then.
        private struct Announcement: Equatable {
            let position: UInt32, removed: UInt32, added: UInt32
            let ids: [String]
        }

        private let model = RowIDListModel()
        private var listModel: OpaquePointer { model.listModel }

        private func ids() -> [String] {
            (0..<g_list_model_get_n_items(listModel)).map { position in
                let item = g_list_model_get_item(listModel, position)
                defer { g_object_unref(item) }
                return String(cString: gtk_string_object_get_string(pet_gtk_string_object(item)))
            }
        }

        /// Shows `newIDs` and returns the changes announced.
        private func changes(showing newIDs: [String]) -> [Announcement] {
            show(newIDs).announced
        }

        /// Shows `newIDs`; what ``RowIDListModel/show(_:)`` returned and the changes announced.
        private func show(_ newIDs: [String]) -> (change: RowIDListModel.Change, announced: [Announcement]) {
            var announced: [Announcement] = []
            let handler = connect(listModel, \.itemsChanged) { position, removed, added in
                announced.append(Announcement(position: position, removed: removed, added: added, ids: ids()))
            }
            let change = model.show(RowIDs(newIDs))
            handler.disconnect()
            return (change, announced)
        }

        @Test func itemsAreStringObjectsOfTheIDs_inOrder() {
            _ = changes(showing: ["rex", "mo", "bo"])

            #expect(g_list_model_get_item_type(listModel) == gtk_string_object_get_type())
            #expect(ids() == ["rex", "mo", "bo"])
            #expect(g_list_model_get_item(listModel, 3) == nil)
        }

        @Test func anInsertion_isOneChange() {
            _ = changes(showing: ["a", "d"])

            #expect(changes(showing: ["a", "b", "c", "d"]) == [Announcement(position: 1, removed: 0, added: 2, ids: ["a", "b", "c", "d"])])
        }

        @Test func aRemoval_isOneChange() {
            _ = changes(showing: ["a", "b", "c", "d"])

            #expect(changes(showing: ["a", "d"]) == [Announcement(position: 1, removed: 2, added: 0, ids: ["a", "d"])])
        }

        @Test func theSameIDs_announceNothing() {
            _ = changes(showing: ["a", "b"])

            #expect(changes(showing: ["a", "b"]).isEmpty)
        }

        @Test func anInsertionOrARemoval_movesTheRowsAfterIt() {
            _ = changes(showing: ["a", "d"])

            #expect(show(["a", "b", "d"]).change == .shifted)
            #expect(show(["a", "d"]).change == .shifted)
            #expect(show(["a", "d"]).change == .unchanged)
        }

        /// A replacement keeps the list items GTK shows: only a change of the count is
        /// announced, at the end, and the rows from the first replaced one show new ids.
        @Test func aReplacementOfAsManyRows_announcesNothing_andSaysWhereTheRowsChanged() {
            _ = changes(showing: ["a", "b", "c", "z"])

            let shown = show(["a", "x", "y", "z"])

            #expect(shown.change == .replaced(from: 1))
            #expect(shown.announced.isEmpty)
            #expect(ids() == ["a", "x", "y", "z"])
        }

        @Test func aReplacementByFewerRows_announcesTheRemovalAtTheEnd() {
            _ = changes(showing: ["a", "b", "c", "d"])

            let shown = show(["x", "y"])

            #expect(shown.change == .replaced(from: 0))
            #expect(shown.announced == [Announcement(position: 2, removed: 2, added: 0, ids: ["x", "y"])])
        }

        @Test func aReplacementByMoreRows_announcesTheInsertionAtTheEnd() {
            _ = changes(showing: ["a", "b"])

            let shown = show(["a", "x", "y"])

            #expect(shown.change == .replaced(from: 1))
            #expect(shown.announced == [Announcement(position: 2, removed: 0, added: 1, ids: ["a", "x", "y"])])
        }

        @Test func aModelWhoseOwnerIsGone_isEmpty() {
            var owner: RowIDListModel? = RowIDListModel()
            owner?.show(RowIDs(["a", "b"]))
            let listModel = owner!.listModel
            g_object_ref(gpointer(listModel))
            defer { g_object_unref(gpointer(listModel)) }

            owner = nil

            #expect(g_list_model_get_n_items(listModel) == 0)
            #expect(g_list_model_get_item(listModel, 0) == nil)
        }
    }
}

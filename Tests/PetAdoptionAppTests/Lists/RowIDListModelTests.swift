import CGtk
import PetCore
import Testing
@testable import PetAdoptionApp

extension GTKSuite {
    @MainActor @Suite("Row id list model")
    struct RowIDListModelTests {
        /// A change as `items-changed` announced it, with the ids the model showed then.
        private struct Change: Equatable {
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
        private func changes(showing newIDs: [String]) -> [Change] {
            var changes: [Change] = []
            let handler = SignalHandler.connect(listModel, "items-changed", .itemsChanged { position, removed, added in
                changes.append(Change(position: position, removed: removed, added: added, ids: ids()))
            })
            model.show(RowIDs(newIDs))
            handler.disconnect()
            return changes
        }

        @Test func itemsAreStringObjectsOfTheIDs_inOrder() {
            _ = changes(showing: ["rex", "mo", "bo"])

            #expect(g_list_model_get_item_type(listModel) == gtk_string_object_get_type())
            #expect(ids() == ["rex", "mo", "bo"])
            #expect(g_list_model_get_item(listModel, 3) == nil)
        }

        @Test func anInsertion_isOneChange() {
            _ = changes(showing: ["a", "d"])

            #expect(changes(showing: ["a", "b", "c", "d"]) == [Change(position: 1, removed: 0, added: 2, ids: ["a", "b", "c", "d"])])
        }

        @Test func aRemoval_isOneChange() {
            _ = changes(showing: ["a", "b", "c", "d"])

            #expect(changes(showing: ["a", "d"]) == [Change(position: 1, removed: 2, added: 0, ids: ["a", "d"])])
        }

        @Test func theSameIDs_announceNothing() {
            _ = changes(showing: ["a", "b"])

            #expect(changes(showing: ["a", "b"]).isEmpty)
        }

        /// GTK 4.8 looks for a tracked row a change removed among every row it inserted,
        /// one item each: a replacement inserts first and removes after, so that neither
        /// announcement has both.
        @Test func aReplacement_isAnnouncedAsTheInsertion_thenTheRemoval_showingTheNewRowsAfterTheOld() {
            _ = changes(showing: ["a", "b", "c", "z"])

            #expect(changes(showing: ["a", "x", "y", "z"]) == [
                Change(position: 3, removed: 0, added: 2, ids: ["a", "b", "c", "x", "y", "z"]),
                Change(position: 1, removed: 2, added: 0, ids: ["a", "x", "y", "z"]),
            ])
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

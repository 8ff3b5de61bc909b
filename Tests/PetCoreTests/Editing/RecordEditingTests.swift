import Foundation
import Testing
@testable import PetCore

/// The save and deferred, undoable deletion every form shares, whatever the record.
@Suite("Record editing")
@MainActor
struct RecordEditingTests {
    /// A record with just a name.
    private struct Toy: Sendable, Equatable {
        var id: String
        var name: String
    }

    /// The store's side: what was written and removed, and an error to throw instead.
    @MainActor
    private final class Store {
        var written: [Toy] = []
        var removed: [String] = []
        var failure: (any Error)?
    }

    private static let rex = Toy(id: "rex", name: "Rex")

    /// The editing cycle of `saved` (an edit form) or nothing (an add form) over `store`.
    private func editing(_ saved: Toy?, store: Store) -> RecordEditing<Toy> {
        RecordEditing(
            saved: saved, name: \.name, translator: .english,
            write: { toy in
                if let failure = store.failure { throw failure }
                store.written.append(toy)
            },
            remove: { toy in
                if let failure = store.failure { throw failure }
                store.removed.append(toy.id)
            })
    }

    // MARK: Saving

    @Test func save_writesTheRecord_andItBecomesTheSavedOne() async {
        let store = Store()
        let editing = editing(nil, store: store)
        #expect(await editing.save(Self.rex))
        #expect(store.written == [Self.rex])
        #expect(editing.saved == Self.rex)
        #expect(editing.failure == nil)
    }

    @Test func savedNotice_namesTheRecord_onlyOnceSaved() async {
        let store = Store()
        let editing = editing(nil, store: store)
        #expect(editing.savedNotice == nil)
        store.failure = EditingFixtures.DiskFull()
        #expect(await !editing.save(Self.rex))
        #expect(editing.savedNotice == nil)
        store.failure = nil
        #expect(await editing.save(Self.rex))
        #expect(editing.savedNotice == "Saved Rex.")
    }

    @Test func failedSave_setsAFailureNamingTheRecord_andKeepsWhatWasSaved() async {
        let store = Store()
        store.failure = EditingFixtures.DiskFull()
        let editing = editing(Self.rex, store: store)
        #expect(await !editing.save(Toy(id: "rex", name: "Rex the Second")))
        #expect(editing.failure?.text == "Couldn't save Rex the Second. The disk is full.")
        #expect(editing.saved == Self.rex)
        #expect(store.written.isEmpty)
        editing.dismissFailure()
        #expect(editing.failure == nil)
    }

    // MARK: Deleting

    @Test func deletion_isWrittenOnlyByFinishDeletion() async {
        let store = Store()
        let editing = editing(Self.rex, store: store)
        editing.delete()
        #expect(editing.deletionNotice == "Deleted Rex.")
        #expect(!editing.isEditable && !editing.canDelete)
        #expect(store.removed.isEmpty)
        await editing.finishDeletion()
        #expect(store.removed == ["rex"])
        #expect(editing.isDeleted)
        #expect(editing.deletionNotice == nil)
        #expect(!editing.canDelete)
    }

    @Test func undoDelete_thenFinishDeletion_writesNothing() async {
        let store = Store()
        let editing = editing(Self.rex, store: store)
        editing.delete()
        editing.undoDelete()
        #expect(editing.deletionNotice == nil)
        #expect(editing.canDelete)
        await editing.finishDeletion()
        #expect(store.removed.isEmpty)
        #expect(!editing.isDeleted)
    }

    @Test func finishDeletion_withoutADeletion_writesNothing() async {
        let store = Store()
        let editing = editing(Self.rex, store: store)
        await editing.finishDeletion()
        #expect(store.removed.isEmpty)
        #expect(!editing.isDeleted)
    }

    @Test func failedDeletion_setsAFailureNamingTheRecord_andItCanBeDeletedAgain() async {
        let store = Store()
        store.failure = EditingFixtures.DiskFull()
        let editing = editing(Self.rex, store: store)
        editing.delete()
        await editing.finishDeletion()
        #expect(editing.failure?.text == "Couldn't delete Rex. The disk is full.")
        #expect(!editing.isDeleted)
        #expect(editing.canDelete)
        store.failure = nil
        editing.delete()
        await editing.finishDeletion()
        #expect(store.removed == ["rex"])
        #expect(editing.isDeleted)
    }

    @Test func anUnsavedRecord_cannotBeDeleted() async {
        let store = Store()
        let editing = editing(nil, store: store)
        #expect(!editing.canDelete)
        editing.delete()
        #expect(editing.deletionNotice == nil)
        await editing.finishDeletion()
        #expect(store.removed.isEmpty)
    }
}

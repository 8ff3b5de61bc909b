import Foundation
import Testing
@testable import PetCore

/// The save and deferred, undoable deletion every form shares, whatever the record.
@Suite("Record editing")
@MainActor
struct RecordEditingTests {
    /// A record with a name, a colour the form does not show, and a stored version.
    private struct Toy: Sendable, Equatable {
        var id: String
        var name: String
        var colour = "red"
        var version: Int64 = 1
    }

    /// The store's side: what was written and removed, an error to throw instead, the
    /// toys as stored, whose updates are conditional on the version, as a store's are, and
    /// the versions saved over on purpose.
    @MainActor
    private final class Store {
        var written: [Toy] = []
        var overwritten: [Int64] = []
        var removed: [String] = []
        var failure: (any Error)?
        var stored: [String: Toy] = [:]

        func add(_ toy: Toy) throws -> Toy {
            if let failure { throw failure }
            written.append(toy)
            stored[toy.id] = toy
            return toy
        }

        func update(_ toy: Toy, overwriting: Bool) throws -> Toy {
            if let failure { throw failure }
            guard let current = stored[toy.id] else { throw EditConflict<Toy>.deletedElsewhere }
            guard current.version == toy.version else { throw EditConflict.changedElsewhere(current: current) }
            var saved = toy
            saved.version += 1
            written.append(saved)
            if overwriting { overwritten.append(toy.version) }
            stored[toy.id] = saved
            return saved
        }

        /// Another desk saves `change` of the stored toy.
        func changeElsewhere(_ id: String, _ change: (inout Toy) -> Void) {
            change(&stored[id]!)
            stored[id]!.version += 1
        }
    }

    private static let rex = Toy(id: "rex", name: "Rex")

    /// The editing cycle of `saved` (an edit form, stored in `store`) or nothing (an add
    /// form) over `store`; the form shows the name only.
    private func editing(_ saved: Toy?, store: Store) -> RecordEditing<Toy> {
        if let saved { store.stored[saved.id] = saved }
        return RecordEditing(
            saved: saved, name: \.name, translator: .english,
            add: { try store.add($0) },
            update: { try store.update($0, overwriting: $1) },
            remove: { toy in
                if let failure = store.failure { throw failure }
                store.removed.append(toy.id)
            })
    }

    /// The fields a form of a toy shows that differ between two versions: its name only.
    private static func changedFields(_ before: Toy, _ after: Toy) -> [String] {
        before.name == after.name ? [] : ["Name"]
    }

    /// `editing`'s saved toy renamed `name`, as a form builds it from its fields.
    private func renamed(_ editing: RecordEditing<Toy>, _ name: String) -> () -> Toy? {
        { editing.saved.map { toy in
            var toy = toy
            toy.name = name
            return toy
        } }
    }

    // MARK: Saving

    @Test func save_writesTheRecord_andItBecomesTheSavedOne() async {
        let store = Store()
        let editing = editing(nil, store: store)
        #expect(await editing.save({ Self.rex }, changedFields: Self.changedFields))
        #expect(store.written == [Self.rex])
        #expect(editing.saved == Self.rex)
        #expect(editing.failure == nil)
    }

    @Test func savedNotice_namesTheRecord_onlyOnceSaved() async {
        let store = Store()
        let editing = editing(nil, store: store)
        #expect(editing.savedNotice == nil)
        store.failure = EditingFixtures.DiskFull()
        #expect(await !editing.save({ Self.rex }, changedFields: Self.changedFields))
        #expect(editing.savedNotice == nil)
        store.failure = nil
        #expect(await editing.save({ Self.rex }, changedFields: Self.changedFields))
        #expect(editing.savedNotice == "Saved Rex.")
    }

    @Test func failedSave_setsAFailureNamingTheRecord_andKeepsWhatWasSaved() async {
        let store = Store()
        store.failure = EditingFixtures.DiskFull()
        let editing = editing(Self.rex, store: store)
        #expect(await !editing.save({ Toy(id: "rex", name: "Rex the Second") }, changedFields: Self.changedFields))
        #expect(editing.failure?.text == "Couldn't save Rex the Second. The disk is full.")
        #expect(editing.saved == Self.rex)
        #expect(store.written.isEmpty)
        editing.dismissFailure()
        #expect(editing.failure == nil)
    }

    @Test func save_ofAnEdit_storesTheNewVersion() async {
        let store = Store()
        let editing = editing(Self.rex, store: store)
        #expect(await editing.save(renamed(editing, "Rexy"), changedFields: Self.changedFields))
        #expect(editing.saved?.version == 2)
        #expect(await editing.save(renamed(editing, "Rex"), changedFields: Self.changedFields))
        #expect(editing.saved?.version == 3)
        #expect(editing.conflict == nil)
    }

    // MARK: Another desk's change

    @Test func aChangeElsewhereToAFieldTheFormShows_asks_andWritesNothing() async {
        let store = Store()
        let editing = editing(Self.rex, store: store)
        store.changeElsewhere("rex") { $0.name = "Rexford" }
        #expect(await !editing.save(renamed(editing, "Rexy"), changedFields: Self.changedFields))
        #expect(editing.conflict?.kind == .changed)
        #expect(editing.conflict?.heading == "Changed at Another Desk")
        #expect(editing.conflict?.body
            == "Another desk changed Rex since you opened it: Name. Keep their changes, or save yours over them?")
        #expect(store.stored["rex"]?.name == "Rexford")
        #expect(editing.failure == nil)
    }

    @Test func keepTheirChanges_closesTheForm_leavingTheirVersion() async {
        let store = Store()
        let editing = editing(Self.rex, store: store)
        store.changeElsewhere("rex") { $0.name = "Rexford" }
        #expect(await !editing.save(renamed(editing, "Rexy"), changedFields: Self.changedFields))
        #expect(editing.answerConflict(.safe) == .close)
        #expect(editing.conflict == nil)
        #expect(store.stored["rex"]?.name == "Rexford")
        #expect(store.written.isEmpty)
    }

    @Test func saveMineAnyway_writesTheFormsValuesOverTheirVersion_keepingWhatTheFormDoesNotShow() async {
        let store = Store()
        let editing = editing(Self.rex, store: store)
        store.changeElsewhere("rex") { toy in
            toy.name = "Rexford"
            toy.colour = "blue"
        }
        #expect(await !editing.save(renamed(editing, "Rexy"), changedFields: Self.changedFields))
        #expect(editing.answerConflict(.destructive) == .saveAgain)
        #expect(await editing.save(renamed(editing, "Rexy"), changedFields: Self.changedFields))
        #expect(store.stored["rex"] == Toy(id: "rex", name: "Rexy", colour: "blue", version: 3))
    }

    @Test func saveMineAnyway_isSavedAsAnOverwriteOfTheirVersion_andOnlyThatSave() async {
        let store = Store()
        let editing = editing(Self.rex, store: store)
        store.changeElsewhere("rex") { $0.name = "Rexford" }
        #expect(await !editing.save(renamed(editing, "Rexy"), changedFields: Self.changedFields))
        #expect(store.overwritten.isEmpty)
        #expect(editing.answerConflict(.destructive) == .saveAgain)
        #expect(await editing.save(renamed(editing, "Rexy"), changedFields: Self.changedFields))
        #expect(store.overwritten == [2])
        #expect(await editing.save(renamed(editing, "Rex"), changedFields: Self.changedFields))
        #expect(store.overwritten == [2], "a later save overwrote nobody's change")
    }

    @Test func keepTheirChanges_andCancel_recordNoOverwrite() async {
        let store = Store()
        let editing = editing(Self.rex, store: store)
        store.changeElsewhere("rex") { $0.name = "Rexford" }
        #expect(await !editing.save(renamed(editing, "Rexy"), changedFields: Self.changedFields))
        #expect(editing.answerConflict(.cancel) == .stay)
        store.changeElsewhere("rex") { $0.colour = "blue" }
        #expect(await !editing.save(renamed(editing, "Rexy"), changedFields: Self.changedFields))
        #expect(editing.answerConflict(.safe) == .close)
        #expect(store.overwritten.isEmpty)
    }

    @Test func cancel_staysWithNothingDecided_andTheNextSaveAsksAgain() async {
        let store = Store()
        let editing = editing(Self.rex, store: store)
        store.changeElsewhere("rex") { $0.name = "Rexford" }
        #expect(await !editing.save(renamed(editing, "Rexy"), changedFields: Self.changedFields))
        #expect(editing.answerConflict(.cancel) == .stay)
        #expect(editing.conflict == nil)
        #expect(await !editing.save(renamed(editing, "Rexy"), changedFields: Self.changedFields))
        #expect(editing.conflict?.kind == .changed)
        #expect(store.stored["rex"]?.name == "Rexford")
    }

    @Test func aChangeElsewhereToNothingTheFormShows_isKept_andTheFormsValuesSavedOverIt() async {
        let store = Store()
        let editing = editing(Self.rex, store: store)
        store.changeElsewhere("rex") { $0.colour = "blue" }
        #expect(await editing.save(renamed(editing, "Rexy"), changedFields: Self.changedFields))
        #expect(editing.conflict == nil)
        #expect(store.stored["rex"] == Toy(id: "rex", name: "Rexy", colour: "blue", version: 3))
    }

    @Test func aDeletionElsewhere_asks_thenAddItBack_addsTheFormsValues() async {
        let store = Store()
        let editing = editing(Self.rex, store: store)
        store.stored["rex"] = nil
        #expect(await !editing.save(renamed(editing, "Rexy"), changedFields: Self.changedFields))
        #expect(editing.conflict?.kind == .deleted)
        #expect(editing.conflict?.body
            == "Another desk deleted Rex since you opened it. Add it back with your changes, or discard them?")
        #expect(editing.answerConflict(.safe) == .saveAgain)
        #expect(await editing.save(renamed(editing, "Rexy"), changedFields: Self.changedFields))
        #expect(store.stored["rex"]?.name == "Rexy")
        #expect(!editing.isDeleted)
    }

    @Test func aDeletionElsewhere_discardMyChanges_closesTheFormAsDeleted() async {
        let store = Store()
        let editing = editing(Self.rex, store: store)
        store.stored["rex"] = nil
        #expect(await !editing.save(renamed(editing, "Rexy"), changedFields: Self.changedFields))
        #expect(editing.answerConflict(.destructive) == .close)
        #expect(editing.isDeleted)
        #expect(store.stored["rex"] == nil)
        #expect(store.written.isEmpty)
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

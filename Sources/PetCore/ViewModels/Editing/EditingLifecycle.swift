/// The save and deferred, undoable deletion that every edit form goes through, whatever
/// the record: the record as last saved, the undo toast's text while a deletion waits,
/// and whether the record is gone.
///
/// A form view model keeps one and exposes its state under the record's own names
/// (``PetFormViewModel/savedPet``, ``RecipeFormViewModel/savedRecipe``); the form passes
/// the repository call that writes or removes the record.
struct EditingLifecycle<Record> {
    /// The record as last saved; `nil` for an add form that was not saved yet.
    private(set) var saved: Record?
    /// The undo toast's text while a deletion waits for ``finishDeletion(with:)``.
    private(set) var deletionNotice: String?
    /// Whether the record was deleted from the store.
    private(set) var isDeleted = false
    private let name: KeyPath<Record, String>

    /// A cycle starting from `saved` (an edit form) or nothing (an add form); `name`
    /// names the record in messages.
    init(saved: Record?, name: KeyPath<Record, String>) {
        self.saved = saved
        self.name = name
    }

    /// Whether the record can still be changed: no deletion is waiting or done.
    var isEditable: Bool { deletionNotice == nil && !isDeleted }

    /// Whether ``delete()`` is possible: the record exists and is not being deleted.
    var canDelete: Bool { saved != nil && isEditable }

    /// Writes `record` with `write`; on success it becomes ``saved``.
    /// - Returns: the failure to show when `write` threw, else `nil`.
    mutating func save(_ record: Record, with write: (Record) throws -> Void) -> FailureMessage? {
        do {
            try write(record)
            saved = record
            return nil
        } catch {
            return FailureMessage("Couldn't save \(record[keyPath: name]).", error: error)
        }
    }

    /// Starts deleting: shows the undo toast's text, writes nothing yet.
    mutating func delete() {
        guard canDelete, let saved else { return }
        deletionNotice = "Deleted \(saved[keyPath: name])."
    }

    /// Cancels a deletion whose toast is still showing.
    mutating func undoDelete() {
        deletionNotice = nil
    }

    /// The undo toast closed: removes the record with `remove` unless the deletion was undone.
    /// - Returns: the failure to show when `remove` threw, else `nil`.
    mutating func finishDeletion(with remove: (Record) throws -> Void) -> FailureMessage? {
        guard deletionNotice != nil, let saved else { return nil }
        deletionNotice = nil
        do {
            try remove(saved)
            isDeleted = true
            return nil
        } catch {
            return FailureMessage("Couldn't delete \(saved[keyPath: name]).", error: error)
        }
    }
}

import Observation
import PetCore

/// What the form windows and the deletion toasts need from an add/edit form's view
/// model: its heading, validation, saving, failures and deferred, undoable deletion.
@MainActor
protocol EditingForm: Observable, AnyObject {
    /// The window's heading ("Add a Pet", "Edit Bella").
    var title: String { get }
    /// Whether Save is possible.
    var canSave: Bool { get }
    /// Saves the form; returns whether it was saved.
    @discardableResult func save() -> Bool
    /// The last failed save or deletion.
    var failure: FailureMessage? { get }
    /// Forgets ``failure`` once shown.
    func dismissFailure()
    /// The undo toast's text while a deletion is pending.
    var deletionNotice: String? { get }
    /// Starts a deletion (shows ``deletionNotice``), writing nothing yet.
    func delete()
    /// Cancels the pending deletion.
    func undoDelete()
    /// Deletes from the store, unless the deletion was undone.
    func finishDeletion()
}

extension PetFormViewModel: EditingForm {}
extension RecipeFormViewModel: EditingForm {}

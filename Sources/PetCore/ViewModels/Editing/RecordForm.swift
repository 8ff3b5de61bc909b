import Observation

/// An add/edit form's view model, as the form window sees it: its heading, its fields
/// (``layout``), whether it can be saved, whether closing it would lose changes, saving,
/// and the shared save and deletion cycle.
@MainActor
public protocol RecordForm: AnyObject, Observable {
    /// The record edited.
    associatedtype Record: Sendable

    /// The window's heading ("Add a Pet", "Edit Bella").
    var title: String { get }
    /// The fields, in groups, as the form shows them.
    var layout: [FormGroup<Self>] { get }
    /// Whether every field is valid and nothing is pending deletion.
    var canSave: Bool { get }
    /// Whether a field differs from what the form started with (the record's values, or
    /// an empty add form) or last saved: closing the form now would lose it.
    var hasChanges: Bool { get }
    /// Validates every field and commits the record; shows every field's error when one
    /// is invalid. Returns whether it was saved.
    @discardableResult func save() async -> Bool
    /// The save and deletion cycle, with its failures.
    var editing: RecordEditing<Record> { get }
    /// The record's photos, shown as a group after the first group of ``layout``; `nil`
    /// (the default) for a form without photos.
    var photoEditor: PetPhotosEditor? { get }
}

extension RecordForm {
    /// No photos.
    public var photoEditor: PetPhotosEditor? { nil }
}

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

    /// Answers the question of a save another desk's change or deletion refused
    /// (``RecordEditing/conflict``), and saves again when the answer is to. A save
    /// refused again asks again.
    /// - Returns: whether the form is done: saved, or to close without saving.
    public func answerConflict(_ response: EditConflictQuestion.Response) async -> Bool {
        switch editing.answerConflict(response) {
        case .close: true
        case .stay: false
        case .saveAgain: await save()
        }
    }

    /// The titles of the fields whose values differ between this form and `other` (two
    /// forms of the same kind, each opened on a version of a record), in the form's
    /// order, the photos after the first group as the form shows them.
    public func fieldTitles(differingFrom other: Self) -> [String] {
        var titles = layout.map { group in
            group.fields.filter { $0.value(in: self) != $0.value(in: other) }.map(\.title)
        }
        if let photos = photoEditor, photos.references != other.photoEditor?.references {
            titles.insert([photos.title], at: min(1, titles.count))
        }
        return titles.flatMap { $0 }
    }
}

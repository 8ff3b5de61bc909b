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
    /// A form of the same kind, over the same store, opened on `record`: what a form
    /// shows of that version of the record.
    func reopened(on record: Record) -> Self
}

extension RecordForm {
    /// No photos.
    public var photoEditor: PetPhotosEditor? { nil }

    /// Answers the question of a save another desk's change or deletion refused
    /// (``RecordEditing/conflict``), and saves again when the answer is to. A save
    /// refused again asks again.
    /// - Returns: whether the form is done: saved, or to close without saving.
    public func answerConflict(_ response: EditConflictQuestion.Response) async -> Bool {
        let (opened, theirs) = (editing.saved, editing.theirs)
        switch editing.answerConflict(response) {
        case .close:
            return true
        case .stay:
            return false
        case .saveAgain:
            if let opened, let theirs { takeTheirValues(whereUnchangedSince: opened, theirs: theirs) }
            return await save()
        }
    }

    /// Saving over another desk's version: every field the person left as the form
    /// opened it, and the photos if left so, take that desk's value, so that only what
    /// the person changed goes over theirs.
    private func takeTheirValues(whereUnchangedSince opened: Record, theirs: Record) {
        let base = reopened(on: opened)
        let other = reopened(on: theirs)
        for field in layout.flatMap(\.fields) where field.value(in: self) == field.value(in: base) {
            field.copyValue(from: other, to: self)
        }
        if let photos = photoEditor, let otherPhotos = other.photoEditor, photos.references == base.photoEditor?.references {
            photos.show(otherPhotos)
        }
    }

    /// The titles of the fields whose values differ between two versions of the record,
    /// in the form's order, the photos after the first group as the form shows them.
    public func fieldTitles(changedFrom before: Record, to after: Record) -> [String] {
        let (before, after) = (reopened(on: before), reopened(on: after))
        var titles = layout.map { group in
            group.fields.filter { $0.value(in: before) != $0.value(in: after) }.map(\.title)
        }
        if let photos = before.photoEditor, photos.references != after.photoEditor?.references {
            titles.insert([photos.title], at: min(1, titles.count))
        }
        return titles.flatMap { $0 }
    }
}

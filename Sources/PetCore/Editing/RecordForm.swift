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
    /// The record as the store holds it now, followed while the form is open (observing
    /// it observes that record only): `nil` for an add form, or once the record is gone.
    var stored: Record? { get }
    /// Takes `record`'s values as those the form started with: what ``hasChanges``
    /// compares the fields with.
    func rebase(on record: Record)
    /// Takes what another desk changed in the record while the form is open, where the
    /// person changed nothing; returns what to tell the person. Forms of versioned
    /// records have it (the extension where `Record: VersionedRecord`).
    @discardableResult func follow(_ current: Record?) -> String?
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

    /// The first field, in the form's order, that shows an error, with its message: where
    /// a save refused for an error takes the keyboard, so that a screen reader says the
    /// field and why. `nil` while no field shows one.
    public var firstError: (field: String, message: String)? {
        for field in layout.flatMap(\.fields) {
            if let error = field.error, let message = self[keyPath: error] { return (field.title, message) }
        }
        return nil
    }

    /// The titles of the fields whose values differ between two versions of the record,
    /// in the form's order, the photos after the first group as the form shows them.
    public func fieldTitles(changedFrom before: Record, to after: Record) -> [String] {
        fieldTitles(changedFrom: reopened(on: before), to: reopened(on: after))
    }

    /// The titles of the fields whose values differ between two forms of this kind.
    fileprivate func fieldTitles(changedFrom before: Self, to after: Self) -> [String] {
        var titles = layout.map { group in
            group.fields.filter { $0.value(in: before) != $0.value(in: after) }.map(\.title)
        }
        if let photos = before.photoEditor, photos.references != after.photoEditor?.references {
            titles.insert([photos.title], at: min(1, titles.count))
        }
        return titles.flatMap { $0 }
    }
}

extension RecordForm where Record: VersionedRecord {
    /// Follows the record as the store holds it now (`current`: ``stored``), while the
    /// form is open and not saving: when another desk saved it since the form opened it or
    /// last saved, and changed none of the fields the person changed here, the fields it
    /// changed take its values and the form goes on from its version, so that the next
    /// save asks nothing; when it changed a field the person changed too, the form keeps
    /// the person's values and the next save asks whose to keep. A record deleted
    /// elsewhere is left to the next save, which offers to add it back.
    ///
    /// - Returns: what to tell the person ("Changed at another desk: Kennel."); `nil`
    ///   when the form shows nothing another desk changed.
    @discardableResult
    public func follow(_ current: Record?) -> String? {
        guard let opened = editing.saved, editing.isEditable, !editing.isSaving, editing.conflict == nil else { return nil }
        guard let current else { return editing.deletedElsewhereNotice() }
        guard current.version > opened.version else { return nil }
        let (base, other) = (reopened(on: opened), reopened(on: current))
        let fields = layout.flatMap(\.fields)
        let theirs = fields.filter { $0.value(in: base) != $0.value(in: other) }
        let mine = fields.filter { $0.value(in: self) != $0.value(in: base) }
        let photosTheirs = base.photoEditor?.references != other.photoEditor?.references
        let photosMine = photoEditor?.references != base.photoEditor?.references
        let titles = fieldTitles(changedFrom: base, to: other)
        let overlaps = theirs.contains { field in mine.contains { $0.title == field.title } } || (photosTheirs && photosMine)
        guard !overlaps else { return editing.changedElsewhereNotice(fields: titles, taken: false) }
        for field in theirs { field.copyValue(from: other, to: self) }
        if photosTheirs, let photos = photoEditor, let otherPhotos = other.photoEditor { photos.show(otherPhotos) }
        editing.follow(current)
        rebase(on: current)
        return editing.changedElsewhereNotice(fields: titles, taken: true)
    }
}

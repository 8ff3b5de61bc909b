import Observation

/// The save and deferred, undoable deletion that every edit form goes through, whatever
/// the record: the record as last saved, the undo toast's text while a deletion waits,
/// whether the record is gone, and the last failure.
///
/// A form view model keeps one (``RecordForm/editing``) and passes the store's calls
/// that write and remove the record. Deletion is deferred: ``delete()`` only shows the
/// undo toast's text; ``undoDelete()`` takes it back; ``finishDeletion()``, called when
/// the toast closes, removes the record from the store. Until then nothing is written,
/// so Undo restores the record exactly, and a crash in between loses nothing.
@MainActor @Observable
public final class RecordEditing<Record: Sendable> {
    /// The record as last saved; `nil` for an add form that was not saved yet.
    public private(set) var saved: Record?
    /// "Saved Bella.": what a screen reader hears once the form saved (`nil` before).
    public private(set) var savedNotice: String?
    /// The undo toast's text while a deletion waits for ``finishDeletion()``.
    public private(set) var deletionNotice: String?
    /// Whether the record was deleted from the store.
    public private(set) var isDeleted = false
    /// The last failed save or deletion, until ``dismissFailure()``.
    public private(set) var failure: FailureMessage?

    @ObservationIgnored private let name: (Record) -> String
    @ObservationIgnored private let translator: Translator
    @ObservationIgnored private let write: @MainActor (Record) async throws -> Void
    @ObservationIgnored private let remove: @MainActor (Record) async throws -> Void

    /// A cycle starting from `saved` (an edit form) or nothing (an add form).
    ///
    /// - Parameters:
    ///   - name: names the record in messages ("Deleted Bella.").
    ///   - translator: words the messages.
    ///   - write: commits the record (the store's save).
    ///   - remove: removes the record (the store's delete).
    public init(
        saved: Record?,
        name: @escaping (Record) -> String,
        translator: Translator,
        write: @escaping @MainActor (Record) async throws -> Void,
        remove: @escaping @MainActor (Record) async throws -> Void
    ) {
        self.saved = saved
        self.name = name
        self.translator = translator
        self.write = write
        self.remove = remove
    }

    /// Whether the record can still be changed: no deletion is waiting or done.
    public var isEditable: Bool { deletionNotice == nil && !isDeleted }

    /// Whether ``delete()`` is possible: the record exists and is not being deleted.
    public var canDelete: Bool { saved != nil && isEditable }

    /// Commits `record`; on success it becomes ``saved``, on failure ``failure`` says why.
    /// - Returns: whether it was saved.
    public func save(_ record: Record) async -> Bool {
        do {
            try await write(record)
            saved = record
            savedNotice = translator.tr("Saved %1$@.", name(record))
            return true
        } catch {
            failure = FailureMessage(translator.tr("Couldn't save %1$@.", name(record)), error: error, translator: translator)
            return false
        }
    }

    /// Starts deleting: shows the undo toast's text, writes nothing yet.
    public func delete() {
        guard canDelete, let saved else { return }
        deletionNotice = translator.tr("Deleted %1$@.", name(saved))
    }

    /// Cancels a deletion whose toast is still showing.
    public func undoDelete() {
        deletionNotice = nil
    }

    /// The undo toast closed: removes the record from the store unless the deletion was
    /// undone; on failure ``failure`` says why.
    public func finishDeletion() async {
        guard deletionNotice != nil, let saved else { return }
        // The record stays not editable until the removal has committed or failed.
        defer { deletionNotice = nil }
        do {
            try await remove(saved)
            isDeleted = true
        } catch {
            failure = FailureMessage(translator.tr("Couldn't delete %1$@.", name(saved)), error: error, translator: translator)
        }
    }

    /// Forgets ``failure`` once the view has shown it.
    public func dismissFailure() {
        failure = nil
    }
}

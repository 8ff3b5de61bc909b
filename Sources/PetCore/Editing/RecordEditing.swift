import Observation

/// The save and deferred, undoable deletion that every edit form goes through, whatever
/// the record: the record as last saved, the undo toast's text while a deletion waits,
/// whether the record is gone, the last failure, and the question a save asks when
/// another desk changed or deleted the record since the form opened it.
///
/// A form view model keeps one (``RecordForm/editing``) and passes the store's calls
/// that add, update and remove the record. An update is conditional on the version the
/// form started from (``EditConflict``): when another desk saved the record since, and
/// changed none of the fields the form shows, the form's values are saved again over
/// what that desk saved; when it changed one, ``conflict`` asks whose changes to keep.
/// Deletion is deferred: ``delete()`` only shows the undo toast's text;
/// ``undoDelete()`` takes it back; ``finishDeletion()``, called when the toast closes,
/// removes the record from the store. Until then nothing is written, so Undo restores
/// the record exactly, and a crash in between loses nothing.
@MainActor @Observable
public final class RecordEditing<Record: Sendable> {
    /// The record as last saved or, after a conflict, as the other desk stored it (what
    /// the form's values are saved over); `nil` for an add form that was not saved yet.
    public private(set) var saved: Record?
    /// "Saved Bella.": what a screen reader hears once the form saved (`nil` before).
    public private(set) var savedNotice: String?
    /// The undo toast's text while a deletion waits for ``finishDeletion()``.
    public private(set) var deletionNotice: String?
    /// Whether the record was deleted from the store.
    public private(set) var isDeleted = false
    /// The last failed save or deletion, until ``dismissFailure()``.
    public private(set) var failure: FailureMessage?
    /// The question of a save refused because another desk changed or deleted the record
    /// since, until ``answerConflict(acts:)``.
    public private(set) var conflict: EditConflictQuestion?
    /// Whether a save is under way.
    public private(set) var isSaving = false

    @ObservationIgnored private let name: (Record) -> String
    @ObservationIgnored private let translator: Translator
    @ObservationIgnored private let add: @MainActor (Record) async throws -> Record
    @ObservationIgnored private let update: @MainActor (Record, _ overwriting: Bool) async throws -> Record
    @ObservationIgnored private let remove: @MainActor (Record) async throws -> Void
    @ObservationIgnored private let isServerReachable: @MainActor () -> Bool
    /// Whether the store has the record: a save updates it rather than adding it.
    @ObservationIgnored private var isStored: Bool
    /// The record as the other desk stored it, while ``conflict`` asks about its change.
    @ObservationIgnored public private(set) var theirs: Record?
    /// Whether the next save goes over the other desk's change on purpose: the person
    /// answered Save Mine Anyway.
    @ObservationIgnored private var isOverwriting = false

    /// How many times a save is tried again over another desk's change that touched no
    /// field of the form before it asks anyway (a desk saving the record over and over).
    private static var quietRetries: Int { 3 }

    /// A cycle starting from `saved` (an edit form) or nothing (an add form).
    ///
    /// - Parameters:
    ///   - name: names the record in messages ("Deleted Bella.").
    ///   - translator: words the messages.
    ///   - add: adds the record to the store; returns it as stored.
    ///   - update: saves an edit of the stored record, conditional on its version, and
    ///     (its second argument) whether the person chose to save over another desk's
    ///     change (the store records that); returns it as stored, or throws ``EditConflict``.
    ///   - remove: removes the record (the store's delete).
    ///   - isServerReachable: whether the store's server can take a write now
    ///     (``RecordStore/isServerReachable``); a save while it cannot is refused at once.
    public init(
        saved: Record?,
        name: @escaping (Record) -> String,
        translator: Translator,
        add: @escaping @MainActor (Record) async throws -> Record,
        update: @escaping @MainActor (Record, _ overwriting: Bool) async throws -> Record,
        remove: @escaping @MainActor (Record) async throws -> Void,
        isServerReachable: @escaping @MainActor () -> Bool = { true }
    ) {
        self.saved = saved
        self.name = name
        self.translator = translator
        self.add = add
        self.update = update
        self.remove = remove
        self.isServerReachable = isServerReachable
        isStored = saved != nil
    }

    /// Whether the record can still be changed: no deletion is waiting or done.
    public var isEditable: Bool { deletionNotice == nil && !isDeleted }

    /// Whether ``delete()`` is possible: the record exists and is not being deleted.
    public var canDelete: Bool { saved != nil && isEditable }

    /// Commits the record `make` builds from the form's values (over ``saved``); on
    /// success it becomes ``saved``, on failure ``failure`` says why, and when another
    /// desk changed a field of the form or deleted the record since, ``conflict`` asks
    /// what to do.
    /// - Parameters:
    ///   - make: the record; `nil` when a field is invalid.
    ///   - changedFields: the titles of the form's fields whose values differ between
    ///     two versions of the record.
    /// - Returns: whether it was saved.
    public func save(_ make: () -> Record?, changedFields: (_ before: Record, _ after: Record) -> [String]) async -> Bool {
        isSaving = true
        defer {
            isSaving = false
            isOverwriting = false
        }
        for attempt in 1...Self.quietRetries {
            guard let record = make() else { return false }
            guard isServerReachable() else {
                // Said at once, rather than after the request's time limit: the form keeps what was typed.
                failure = FailureMessage(translator.tr(
                    "Couldn't save %1$@. The shelter server cannot be reached; what you typed stays here. Save again once it is back.",
                    name(record)))
                return false
            }
            do {
                saved = try await isStored ? update(record, isOverwriting) : add(record)
                isStored = true
                conflict = nil
                savedNotice = translator.tr("Saved %1$@.", name(record))
                return true
            } catch EditConflict<Record>.changedElsewhere(let current) {
                let fields = saved.map { changedFields($0, current) } ?? []
                if fields.isEmpty && attempt < Self.quietRetries {
                    // The other desk changed nothing the form shows: the form's values go
                    // over what it stored, keeping the rest (an adoption, say).
                    saved = current
                    continue
                }
                theirs = current
                conflict = .changed(name(saved ?? record), fields: fields, translator: translator)
                return false
            } catch EditConflict<Record>.deletedElsewhere {
                conflict = .deleted(name(saved ?? record), translator: translator)
                return false
            } catch {
                failure = FailureMessage(translator.tr("Couldn't save %1$@.", name(record)), error: error, translator: translator)
                return false
            }
        }
        return false
    }

    /// Answers ``conflict``.
    /// - Returns: what the form does next: save again (its values over the other desk's
    ///   version, or the record added back), close without saving (the other desk's
    ///   version stays), or stay open (cancelled: its next save asks again).
    public func answerConflict(_ response: EditConflictQuestion.Response) -> EditConflictQuestion.Answer {
        guard let question = conflict else { return .stay }
        conflict = nil
        defer { theirs = nil }
        switch (question.kind, response) {
        case (_, .cancel):
            return .stay
        case (.changed, .safe):
            return .close
        case (.changed, .destructive):
            // Saved over their version: the record they stored, with the form's values.
            saved = theirs ?? saved
            isOverwriting = true
            return .saveAgain
        case (.deleted, .safe):
            isStored = false
            return .saveAgain
        case (.deleted, .destructive):
            isDeleted = true
            return .close
        }
    }

    /// Takes `current`, the record as another desk saved it while the form was open, as
    /// the version the form's values are saved over: the form took that desk's changes
    /// (``RecordForm/follow(_:)``).
    func follow(_ current: Record) {
        saved = current
    }

    /// What the form says (in a toast, short) when another desk changed the fields titled
    /// `fields` while it was open: which they are, and (`taken` false: the person changed
    /// one of them too) that saving will ask.
    func changedElsewhereNotice(fields: [String], taken: Bool) -> String? {
        guard !fields.isEmpty else { return nil }
        let list = fields.joined(separator: translator.trc("between the items of a list", ", "))
        return taken
            ? translator.tr("Changed at another desk: %1$@.", list)
            : translator.tr("Changed at another desk: %1$@. Saving will ask whose changes to keep.", list)
    }

    /// What the form says when another desk deleted the record while it was open.
    func deletedElsewhereNotice() -> String {
        translator.tr("Deleted at another desk. Saving will offer to add it back.")
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

import Observation

/// The in-memory records of one kind (pets, recipes) that a store keeps and its lists and
/// pages read: the one copy every view model shares.
///
/// Only its store changes it, and only after a commit succeeded, so memory never
/// disagrees with what is stored. Each change is told precisely:
/// - a view model following one record through a ``reference(to:)`` is notified when
///   that record changes, and not when another one does;
/// - a list, which depends on all of them, observes ``revision``.
///
/// Until the first full read, a ``RecordPreview`` (the first records by name and the
/// total count, from an indexed query) can stand in, so a list shows something at once.
@MainActor
public final class RecordCollection<Record: Identifiable & Sendable & Equatable>: Observable where Record.ID == String {
    /// What observers watch (a class of its own: see ``RecordCollectionState``).
    private let state = RecordCollectionState()
    /// What search looks at in a record.
    let searchTexts: RecordSearchTexts<Record>
    /// The records, by position; ids are unique.
    private(set) var storage: [Record] = []
    /// The id of the record at each position.
    private(set) var ids: [String] = []
    /// Raised when records are added, removed or edited, but not when only something
    /// outside their search texts and sort keys changes (a status, a favourite mark):
    /// positions, search texts and sort orders stay valid until then.
    private(set) var generation = 0
    private var positions: [String: Int] = [:]
    private var preparedIndex: (generation: Int, index: RecordIndex)?
    private var versions: [String: WeakRecordVersion] = [:]
    /// The size of ``versions`` after it was last swept of released versions.
    private var sweptVersionCount = 0

    /// Words ``loadFailure``.
    private let translator: Translator

    /// An empty collection whose records are searched by `searchTexts`, its failures
    /// worded by `translator`.
    public init(searchTexts: RecordSearchTexts<Record>, translator: Translator = .english) {
        self.searchTexts = searchTexts
        self.translator = translator
    }

    // MARK: Reading

    /// Raised by every change to the records: what a list observes.
    public private(set) var revision: Int {
        get { state.revision }
        set { state.revision = newValue }
    }

    /// Why the last full read failed; `nil` once one succeeds.
    public private(set) var loadFailure: FailureMessage? {
        get { state.loadFailure }
        set { state.loadFailure = newValue }
    }

    /// Whether every record has been read; until then the records are those of a preview.
    public private(set) var isComplete: Bool {
        get { state.isComplete }
        set { state.isComplete = newValue }
    }

    /// How many records the preview said there are, until ``isComplete``.
    private var previewCount: Int? {
        get { state.previewCount }
        set { state.previewCount = newValue }
    }

    /// Every record, by position. Observing it observes every change.
    public var records: [Record] {
        _ = revision
        return storage
    }

    /// How many records there are (the preview's total until the first full read).
    public var count: Int {
        _ = revision
        return max(previewCount ?? 0, storage.count)
    }

    /// The record with `id`, or `nil`. Observing it observes every change (follow one
    /// record with ``reference(to:)``).
    public func record(withID id: String) -> Record? {
        _ = revision
        return storedRecord(withID: id)
    }

    /// A reference that follows the record with `id`; `nil` when there is none.
    public func reference(to id: String) -> RecordReference<Record>? {
        guard let record = storedRecord(withID: id) else { return nil }
        return RecordReference(record: record, collection: self, version: version(of: id))
    }

    /// The position of the record with `id`, unobserved.
    func position(of id: String) -> Int? {
        positions[id]
    }

    /// The record with `id`, unobserved.
    func storedRecord(withID id: String) -> Record? {
        positions[id].map { storage[$0] }
    }

    /// The search index and name order of the records as they are now: the one that came
    /// with the contents, or one built now and kept until the records change.
    func index() -> RecordIndex {
        if let prepared = preparedIndex, prepared.generation == generation { return prepared.index }
        let index = RecordIndex(records: storage, texts: searchTexts.callAsFunction)
        preparedIndex = (generation, index)
        return index
    }

    // MARK: Changing (the store only)

    /// Shows `contents`, read elsewhere. Only the records that differ are told; contents
    /// equal to what the collection holds change nothing and notify no one.
    func replace(with contents: RecordContents<Record>) {
        if loadFailure != nil { loadFailure = nil }
        let wasComplete = isComplete
        if !wasComplete { isComplete = true }
        if previewCount != nil { previewCount = nil }
        guard contents.records != storage else {
            if !wasComplete { revision += 1 }
            return
        }
        take(contents.records, positions: contents.positions, index: contents.index)
    }

    /// Shows `preview` until the first full read; ignored once the collection is complete.
    func show(_ preview: RecordPreview<Record>) {
        guard !isComplete else { return }
        previewCount = preview.totalCount
        let contents = RecordContents(preview.records)
        take(contents.records, positions: contents.positions, index: nil)
    }

    /// Holds `records` from now on, telling the followers of each record that changed.
    private func take(_ records: [Record], positions: [String: Int], index: RecordIndex?) {
        let old = (storage, self.positions)
        storage = records
        self.positions = positions
        ids = records.map(\.id)
        generation += 1
        revision += 1
        preparedIndex = index.map { (generation, $0) }
        for (id, weak) in versions {
            guard let version = weak.version else { continue }
            let before = old.1[id].map { old.0[$0] }
            if before != storedRecord(withID: id) { version.raise() }
        }
    }

    /// Adds `record`, or replaces the record with the same id.
    func upsert(_ record: Record) {
        if let position = positions[record.id] {
            storage[position] = record
        } else {
            positions[record.id] = storage.count
            ids.append(record.id)
            storage.append(record)
        }
        generation += 1
        changed(record.id)
    }

    /// Changes the record with `id` in a way that keeps its search texts and sort keys
    /// (a status); does nothing when there is no such record.
    func update(_ id: String, _ change: (inout Record) -> Void) {
        guard let position = positions[id] else { return }
        change(&storage[position])
        changed(id)
    }

    /// Applies `changes` made elsewhere: each changed record added or replaced, each
    /// removed one taken out.
    func apply(_ changes: RecordChanges<Record>) {
        for record in changes.changed { upsert(record) }
        for id in changes.removedIDs { remove(id) }
    }

    /// Removes the record with `id`; does nothing when there is none.
    func remove(_ id: String) {
        guard let position = positions.removeValue(forKey: id) else { return }
        storage.remove(at: position)
        ids.remove(at: position)
        for index in position..<ids.count { positions[ids[index]] = index }
        generation += 1
        changed(id)
    }

    /// Tells the observers of the record with `id`, and the lists, that something kept
    /// beside it (a favourite mark) changed.
    func changed(_ id: String) {
        versions[id]?.version?.raise()
        revision += 1
    }

    /// Runs `read` off the main actor and then `show`s what it read; when it throws, what
    /// is shown stays and ``loadFailure`` says why.
    func load<Contents: Sendable>(
        _ read: @escaping @Sendable () async throws -> Contents, show: (Contents) -> Void
    ) async {
        do {
            show(try await Task.detached(operation: read).value)
        } catch {
            loadFailure = FailureMessage(FailureMessage.reason(of: error, translator: translator), reason: nil)
        }
    }

    // MARK: Versions

    private func version(of id: String) -> RecordVersion {
        if let version = versions[id]?.version { return version }
        let version = RecordVersion()
        versions[id] = WeakRecordVersion(version)
        if versions.count > max(64, 2 * sweptVersionCount) {
            versions = versions.filter { $0.value.version != nil }
            sweptVersionCount = versions.count
        }
        return version
    }
}

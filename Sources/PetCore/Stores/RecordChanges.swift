/// Records of one kind that changed elsewhere (at another desk of the shelter's server):
/// each record as it is now, and the ids of those that are gone.
public struct RecordChanges<Record: Identifiable & Sendable>: Sendable where Record.ID == String {
    /// The records added or changed, as they are now.
    public var changed: [Record]
    /// The ids of the records deleted.
    public var removedIDs: Set<String>

    /// Changes of `changed` records and `removedIDs`.
    public init(changed: [Record] = [], removedIDs: Set<String> = []) {
        self.changed = changed
        self.removedIDs = removedIDs
    }

    /// Whether nothing changed.
    public var isEmpty: Bool { changed.isEmpty && removedIDs.isEmpty }
}

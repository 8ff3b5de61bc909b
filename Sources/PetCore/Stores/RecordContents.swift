/// Records ready to be shown by a ``RecordCollection``: each id once and, when they were
/// made with ``init(_:indexedBy:)``, their search index.
///
/// A value, so the slow part of loading (reading thousands of records and indexing them
/// for search) can run off the main actor:
/// ```swift
/// let contents = try await Task.detached { try RecordContents(repository.loadPets(), indexedBy: texts) }.value
/// collection.replace(with: contents)
/// ```
public struct RecordContents<Record: Identifiable & Sendable>: Sendable where Record.ID == String {
    /// The records, in the order given, each id once: when ids repeat, the last record
    /// with an id wins, at the position of the first.
    public let records: [Record]
    /// The position of each id in ``records``.
    let positions: [String: Int]
    /// The search index of ``records``, when it was built with them.
    let index: RecordIndex?

    /// `records` with repeated ids merged; the search index is left for the first list
    /// that needs it.
    public init(_ records: [Record]) {
        (self.records, positions) = Self.unique(records)
        index = nil
    }

    /// `records` with repeated ids merged, and their search index built now, on the
    /// calling thread.
    public init(_ records: [Record], indexedBy texts: RecordSearchTexts<Record>) {
        (self.records, positions) = Self.unique(records)
        index = RecordIndex(records: self.records, texts: texts.callAsFunction)
    }

    private static func unique(_ records: [Record]) -> ([Record], [String: Int]) {
        var unique: [Record] = []
        unique.reserveCapacity(records.count)
        var positions: [String: Int] = [:]
        positions.reserveCapacity(records.count)
        for record in records {
            if let position = positions[record.id] {
                unique[position] = record
            } else {
                positions[record.id] = unique.count
                unique.append(record)
            }
        }
        return (unique, positions)
    }
}

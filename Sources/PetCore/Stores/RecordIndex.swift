/// The search text and name order of a list of records: what every list over the same
/// records shares, whatever its search, filter and sort order.
///
/// Building it folds every record's search texts once and sorts by name once, tens of
/// milliseconds for 10,000 pets; it is a value, so it can be built on any thread (see
/// ``RecordContents/init(_:indexedBy:)``).
struct RecordIndex: Sendable {
    /// Each record's search texts, folded; the first (the name) is the primary field.
    let search: SearchIndex
    /// Every position, in name order: by folded name (case and accents ignored), then by id.
    let nameOrder: [Int32]
    /// Each position's place in ``nameOrder``: the tie-breaker of the other orders.
    let nameRanks: [Int32]

    /// The index of `records`, by their positions in that array; `texts` gives a
    /// record's search texts, its name first.
    init<Record: Identifiable>(records: [Record], texts: (Record) -> [String]) where Record.ID == String {
        search = SearchIndex(count: records.count) { texts(records[$0]) }
        nameOrder = search.sortedByPrimary(Array(0..<Int32(records.count))) { a, b in
            records[Int(a)].id < records[Int(b)].id
        }
        var ranks = [Int32](repeating: 0, count: records.count)
        for (rank, position) in nameOrder.enumerated() { ranks[Int(position)] = Int32(rank) }
        nameRanks = ranks
    }
}

/// The collection positions a list shows for a search, filter and sort order, computed
/// incrementally for search as you type over large collections.
///
/// Per collection generation (records added, removed or edited) it takes the
/// collection's ``RecordIndex`` (every record's folded search texts and the name order)
/// and sorts once per other sort order. Per filter, sort order and collection revision it
/// keeps the sorted, filtered "base" list; searching narrows that list, so results keep
/// its order, and a ``SearchResultCache`` makes extending and deleting cheap.
@MainActor
final class ListIndex<Section: ListSection> {
    /// What the base list depends on.
    private struct BaseKey: Equatable {
        var generation: Int
        var revision: Int
        var filter: Section.Filter
        var sortOrder: Section.SortOrder
        /// Today, when the filter depends on it; `nil` otherwise.
        var today: CalendarDate?
    }

    private let section: Section
    /// Every position, in the sort orders other than by name asked for so far.
    private var otherOrders: [Section.SortOrder: [Int32]] = [:]
    /// The collection generation ``otherOrders`` was sorted in.
    private var orderedGeneration: Int?
    private var baseKey: BaseKey?
    private var base: [Int32] = []
    private var searchCache = SearchResultCache()

    init(section: Section) {
        self.section = section
    }

    /// The collection positions of the records that match `query` and pass `filter`,
    /// in `sortOrder`.
    func positions(query: SearchQuery, filter: Section.Filter, sortOrder: Section.SortOrder) -> [Int32] {
        let records = section.records
        let generation = records.generation
        if orderedGeneration != generation {
            otherOrders = [:]
            orderedGeneration = generation
        }
        let index = records.index()
        let key = BaseKey(
            generation: generation,
            revision: records.revision,
            filter: filter,
            sortOrder: sortOrder,
            today: filter.isActive && filter.dependsOnToday ? section.context.today : nil
        )
        if key != baseKey {
            base = filtered(sorted(by: sortOrder, index: index), by: filter, today: key.today)
            baseKey = key
            searchCache.removeAll()
        }
        return searchCache.results(for: query, in: base, index: index.search)
    }

    // MARK: Per generation

    private func sorted(by order: Section.SortOrder, index: RecordIndex) -> [Int32] {
        guard let sortKey = order.key else { return index.nameOrder }
        if let known = otherOrders[order] { return known }
        let positions = Self.order(
            by: section.records.storage.map(sortKey.value), descending: sortKey.isDescending, ranks: index.nameRanks)
        otherOrders[order] = positions
        return positions
    }

    /// Every position ordered by `keys` (one per position), ties by `ranks`.
    private nonisolated static func order(by keys: [Double], descending: Bool, ranks: [Int32]) -> [Int32] {
        (0..<Int32(keys.count)).sorted { a, b in
            let (keyA, keyB) = (keys[Int(a)], keys[Int(b)])
            if keyA == keyB { return ranks[Int(a)] < ranks[Int(b)] }
            return descending ? keyA > keyB : keyA < keyB
        }
    }

    // MARK: Per filter and revision

    /// Checks every record in collection order (reading the large record array front to
    /// back) and then keeps the admitted `positions`, in their order.
    private func filtered(_ positions: [Int32], by filter: Section.Filter, today: CalendarDate?) -> [Int32] {
        guard filter.isActive else { return positions }
        let admits = section.admits(filter, today: today ?? section.context.today)
        let admitted = (0..<section.records.storage.count).map(admits)
        return positions.filter { admitted[Int($0)] }
    }
}

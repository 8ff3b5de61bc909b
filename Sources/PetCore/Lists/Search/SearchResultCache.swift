/// Remembers the results of the queries typed on the way to the current one, so that
/// search as you type narrows instead of rescanning and deleting letters is free.
///
/// Results are only valid for one candidate list (the filtered, sorted documents);
/// call ``removeAll()`` when that list changes.
public struct SearchResultCache: Sendable {
    private var entries: [(query: SearchQuery, results: [Int32])] = []

    /// Creates an empty cache.
    public init() {}

    /// The number of remembered queries.
    public var count: Int { entries.count }

    /// Forgets every result.
    public mutating func removeAll() {
        entries.removeAll()
    }

    /// The results of `query` over `candidates` (which must be the list the cache's
    /// entries were computed from), computed with `index` from the closest remembered
    /// query that `query` refines, and remembered.
    ///
    /// Only the chain of queries leading to `query` is kept: after typing "bella",
    /// deleting to "bel" and typing "bex", the cache holds "b", "be" and "bex".
    public mutating func results(
        for query: SearchQuery, in candidates: [Int32], index: SearchIndex
    ) -> [Int32] {
        guard !query.isEmpty else { return candidates }
        if let exact = entries.first(where: { $0.query == query }) {
            return exact.results
        }
        let start = entries
            .filter { query.refines($0.query) }
            .max { $0.query.normalized.utf8.count < $1.query.normalized.utf8.count }?
            .results ?? candidates
        let results = index.filter(start, by: query)
        entries.removeAll { !query.refines($0.query) }
        entries.append((query, results))
        return results
    }
}

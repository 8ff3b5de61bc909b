/// The ids of the rows a list shows, in order: a lightweight view over its collection's
/// ids, so that a list of 100,000 rows costs no new strings.
///
/// Diff two of them with ``difference(from:)`` to update a list widget in one step.
public struct RowIDs: RandomAccessCollection, Sendable {
    /// The id of each record in the collection, by position.
    private let ids: [String]
    /// The collection positions of the shown records, in display order.
    private let positions: [Int32]

    init(ids: [String], positions: [Int32]) {
        self.ids = ids
        self.positions = positions
    }

    /// An empty list.
    public init() {
        self.init(ids: [], positions: [])
    }

    /// The rows `ids`, in that order (a short list that is not a collection's view).
    public init(_ ids: [String]) {
        self.init(ids: ids, positions: Array(0..<Int32(ids.count)))
    }

    /// Always 0.
    public var startIndex: Int { 0 }

    /// The number of rows.
    public var endIndex: Int { positions.count }

    /// The id of the row at `index`.
    public subscript(index: Int) -> String {
        ids[Int(positions[index])]
    }

    /// The one range change that turns `old` into these rows: the same as
    /// `ListDifference(from: old, to: self)`, but comparing collection positions instead
    /// of id strings when both lists come from the same collection snapshot.
    public func difference(from old: RowIDs) -> ListDifference {
        sharesIDs(with: old)
            ? ListDifference(from: old.positions, to: positions)
            : ListDifference(from: old, to: self)
    }

    /// Whether both lists read the very same id array, so equal positions mean equal ids.
    private func sharesIDs(with other: RowIDs) -> Bool {
        ids.withUnsafeBufferPointer { mine in
            other.ids.withUnsafeBufferPointer { theirs in
                mine.baseAddress == theirs.baseAddress && mine.count == theirs.count
            }
        }
    }
}

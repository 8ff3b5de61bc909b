/// How a list is ordered (a section's sort order). Records that tie, and every record in
/// name order, are ordered by name, then by id, so the order never depends on how the
/// store returned them.
public protocol ListSortOrder: Hashable, CaseIterable, Sendable {
    /// The records ordered.
    associatedtype Record
    /// The order's name for a sort menu, in `context`'s language: "Name", "Age".
    func title(in context: DisplayContext) -> String
    /// What orders the records; `nil` for name order.
    var key: ListSortKey<Record>? { get }
}

/// One number per record that orders a list, lowest first or highest first.
public struct ListSortKey<Record> {
    /// Whether the highest number comes first.
    let isDescending: Bool
    /// The record's number.
    let value: (Record) -> Double

    /// Lowest number first.
    public static func ascending(_ value: @escaping (Record) -> Double) -> ListSortKey {
        ListSortKey(isDescending: false, value: value)
    }

    /// Highest number first.
    public static func descending(_ value: @escaping (Record) -> Double) -> ListSortKey {
        ListSortKey(isDescending: true, value: value)
    }
}

/// What a list can show before its records are all read: the first records in name
/// order, read with an indexed query, and how many records there are in all.
public struct RecordPreview<Record: Sendable>: Sendable {
    /// The first records in name order.
    public let records: [Record]
    /// How many records the store holds.
    public let totalCount: Int

    /// A preview of `totalCount` records starting with `records`.
    public init(records: [Record], totalCount: Int) {
        self.records = records
        self.totalCount = totalCount
    }
}

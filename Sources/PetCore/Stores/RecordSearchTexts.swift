/// What search looks at in one kind of record: its texts, the name first (the name also
/// orders lists by name). A value, so an index can be built on any thread.
public struct RecordSearchTexts<Record>: Sendable {
    private let texts: @Sendable (Record) -> [String]

    /// Search texts made by `texts`, e.g. `{ [$0.name, $0.breed] }`.
    public init(_ texts: @escaping @Sendable (Record) -> [String]) {
        self.texts = texts
    }

    /// The texts of `record`, its name first.
    public func callAsFunction(_ record: Record) -> [String] {
        texts(record)
    }
}

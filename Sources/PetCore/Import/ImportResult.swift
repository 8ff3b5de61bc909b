/// What an importer made of a file: the records it could read and, for every record it
/// skipped or read only in part, a problem saying why.
public struct ImportResult<Record: Sendable>: Sendable {
    /// The records read, in file order.
    public var records: [Record]
    /// One entry per skipped or partly read record.
    public var problems: [ImportProblem]

    public init(records: [Record] = [], problems: [ImportProblem] = []) {
        self.records = records
        self.problems = problems
    }
}

/// What an importer made of a file: the records it could read, for every record it
/// skipped or read only in part a problem saying why, and the records it left out as
/// repeats of others.
public struct ImportResult<Record: Sendable>: Sendable {
    /// The records read, in file order.
    public var records: [Record]
    /// One entry per skipped or partly read record.
    public var problems: [ImportProblem]
    /// Records the importer itself found to repeat others of the file (an animal's
    /// earlier events), in file order.
    public var duplicates: [ImportDuplicate]

    /// A result of these records, problems and duplicates.
    public init(records: [Record] = [], problems: [ImportProblem] = [], duplicates: [ImportDuplicate] = []) {
        self.records = records
        self.problems = problems
        self.duplicates = duplicates
    }
}

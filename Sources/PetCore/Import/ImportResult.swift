/// What an importer made of a file: the records it could read, for every record it
/// skipped or read only in part a problem saying why, the records it left out as
/// repeats of others, and the columns it did not read.
public struct ImportResult<Record: Sendable>: Sendable {
    /// The records read, in file order.
    public var records: [Record]
    /// One entry per skipped or partly read record.
    public var problems: [ImportProblem]
    /// Records the importer itself found to repeat others of the file (an animal's
    /// earlier events), in file order.
    public var duplicates: [ImportDuplicate]
    /// The file's columns that no field of the records takes.
    public var leftOut: ImportLeftOutColumns

    /// A result of these records, problems, duplicates and left-out columns.
    public init(
        records: [Record] = [], problems: [ImportProblem] = [], duplicates: [ImportDuplicate] = [],
        leftOut: ImportLeftOutColumns = ImportLeftOutColumns()
    ) {
        self.records = records
        self.problems = problems
        self.duplicates = duplicates
        self.leftOut = leftOut
    }
}

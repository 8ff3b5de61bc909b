/// One record of a CSV file.
struct CSVRow: Equatable, Sendable {
    /// The row's number as a spreadsheet shows it: the first row of the file is 1 (for a
    /// shelter export, the header), blank rows count.
    var number: Int
    var fields: [String]
}

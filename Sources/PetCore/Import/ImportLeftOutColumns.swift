/// The columns of an imported file that no field of the records takes, so that the
/// preview can say what the import leaves behind.
public struct ImportLeftOutColumns: Hashable, Sendable {
    /// The headers of columns the import did not read, in file order.
    public var columns: [String]
    /// The headers of photo columns (`photo1`, `pic1`, `Picture 1`): they hold file names
    /// or links to images elsewhere, which an import does not fetch.
    public var photoColumns: [String]

    /// Left-out `columns` and `photoColumns`.
    public init(columns: [String] = [], photoColumns: [String] = []) {
        self.columns = columns
        self.photoColumns = photoColumns
    }

    /// One line for the columns not read and one for the photo columns, each only when
    /// there are some: `"Not imported: Intake Condition, Outcome Subtype"`.
    public func lines(_ translator: Translator) -> [String] {
        var lines: [String] = []
        if !columns.isEmpty {
            // TRANSLATORS: a line of an import's preview: the file's columns the import does not read,
            // e.g. "Not imported: Intake Condition, Outcome Subtype".
            lines.append(translator.tr("Not imported: %1$@", columns.joined(separator: ", ")))
        }
        if !photoColumns.isEmpty {
            // TRANSLATORS: a line of an import's preview: the file's photo columns, which hold file
            // names or web links the import does not download, e.g. "Photos not imported (…): photo1, photo2".
            lines.append(translator.tr(
                "Photos not imported (file names or links this import cannot fetch): %1$@", photoColumns.joined(separator: ", ")))
        }
        return lines
    }
}

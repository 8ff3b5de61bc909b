/// The preview of importing one file, whichever kind of records it held.
public enum ImportFilePreview: Sendable {
    /// The preview of a recipe file.
    case recipes(ImportPreview<Recipe>)
    /// The preview of a shelter export.
    case pets(ImportPreview<Pet>)

    /// The headline, e.g. `"37 recipes ready · 2 already in your book · 3 skipped"`.
    public var summary: String {
        switch self {
        case .recipes(let preview): preview.summary
        case .pets(let preview): preview.summary
        }
    }

    /// The columns left out, then one line per problem and per duplicate, for the list
    /// under the headline.
    public var lines: [String] {
        switch self {
        case .recipes(let preview): preview.lines
        case .pets(let preview): preview.lines
        }
    }

    /// What the file's columns leave behind (``ImportPreview/leftOutLines``).
    public var leftOutLines: [String] {
        switch self {
        case .recipes(let preview): preview.leftOutLines
        case .pets(let preview): preview.leftOutLines
        }
    }

    /// One line per problem, duplicate and update (``ImportPreview/recordLines``).
    public var recordLines: [String] {
        switch self {
        case .recipes(let preview): preview.recordLines
        case .pets(let preview): preview.recordLines
        }
    }

    /// How many records the import writes: those ready to add and those it updates.
    public var readyCount: Int {
        switch self {
        case .recipes(let preview): preview.ready.count + preview.updates.count
        case .pets(let preview): preview.ready.count + preview.updates.count
        }
    }
}

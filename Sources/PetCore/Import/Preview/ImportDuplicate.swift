/// A record of an imported file that is left out because the catalog already has it,
/// or because an earlier record of the same file is the same.
public struct ImportDuplicate: Hashable, Sendable {
    /// Where the record's twin is.
    public enum Kind: Hashable, Sendable {
        /// Already in the catalog (the recipe book or the shelter's pets).
        case alreadyInCatalog
        /// Repeats an earlier record of the same file (the first one is imported).
        case repeatedInFile
    }

    /// Names the record, e.g. `"“Max” (dog, born 2013-11-18)"` or `"“Bolo Cocada”"`.
    public var record: String
    /// Whether the twin is in the catalog or earlier in the file.
    public var kind: Kind
    /// Why it counts as the same, e.g. `"same name and birthday as “Max”"`.
    public var reason: String

    /// A duplicate named `record`, of `kind`, matching for `reason`.
    public init(record: String, kind: Kind, reason: String) {
        self.record = record
        self.kind = kind
        self.reason = reason
    }
}

extension ImportDuplicate: CustomStringConvertible {
    /// `"“Max” (Dog, born 2013-11-18): already in the catalog: same id as “Max”"`.
    public var description: String { text(.english) }

    /// The duplicate as one line of the import report, in `translator`'s language.
    public func text(_ translator: Translator) -> String {
        switch kind {
        case .alreadyInCatalog: translator.tr("%1$@: already in the catalog: %2$@", record, reason)
        case .repeatedInFile: translator.tr("%1$@: repeated in this file: %2$@", record, reason)
        }
    }
}

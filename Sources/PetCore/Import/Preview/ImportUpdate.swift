/// A record of an imported file that the catalog already holds, and that the import
/// changes: the record as the catalog holds it and as the import leaves it.
public struct ImportUpdate<Record: Sendable>: Sendable {
    /// The record as the catalog holds it.
    public var before: Record
    /// The record as the import writes it (the catalog's id, the file's values).
    public var after: Record
    /// Names the record, e.g. `"“Max” (Dog, born 2013-11-18)"`.
    public var record: String
    /// One phrase per changed field, e.g. `"status: Available → Adopted"`.
    public var changes: [String]

    /// The update of `before` to `after`, named `record`, changing `changes`.
    public init(before: Record, after: Record, record: String, changes: [String]) {
        self.before = before
        self.after = after
        self.record = record
        self.changes = changes
    }

    /// The update as one line of the import report, e.g.
    /// `"“Max” (Dog, born 2013-11-18): update: status: Available → Adopted; breed: “Beagle” → “Beagle Mix”"`.
    public func text(_ translator: Translator) -> String {
        // TRANSLATORS: a line of the import report: the pet, then what the import changes in it.
        translator.tr("%1$@: update: %2$@", record, changes.joined(separator: translator.tr("; ")))
    }
}

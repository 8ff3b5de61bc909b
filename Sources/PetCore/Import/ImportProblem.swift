/// Why one record of an imported file was skipped or only partly imported.
public struct ImportProblem: Hashable, Sendable {
    /// Names the record, e.g. `"entry 3 (“Cupcakes”)"` or `"row 17"`.
    public var record: String
    /// The field at fault, e.g. `"prepTime"`; `nil` when the whole record is at fault.
    public var field: String?
    /// What is wrong, in plain words, e.g. `"missing"` or `"expected a whole number, found “ten”"`.
    public var reason: String

    public init(record: String, field: String? = nil, reason: String) {
        self.record = record
        self.field = field
        self.reason = reason
    }
}

extension ImportProblem: CustomStringConvertible {
    /// `"entry 3 (“Cupcakes”): prepTime: missing"`.
    public var description: String { text(.english) }

    /// The problem as one line, with `translator`'s punctuation.
    public func text(_ translator: Translator) -> String {
        // TRANSLATORS: a line of the import report: the record, the field at fault, what is wrong.
        if let field { translator.tr("%1$@: %2$@: %3$@", record, field, reason) } else { translator.tr("%1$@: %2$@", record, reason) }
    }
}

import Foundation

/// Reads typed fields out of one dictionary of a property list, saying exactly what is
/// wrong when a field is missing or of the wrong type.
struct PlistEntryReader {
    /// Why a field could not be read.
    struct FieldError: Error {
        let field: String
        let reason: String
    }

    private let fields: [String: Any]

    init(_ fields: [String: Any]) {
        self.fields = fields
    }

    /// A non-empty string, or `nil` when the field is missing, empty or not text.
    func optionalText(_ key: String) -> String? {
        guard let text = fields[key] as? String, !text.isEmpty else { return nil }
        return text
    }

    /// A string, possibly empty.
    func text(_ key: String) throws(FieldError) -> String {
        let value = try required(key)
        guard let text = value as? String else { throw mismatch(key, expected: "text", found: value) }
        return text
    }

    /// A string with something in it besides white space, trimmed.
    func nonBlankText(_ key: String) throws(FieldError) -> String {
        let trimmed = try text(key).trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw FieldError(field: key, reason: "is empty") }
        return trimmed
    }

    /// A whole number within `range`; `range` is described in the error, e.g. "1 to 5".
    func integer(_ key: String, in range: ClosedRange<Int> = Int.min...Int.max) throws(FieldError) -> Int {
        let value = try required(key)
        guard !Self.isTrueOrFalse(value), let number = value as? Int else {
            throw mismatch(key, expected: "a whole number", found: value)
        }
        guard range.contains(number) else {
            let rule = switch (range.lowerBound, range.upperBound) {
            case (0, Int.max): "can't be negative"
            case (let low, Int.max): "must be at least \(low)"
            case (let low, let high): "must be \(low) to \(high)"
            }
            throw FieldError(field: key, reason: "\(rule), found \(number)")
        }
        return number
    }

    /// A list of strings.
    func textList(_ key: String) throws(FieldError) -> [String] {
        let value = try required(key)
        guard let list = value as? [Any] else { throw mismatch(key, expected: "a list of text", found: value) }
        var texts: [String] = []
        for (index, item) in list.enumerated() {
            guard let text = item as? String else {
                throw FieldError(field: key, reason: "item \(index + 1) is \(Self.describe(item)), not text")
            }
            texts.append(text)
        }
        return texts
    }

    private func required(_ key: String) throws(FieldError) -> Any {
        guard let value = fields[key] else { throw FieldError(field: key, reason: "missing") }
        return value
    }

    private func mismatch(_ key: String, expected: String, found value: Any) -> FieldError {
        FieldError(field: key, reason: "expected \(expected), found \(Self.describe(value))")
    }

    /// What a property-list value is, for a person: `text (“ten”)`, `a whole number (7)`.
    static func describe(_ value: Any) -> String {
        if isTrueOrFalse(value) { return "a true/false value (\(value))" }
        switch value {
        case let number as Int: return "a whole number (\(number))"
        case let number as Double: return "a decimal number (\(number))"
        case let text as String:
            let shown = text.count > 24 ? text.prefix(23) + "…" : Substring(text)
            return "text (“\(shown)”)"
        case is Date: return "a date"
        case is Data: return "data"
        case is [Any]: return "a list"
        case is [String: Any]: return "a dictionary"
        default: return "a \(type(of: value)) value"
        }
    }

    /// Whether `value` is a property list's `<true/>` or `<false/>`. Asked by type: a
    /// number 0 or 1 would pass `value is Bool`, as Foundation bridges it.
    private static func isTrueOrFalse(_ value: Any) -> Bool {
        type(of: value) == Bool.self
    }
}

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
    private let translator: Translator

    init(_ fields: [String: Any], translator: Translator) {
        self.fields = fields
        self.translator = translator
    }

    /// A non-empty string, or `nil` when the field is missing, empty or not text.
    func optionalText(_ key: String) -> String? {
        guard let text = fields[key] as? String, !text.isEmpty else { return nil }
        return text
    }

    /// A string, possibly empty.
    func text(_ key: String) throws(FieldError) -> String {
        let value = try required(key)
        guard let text = value as? String else { throw mismatch(key, expected: translator.tr("text"), found: value) }
        return text
    }

    /// A string with something in it besides white space, trimmed.
    func nonBlankText(_ key: String) throws(FieldError) -> String {
        let trimmed = try text(key).trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw FieldError(field: key, reason: translator.tr("is empty")) }
        return trimmed
    }

    /// A whole number within `range`; `range` is described in the error, e.g. "1 to 5".
    func integer(_ key: String, in range: ClosedRange<Int> = Int.min...Int.max) throws(FieldError) -> Int {
        let value = try required(key)
        guard !Self.isTrueOrFalse(value), let number = value as? Int else {
            throw mismatch(key, expected: translator.tr("a whole number"), found: value)
        }
        guard range.contains(number) else {
            let found = String(number)
            let reason = switch (range.lowerBound, range.upperBound) {
            case (0, Int.max): translator.tr("can't be negative, found %1$@", found)
            case (let low, Int.max): translator.tr("must be at least %1$@, found %2$@", String(low), found)
            case (let low, let high): translator.tr("must be %1$@ to %2$@, found %3$@", String(low), String(high), found)
            }
            throw FieldError(field: key, reason: reason)
        }
        return number
    }

    /// A list of strings.
    func textList(_ key: String) throws(FieldError) -> [String] {
        let value = try required(key)
        guard let list = value as? [Any] else { throw mismatch(key, expected: translator.tr("a list of text"), found: value) }
        var texts: [String] = []
        for (index, item) in list.enumerated() {
            guard let text = item as? String else {
                throw FieldError(field: key, reason: translator.tr(
                    "item %1$@ is %2$@, not text", String(index + 1), Self.describe(item, translator)))
            }
            texts.append(text)
        }
        return texts
    }

    private func required(_ key: String) throws(FieldError) -> Any {
        guard let value = fields[key] else { throw FieldError(field: key, reason: translator.tr("missing")) }
        return value
    }

    private func mismatch(_ key: String, expected: String, found value: Any) -> FieldError {
        FieldError(field: key, reason: translator.tr("expected %1$@, found %2$@", expected, Self.describe(value, translator)))
    }

    /// What a property-list value is, for a person: `text (“ten”)`, `a whole number (7)`.
    static func describe(_ value: Any, _ translator: Translator) -> String {
        if isTrueOrFalse(value) { return translator.tr("a true/false value (%1$@)", "\(value)") }
        switch value {
        case let number as Int: return translator.tr("a whole number (%1$@)", String(number))
        case let number as Double: return translator.tr("a decimal number (%1$@)", "\(number)")
        case let text as String: return translator.tr("text (“%1$@”)", text.count > 24 ? text.prefix(23) + "…" : text)
        case is Date: return translator.tr("a date")
        case is Data: return translator.tr("data")
        case is [Any]: return translator.tr("a list")
        case is [String: Any]: return translator.tr("a dictionary")
        default: return translator.tr("a %1$@ value", "\(type(of: value))")
        }
    }

    /// Whether `value` is a property list's `<true/>` or `<false/>`. Asked by type: a
    /// number 0 or 1 would pass `value is Bool`, as Foundation bridges it.
    private static func isTrueOrFalse(_ value: Any) -> Bool {
        type(of: value) == Bool.self
    }
}

import Foundation

/// Reads typed fields out of one record (a JSON object) of a catalog, saying exactly
/// what is wrong when a field is missing, null where required, or of the wrong type.
struct CatalogRecordReader {
    /// Why a field could not be read.
    struct FieldError: Error {
        let field: String
        let reason: String
    }

    private let fields: [String: CatalogValue]
    private let translator: Translator

    init(_ fields: [String: CatalogValue], translator: Translator) {
        self.fields = fields
        self.translator = translator
    }

    /// Non-blank text, trimmed.
    func requiredText(_ key: String) throws(FieldError) -> String {
        guard let text = try optionalText(key) else { throw FieldError(field: key, reason: translator.tr("missing")) }
        guard !text.isEmpty else { throw FieldError(field: key, reason: translator.tr("is empty")) }
        return text
    }

    /// Text, trimmed; `nil` when missing or null.
    func optionalText(_ key: String) throws(FieldError) -> String? {
        switch fields[key] {
        case nil, .null?: return nil
        case .string(let text)?: return text.trimmingCharacters(in: .whitespacesAndNewlines)
        case let value?: throw mismatch(key, expected: translator.tr("text"), found: value)
        }
    }

    /// A whole number in `range`; `nil` when missing or null.
    func optionalInteger(_ key: String, in range: PartialRangeFrom<Int>) throws(FieldError) -> Int? {
        switch fields[key] {
        case nil, .null?: return nil
        case .integer(let number)?:
            guard range.contains(number) else {
                throw FieldError(field: key, reason: range.lowerBound == 0
                    ? translator.tr("can't be negative, found %1$@", String(number))
                    : translator.tr("must be at least %1$@, found %2$@", String(range.lowerBound), String(number)))
            }
            return number
        case let value?: throw mismatch(key, expected: translator.tr("a whole number"), found: value)
        }
    }

    /// A whole number in `range`.
    func requiredInteger(_ key: String, in range: ClosedRange<Int>) throws(FieldError) -> Int {
        switch fields[key] {
        case nil, .null?: throw FieldError(field: key, reason: translator.tr("missing"))
        case .integer(let number)?:
            guard range.contains(number) else {
                throw FieldError(field: key, reason: translator.tr(
                    "must be %1$@ to %2$@, found %3$@", String(range.lowerBound), String(range.upperBound), String(number)))
            }
            return number
        case let value?: throw mismatch(key, expected: translator.tr("a whole number"), found: value)
        }
    }

    /// A number, whole or decimal, not below zero; `nil` when missing or null.
    func optionalAmount(_ key: String) throws(FieldError) -> Decimal? {
        let amount: Decimal
        switch fields[key] {
        case nil, .null?: return nil
        case .integer(let number)?: amount = Decimal(number)
        case .number(let number)?: amount = number
        case let value?: throw mismatch(key, expected: translator.tr("a number"), found: value)
        }
        guard amount >= 0 else { throw FieldError(field: key, reason: translator.tr("can't be negative, found %1$@", "\(amount)")) }
        return amount
    }

    /// A list of text.
    func textList(_ key: String) throws(FieldError) -> [String] {
        switch fields[key] {
        case nil, .null?: throw FieldError(field: key, reason: translator.tr("missing"))
        case .array(let items)?:
            var texts: [String] = []
            for (index, item) in items.enumerated() {
                guard case .string(let text) = item else {
                    throw FieldError(field: key, reason: translator.tr(
                        "item %1$@ is %2$@, not text", String(index + 1), item.summary(translator)))
                }
                texts.append(text)
            }
            return texts
        case let value?: throw mismatch(key, expected: translator.tr("a list of text"), found: value)
        }
    }

    /// A `yyyy-MM-dd` day.
    func date(_ key: String) throws(FieldError) -> CalendarDate {
        let text = try requiredText(key)
        guard let date = CalendarDate(iso8601: text) else {
            throw FieldError(field: key, reason: translator.tr("expected a date as yyyy-MM-dd, found “%1$@”", text))
        }
        return date
    }

    /// One of `Value`'s raw values; `fallback` when missing or null.
    func choice<Value: RawRepresentable & CaseIterable>(
        _ key: String, default fallback: Value? = nil
    ) throws(FieldError) -> Value where Value.RawValue == String {
        let allowed = Value.allCases.map { "“\($0.rawValue)”" }.joined(separator: ", ")
        guard let text = try optionalText(key) else {
            if let fallback { return fallback }
            throw FieldError(field: key, reason: translator.tr("missing; expected one of %1$@", allowed))
        }
        guard let value = Value(rawValue: text) else {
            throw FieldError(field: key, reason: translator.tr("expected one of %1$@, found “%2$@”", allowed, text))
        }
        return value
    }

    /// A photo reference: a relative path inside the catalog's `photos/` folder;
    /// `nil` when missing, null or empty.
    func photoReference(_ key: String) throws(FieldError) -> String? {
        guard let path = try optionalText(key), !path.isEmpty else { return nil }
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard !path.hasPrefix("/"), !path.contains("\\"), !path.contains(":"),
              parts.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." })
        else {
            throw FieldError(field: key, reason: translator.tr(
                "must be a file inside the catalog’s photos folder, like “luna.svg”, found “%1$@”", path))
        }
        return path
    }

    private func mismatch(_ key: String, expected: String, found value: CatalogValue) -> FieldError {
        FieldError(field: key, reason: translator.tr("expected %1$@, found %2$@", expected, value.summary(translator)))
    }
}

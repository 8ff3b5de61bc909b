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

    /// A language tag (BCP 47, such as “en-GB”); `nil` when missing, null or empty.
    func languageTag(_ key: String) throws(FieldError) -> LanguageTag? {
        guard let text = try optionalText(key), !text.isEmpty else { return nil }
        guard let tag = LanguageTag(text) else {
            throw FieldError(field: key, reason: translator.tr("expected a language tag such as “en-GB”, found “%1$@”", text))
        }
        return tag
    }

    /// A photo reference: a relative path inside the catalog's `photos/` folder, or an
    /// `http`/`https` address; `nil` when missing, null or empty.
    func photoReference(_ key: String) throws(FieldError) -> String? {
        guard let path = try optionalText(key), !path.isEmpty else { return nil }
        if CatalogPhotos.isWebAddress(path) { return path }
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard !path.hasPrefix("/"), !path.contains("\\"), !path.contains(":"),
              parts.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." })
        else {
            throw FieldError(field: key, reason: translator.tr(
                "must be a file inside the catalog’s photos folder, like “luna.svg”, found “%1$@”", path))
        }
        return path
    }

    /// A list of text, empty when missing or null.
    func optionalTextList(_ key: String) throws(FieldError) -> [String] {
        guard let value = fields[key], !value.isNull else { return [] }
        return try textList(key)
    }

    /// A list of photo references (see ``photoReference(_:)``), empty when missing or null.
    func photoReferences(_ key: String) throws(FieldError) -> [String] {
        var references: [String] = []
        for (index, text) in try optionalTextList(key).enumerated() {
            let item = CatalogRecordReader(["photo": .string(text)], translator: translator)
            do {
                if let reference = try item.photoReference("photo") { references.append(reference) }
            } catch {
                // TRANSLATORS: which item of a list is wrong, then why: "item 2 must be a file inside …".
                throw FieldError(field: key, reason: translator.tr("item %1$@ %2$@", String(index + 1), error.reason))
            }
        }
        return references
    }

    /// A `yyyy-MM-dd` day; `nil` when missing or null.
    func optionalDate(_ key: String) throws(FieldError) -> CalendarDate? {
        guard try optionalText(key) != nil else { return nil }
        return try date(key)
    }

    /// An instant: an ISO 8601 timestamp, or a `yyyy-MM-dd` day read as midnight UTC.
    func timestamp(_ key: String) throws(FieldError) -> Date {
        let text = try requiredText(key)
        guard let date = CatalogTimestamp.date(from: text) else {
            throw FieldError(field: key, reason: translator.tr(
                "expected a date as yyyy-MM-dd or a time as yyyy-MM-ddTHH:mm:ssZ, found “%1$@”", text))
        }
        return date
    }

    /// One of `Value`'s raw values; `nil` when missing or null.
    func optionalChoice<Value: RawRepresentable & CaseIterable>(_ key: String) throws(FieldError) -> Value?
    where Value.RawValue == String {
        guard try optionalText(key) != nil else { return nil }
        return try choice(key) as Value
    }

    /// A weight `{"value": 12.5, "unit": "kg"}`, the value more than 0; `nil` when missing or null.
    func weight(_ key: String) throws(FieldError) -> PetWeight? {
        guard let members = try object(key) else { return nil }
        let parts = CatalogRecordReader(members, translator: translator)
        do throws(FieldError) {
            guard let value = try parts.optionalAmount("value") else { throw FieldError(field: "value", reason: translator.tr("missing")) }
            guard value > 0 else { throw FieldError(field: "value", reason: translator.tr("must be more than 0, found %1$@", "\(value)")) }
            return PetWeight(value, try parts.choice("unit"))
        } catch {
            throw FieldError(field: key + "." + error.field, reason: error.reason)
        }
    }

    /// An origin `{"source": "austin_outcomes", "animalID": "A746874"}`; `nil` when missing or null.
    func origin(_ key: String) throws(FieldError) -> PetOrigin? {
        guard let members = try object(key) else { return nil }
        let parts = CatalogRecordReader(members, translator: translator)
        do {
            return PetOrigin(source: try parts.requiredText("source"), animalID: try parts.requiredText("animalID"))
        } catch {
            throw FieldError(field: key + "." + error.field, reason: error.reason)
        }
    }

    /// The members of an object; `nil` when missing or null.
    private func object(_ key: String) throws(FieldError) -> [String: CatalogValue]? {
        switch fields[key] {
        case nil, .null?: return nil
        case .object(let members)?: return members
        case let value?: throw mismatch(key, expected: translator.tr("an object"), found: value)
        }
    }

    private func mismatch(_ key: String, expected: String, found value: CatalogValue) -> FieldError {
        FieldError(field: key, reason: translator.tr("expected %1$@, found %2$@", expected, value.summary(translator)))
    }
}

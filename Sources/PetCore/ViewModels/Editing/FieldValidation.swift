import Foundation

/// The rules for the text typed into the add/edit forms: each turns a field's text
/// into the value to store, or into the sentence that says what is wrong, worded by a
/// ``Translator`` (English unless one is given).
public enum FieldValidation {
    /// A required one-line text, trimmed: "Name is required" when blank; `label` is the
    /// field's name, already in `translator`'s language.
    public static func requiredText(_ text: String, label: String, translator: Translator = .english) -> Result<String, FieldError> {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        // TRANSLATORS: under a form field left blank; %1$@ is the field's name.
        return trimmed.isEmpty ? .failure(FieldError(translator.tr("%1$@ is required", label))) : .success(trimmed)
    }

    /// A birthday typed as `yyyy-MM-dd`, not after `today`.
    public static func birthday(_ text: String, today: CalendarDate, translator: Translator = .english) -> Result<CalendarDate, FieldError> {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.isEmpty { return .failure(FieldError(translator.tr("Birthday is required"))) }
        guard let date = CalendarDate(iso8601: trimmed) else {
            return .failure(FieldError(translator.tr("Birthday must be a date like 2024-05-31")))
        }
        if date > today { return .failure(FieldError(translator.tr("Birthday cannot be in the future"))) }
        return .success(date)
    }

    /// An adoption fee in `locale`'s notation ("12.50", "1,250.00"; "12,50" in German),
    /// optionally with the locale's currency symbol. Blank means no fee of its own (`nil`).
    /// Grouping separators count only between groups of three digits, so "12,5" in
    /// English is refused rather than read as 125.
    public static func fee(_ text: String, locale: Locale, translator: Translator = .english) -> Result<Decimal?, FieldError> {
        var cleaned = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if cleaned.isEmpty { return .success(nil) }
        if let symbol = locale.currencySymbol, !symbol.isEmpty {
            cleaned = cleaned.replacingOccurrences(of: symbol, with: "")
        }
        cleaned = cleaned.filter { !$0.isWhitespace }
        let isNegative = cleaned.hasPrefix("-")
        if isNegative { cleaned.removeFirst() }
        let notANumber = Result<Decimal?, FieldError>.failure(FieldError(translator.tr("Fee must be a number")))
        let parts = cleaned.components(separatedBy: locale.decimalSeparator ?? ".")
        guard (1...2).contains(parts.count), let integerText = groupedDigits(parts[0], separator: locale.groupingSeparator) else {
            return notANumber
        }
        let fractionText = parts.count == 2 ? parts[1] : ""
        guard fractionText.allSatisfy(\.isASCIIDigit), !(integerText + fractionText).isEmpty,
              let magnitude = Decimal(string: "0\(integerText).\(fractionText)0", locale: Locale(identifier: "en_US_POSIX"))
        else { return notANumber }
        if isNegative && magnitude != 0 { return .failure(FieldError(translator.tr("Fee must be 0 or more"))) }
        return .success(magnitude)
    }

    /// The digits of an integer part, without its grouping separators; `nil` when it has
    /// other characters or groups that are not three digits long.
    private static func groupedDigits(_ text: String, separator: String?) -> String? {
        let groups = separator.map { $0.isEmpty ? [text] : text.components(separatedBy: $0) } ?? [text]
        guard groups.allSatisfy({ $0.allSatisfy(\.isASCIIDigit) }) else { return nil }
        if groups.count > 1, !(1...3).contains(groups[0].count) || groups.dropFirst().contains(where: { $0.count != 3 }) {
            return nil
        }
        return groups.joined()
    }

    /// An optional whole number, 0 or more (minutes, servings). Blank means unknown (`nil`).
    /// `label` is the field's name, already in `translator`'s language.
    public static func wholeNumber(_ text: String, label: String, translator: Translator = .english) -> Result<Int?, FieldError> {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.isEmpty { return .success(nil) }
        guard let value = Int(trimmed) else { return .failure(FieldError(translator.tr("%1$@ must be a whole number", label))) }
        if value < 0 { return .failure(FieldError(translator.tr("%1$@ must be 0 or more", label))) }
        return .success(value)
    }

    /// One entry per non-blank line, trimmed; at least one is required, else
    /// `emptyMessage` ("Add at least one ingredient").
    public static func lines(_ text: String, emptyMessage: String) -> Result<[String], FieldError> {
        let lines = text
            .split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
        return lines.isEmpty ? .failure(FieldError(emptyMessage)) : .success(lines)
    }
}

private extension Character {
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}

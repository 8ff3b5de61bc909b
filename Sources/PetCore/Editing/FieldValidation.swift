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

    /// An adoption fee typed in `format`'s locale and currency ("12.50", "$1,250"; "12,50"
    /// in German), read by ``AmountFormat/parse(_:)``. Blank means no fee of its own (`nil`).
    public static func fee(_ text: String, format: AmountFormat, translator: Translator = .english) -> Result<Decimal?, FieldError> {
        format.parse(text).mapError { problem in
            switch problem {
            case .notANumber:
                FieldError(translator.tr("Fee must be a number"))
            case .negative:
                FieldError(translator.tr("Fee must be 0 or more"))
            case .tooManyDecimals(allowed: 0):
                // TRANSLATORS: under the fee when its currency has no decimals (yen).
                FieldError(translator.tr("Fee must be a whole amount"))
            case .tooManyDecimals(let allowed):
                FieldError(translator.trn(
                    "Fee can have at most %1$@ decimal place", "Fee can have at most %1$@ decimal places",
                    allowed, allowed.formatted(.number.locale(format.locale))))
            case .tooLarge(let maximum):
                // TRANSLATORS: %1$@ is the largest fee, with its currency: "$100,000.00".
                FieldError(translator.tr("Fee cannot be more than %1$@", format.formatted(maximum)))
            }
        }
    }

    /// An optional language tag (BCP 47: “en-GB”, “zh-Hant-TW”), kept in the registry's
    /// case. Blank means unknown (`nil`).
    public static func languageTag(_ text: String, translator: Translator = .english) -> Result<LanguageTag?, FieldError> {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.isEmpty { return .success(nil) }
        guard let tag = LanguageTag(trimmed) else {
            // TRANSLATORS: under the recipe form's language field; keep the tag “en-GB” as it is.
            return .failure(FieldError(translator.tr("Language must be a language tag such as en-GB")))
        }
        return .success(tag)
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

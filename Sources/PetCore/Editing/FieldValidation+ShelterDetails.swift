import Foundation

extension FieldValidation {
    /// The heaviest weight accepted: 1,000 kg (2,204 lb), above any animal a shelter
    /// lists yet below what a slip of the keyboard makes.
    public static let heaviestWeight = PetWeight(1_000, .kilograms)

    /// How weights are typed in `unit` in `locale`: read like fees (``AmountFormat``) with
    /// up to three decimals (grams), at most ``heaviestWeight`` (in pounds rounded down to
    /// a whole pound), and the unit's symbol ("kg", or as `translator` writes it) allowed
    /// after the number.
    public static func weightFormat(unit: WeightUnit, locale: Locale, translator: Translator = .english) -> AmountFormat {
        var heaviest = heaviestWeight.converted(to: unit).value
        var whole = Decimal()
        NSDecimalRound(&whole, &heaviest, 0, .down)
        let written = PetLabels(translator: translator).weight("", in: unit).trimmingCharacters(in: .whitespaces)
        let symbols = unit == .pounds ? ["lb", "lbs", written] : ["kg", written]
        return AmountFormat(locale: locale, fractionDigits: 3, symbols: symbols, maximum: whole)
    }

    /// A weight typed in `format` (``weightFormat(unit:locale:translator:)``), in `unit`:
    /// more than 0, at most the format's largest. Blank means unknown (`nil`).
    public static func weight(
        _ text: String, format: AmountFormat, unit: WeightUnit, translator: Translator = .english
    ) -> Result<PetWeight?, FieldError> {
        switch format.parse(text) {
        case .success(nil):
            return .success(nil)
        case .success(let value?):
            return value > 0 ? .success(PetWeight(value, unit)) : .failure(FieldError(translator.tr("Weight must be more than 0")))
        case .failure(.notANumber):
            return .failure(FieldError(translator.tr("Weight must be a number")))
        case .failure(.negative):
            return .failure(FieldError(translator.tr("Weight must be more than 0")))
        case .failure(.tooManyDecimals(let allowed)):
            return .failure(FieldError(translator.trn(
                "Weight can have at most %1$@ decimal place", "Weight can have at most %1$@ decimal places",
                allowed, allowed.formatted(.number.locale(format.locale)))))
        case .failure(.tooLarge(let maximum)):
            // TRANSLATORS: %1$@ is the heaviest weight, with its unit: "1,000 kg".
            return .failure(FieldError(translator.tr(
                "Weight cannot be more than %1$@", PetLabels(translator: translator).weight(format.formatted(maximum), in: unit))))
        }
    }

    /// A microchip number (``MicrochipNumber``), stored as its ``MicrochipNumber/digits``:
    /// 15 digits, or 9 digits or 10 letters and digits for older chips, with any spaces,
    /// dashes, dots or asterisks between groups. Blank means none (`""`).
    public static func microchip(_ text: String, translator: Translator = .english) -> Result<String, FieldError> {
        if text.allSatisfy(\.isWhitespace) { return .success("") }
        guard let number = MicrochipNumber(text) else {
            return .failure(FieldError(translator.tr(
                "A microchip number is 15 digits, or 9 digits or 10 letters and digits for older chips")))
        }
        return .success(number.digits)
    }

    /// The day a pet came into the shelter, typed as `yyyy-MM-dd`: not after `today`, not
    /// before `birthday` (when known). Blank means unknown (`nil`).
    public static func intakeDate(
        _ text: String, today: CalendarDate, birthday: CalendarDate?, translator: Translator = .english
    ) -> Result<CalendarDate?, FieldError> {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.isEmpty { return .success(nil) }
        guard let date = CalendarDate(iso8601: trimmed) else {
            return .failure(FieldError(translator.tr("Intake date must be a date like 2024-05-31")))
        }
        if date > today { return .failure(FieldError(translator.tr("Intake date cannot be in the future"))) }
        if let birthday, date < birthday { return .failure(FieldError(translator.tr("Intake date cannot be before the birthday"))) }
        return .success(date)
    }

    /// The colours typed as a list ("Black, White"; "黑色、白色"): one per comma (also the
    /// full-width "，" and the ideographic "、" Chinese and Japanese input methods type) or
    /// line, trimmed, blanks dropped.
    public static func colors(_ text: String) -> [String] {
        text.split(whereSeparator: { [",", "，", "、"].contains($0) || $0.isNewline })
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
    }
}

import Foundation

extension PetLabels {
    /// "Small", "Medium", "Large", "Extra large".
    public func size(_ size: PetSize) -> String {
        switch size {
        case .small: translator.trc("pet size", "Small")
        case .medium: translator.trc("pet size", "Medium")
        case .large: translator.trc("pet size", "Large")
        case .extraLarge: translator.trc("pet size", "Extra large")
        }
    }

    /// "Hairless", "Short", "Medium", "Long", "Wire", "Curly".
    public func coatLength(_ coat: CoatLength) -> String {
        switch coat {
        case .hairless: translator.trc("coat", "Hairless")
        case .short: translator.trc("coat", "Short")
        case .medium: translator.trc("coat", "Medium")
        case .long: translator.trc("coat", "Long")
        // TRANSLATORS: a wire-haired coat (a terrier's).
        case .wire: translator.trc("coat", "Wire")
        case .curly: translator.trc("coat", "Curly")
        }
    }

    /// `number` (already written the locale's way) with `unit`'s symbol: "12.5 kg", "27.6 lb".
    public func weight(_ number: String, in unit: WeightUnit) -> String {
        switch unit {
        // TRANSLATORS: a weight in kilograms: "12.5 kg".
        case .kilograms: translator.tr("%1$@ kg", number)
        // TRANSLATORS: a weight in pounds: "27.6 lb".
        case .pounds: translator.tr("%1$@ lb", number)
        }
    }

    /// "Yes" or "No" for a known answer; `nil` for an unknown one.
    public func answer(_ answer: YesNoAnswer) -> String? {
        switch answer {
        case .yes: translator.tr("Yes")
        case .no: translator.tr("No")
        case .unknown: nil
        }
    }

    /// Whether a pet's vaccinations are up to date: "Up to date", "Not up to date"; `nil`
    /// when unknown.
    public func vaccinations(_ answer: YesNoAnswer) -> String? {
        switch answer {
        case .yes: translator.tr("Up to date")
        case .no: translator.tr("Not up to date")
        case .unknown: nil
        }
    }
}

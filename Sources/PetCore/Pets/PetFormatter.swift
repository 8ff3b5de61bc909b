import Foundation

/// Formats what depends on the ``DisplayContext``: adoption fees in its currency and
/// locale, and ages as of its today.
///
/// Shared by a catalog's view models; it remembers the text of each fee it formatted,
/// since a catalog has few distinct fees and rows are formatted on every scroll.
@MainActor
public final class PetFormatter {
    /// Most distinct fees remembered before the memory is cleared.
    private static let feeTextLimit = 1_000

    /// Locale, currency, time zone and clock used for every text.
    public let context: DisplayContext
    /// The words for pets' properties, in the context's language.
    public let labels: PetLabels
    private let currencyStyle: Decimal.FormatStyle.Currency
    private var feeTexts: [Decimal: String] = [:]

    /// A formatter for `context`.
    public init(context: DisplayContext) {
        self.context = context
        self.labels = PetLabels(translator: context.translator)
        self.currencyStyle = Decimal.FormatStyle.Currency(code: context.currencyCode, locale: context.locale)
    }

    /// The fee a rarity sets: common 50, uncommon 75, rare 150, very rare 500.
    public nonisolated static func standardFee(for rarity: Rarity) -> Decimal {
        switch rarity {
        case .common: 50
        case .uncommon: 75
        case .rare: 150
        case .veryRare: 500
        }
    }

    /// What adopting `pet` costs: its own fee, or else its rarity's standard fee.
    public nonisolated static func fee(of pet: Pet) -> Decimal {
        pet.fee ?? standardFee(for: pet.rarity)
    }

    /// `amount` in the context's currency and locale ("$150.00", "150,00 €"), or "Free".
    public func feeText(_ amount: Decimal) -> String {
        if amount == 0 { return context.translator.tr("Free") }
        if let known = feeTexts[amount] { return known }
        if feeTexts.count >= Self.feeTextLimit { feeTexts.removeAll() }
        let text = amount.formatted(currencyStyle)
        feeTexts[amount] = text
        return text
    }

    /// What adopting `pet` costs, as text.
    public func feeText(of pet: Pet) -> String {
        feeText(Self.fee(of: pet))
    }

    /// How old someone born on `birthday` is today; see ``PetLabels/age(birthday:today:)``.
    public func ageText(birthday: CalendarDate) -> String {
        labels.age(birthday: birthday, today: context.today)
    }

    /// "Dog · Beagle · 2 years old": what a row says under a pet's name.
    public func summary(of pet: Pet) -> String {
        // TRANSLATORS: a pet's species and breed, then its age: "Dog · Beagle · 2 years old".
        context.translator.tr("%1$@ · %2$@", labels.speciesAndBreed(pet.species, breed: pet.breed), ageText(birthday: pet.birthday))
    }
}

import Foundation
import PetCore
import Testing

/// `adoptionFeeText`: the rarity's fee or the pet's own, formatted by Foundation for the
/// context's currency and locale; zero is "Free".
@Suite("Pet fee text")
@MainActor
struct PetFeeTextTests {
    private func feeText(
        rarity: Rarity = .common, fee: Decimal? = nil, locale: String = "en_US", currency: String = "USD"
    ) async throws -> String {
        let pet = PetFixtures.pet(rarity: rarity, fee: fee)
        let (detail, _, _) = try await PetFixtures.detail(
            in: [pet], context: PetFixtures.context(locale: locale, currency: currency))
        return detail.adoptionFeeText
    }

    @Test(arguments: [
        (Rarity.common, "$50.00"), (.uncommon, "$75.00"), (.rare, "$150.00"), (.veryRare, "$500.00"),
    ])
    func adoptionFeeText_followsRarity_inUSDollars(rarity: Rarity, expected: String) async throws {
        #expect(try await feeText(rarity: rarity) == expected)
    }

    @Test func adoptionFeeText_usesThePetsOwnFee_overItsRarity() async throws {
        #expect(try await feeText(rarity: .veryRare, fee: Decimal(string: "49.99")!) == "$49.99")
    }

    @Test func adoptionFeeText_isFree_forAZeroFee() async throws {
        #expect(try await feeText(rarity: .rare, fee: 0) == "Free")
    }

    @Test func adoptionFeeText_groupsThousands() async throws {
        #expect(try await feeText(fee: 1_250) == "$1,250.00")
    }

    @Test func adoptionFeeText_inEuros_forAGermanLocale() async throws {
        #expect(try await feeText(rarity: .rare, locale: "de_DE", currency: "EUR") == "150,00\u{A0}€")
        #expect(try await feeText(fee: Decimal(string: "1234.5")!, locale: "de_DE", currency: "EUR") == "1.234,50\u{A0}€")
    }

    @Test func adoptionFeeText_inYen_hasNoMinorUnits() async throws {
        #expect(try await feeText(rarity: .uncommon, locale: "ja_JP", currency: "JPY") == "¥75")
    }
}

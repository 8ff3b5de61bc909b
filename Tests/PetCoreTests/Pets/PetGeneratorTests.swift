import Foundation
import PetCore
import Testing

/// Generated catalogs are reproducible and varied.
@Suite("Pet generator")
struct PetGeneratorTests {
    private static let today = CalendarDate(year: 2024, month: 6, day: 15)!
    private static let now = Date(timeIntervalSince1970: Double(today.daysSinceEpoch) * 86_400)

    private func pets(seed: UInt64, count: Int = 2_000) -> [Pet] {
        PetGenerator(seed: seed).makePets(count: count, today: Self.today, now: Self.now)
    }

    @Test func sameSeed_givesTheSamePets() {
        #expect(pets(seed: 9) == pets(seed: 9))
    }

    @Test func differentSeeds_giveDifferentPets() {
        #expect(pets(seed: 9) != pets(seed: 10))
    }

    @Test func aShorterCatalog_isAPrefixOfALongerOne() {
        #expect(pets(seed: 4, count: 50) == Array(pets(seed: 4, count: 200).prefix(50)))
    }

    @Test func ids_areNumberedFromZero() {
        #expect(pets(seed: 1, count: 3).map(\.id) == ["gen-0", "gen-1", "gen-2"])
    }

    @Test func everyKindOccurs() {
        let pets = pets(seed: 42)
        #expect(Set(pets.map(\.species)) == Set(Species.allCases))
        #expect(Set(pets.map(\.rarity)) == Set(Rarity.allCases))
        #expect(Set(pets.map(\.status)) == Set(AdoptionStatus.allCases))
        #expect(Set(pets.map { AgeGroup(birthday: $0.birthday, today: Self.today) }) == Set(AgeGroup.allCases))
        #expect(pets.contains { $0.fee != nil })
        #expect(Set(pets.compactMap(\.details.size)) == Set(PetSize.allCases))
        #expect(Set(pets.map(\.details.houseTrained)) == Set(YesNoAnswer.allCases))
        #expect(pets.contains { $0.details.size == nil })
        #expect(pets.allSatisfy { $0.details.microchip.isEmpty || MicrochipNumber($0.details.microchip)?.kind == .iso })
        #expect(pets.contains { $0.name.unicodeScalars.contains { !$0.isASCII } })
    }

    @Test func birthdaysAndDates_stayInTheirRanges() {
        let earliest = CalendarDate(daysSinceEpoch: Self.today.daysSinceEpoch - 15 * 365)
        for pet in pets(seed: 42) {
            #expect(pet.birthday >= earliest && pet.birthday <= Self.today)
            #expect(pet.dateAdded <= Self.now && pet.dateAdded >= Self.now.addingTimeInterval(-365 * 86_400))
            #expect(!pet.name.isEmpty && !pet.breed.isEmpty)
            if let intake = pet.details.intakeDate { #expect(intake >= pet.birthday && intake <= Self.today) }
        }
    }
}

import PetCore
import Testing
@testable import PetStore

@Suite("Stored enum codes")
struct StoredCodesTests {
    private func roundTrips<Value: CaseIterable & Hashable & Sendable>(_ codes: StoredCodes<Value>) -> Bool {
        Value.allCases.allSatisfy { codes.value(codes.code($0)) == $0 }
    }

    @Test func everyCase_hasACode_thatReadsBack() {
        #expect(roundTrips(CatalogCodes.species))
        #expect(roundTrips(CatalogCodes.sex))
        #expect(roundTrips(CatalogCodes.rarity))
        #expect(roundTrips(CatalogCodes.status))
        #expect(roundTrips(CatalogCodes.answer))
        #expect(roundTrips(CatalogCodes.size))
        #expect(roundTrips(CatalogCodes.coatLength))
        #expect(roundTrips(CatalogCodes.weightUnit))
    }

    @Test func shippedCodes_neverChange() {
        #expect(CatalogCodes.species.code(.smallAnimal) == 4)
        #expect(CatalogCodes.status.code(.adopted) == 2)
        #expect(CatalogCodes.answer.code(.no) == 2)
        #expect(CatalogCodes.species.value(99) == nil)
    }
}

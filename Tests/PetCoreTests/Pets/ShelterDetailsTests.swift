import PetCore
import Testing

@Suite("Shelter details: a value, though its fields are shared between copies")
struct ShelterDetailsTests {
    @Test func changingACopy_leavesTheOriginalAsItWas() {
        let original = ShelterDetails(size: .small, colors: ["Black"], kennel: "Run 4")
        var copy = original
        copy.size = .large
        copy.colors.append("White")

        #expect(original.size == .small && original.colors == ["Black"])
        #expect(copy.size == .large && copy.colors == ["Black", "White"] && copy.kennel == "Run 4")
    }

    @Test func changingTheEmptyDetailsOfOnePet_leavesEveryOtherPetsEmpty() {
        var first = ShelterDetails()
        let second = ShelterDetails()
        first.microchip = "985112003456789"

        #expect(second == ShelterDetails() && second.microchip.isEmpty)
        #expect(first.microchip == "985112003456789")
    }

    @Test func equalFields_areEqual_withTheSameHash_madeApartOrChangedBack() {
        var changed = ShelterDetails(houseTrained: .yes)
        changed.houseTrained = .unknown

        #expect(changed == ShelterDetails())
        #expect(changed.hashValue == ShelterDetails().hashValue)
        #expect(ShelterDetails(kennel: "A") != ShelterDetails(kennel: "B"))
    }
}

import PetCore
import Testing

@Suite("Microchip numbers")
struct MicrochipNumberTests {
    @Test func fifteenDigits_isAnISONumber() {
        let chip = MicrochipNumber("985112003456789")
        #expect(chip?.kind == .iso)
        #expect(chip?.digits == "985112003456789")
    }

    @Test func separatorsBetweenGroups_areDropped() {
        #expect(MicrochipNumber("985 112 003 456 789")?.digits == "985112003456789")
        #expect(MicrochipNumber("985-112-003-456-789")?.digits == "985112003456789")
    }

    @Test func nineDigits_isAnAVIDNumber_asPrintedWithAsterisks() {
        let chip = MicrochipNumber("123*456*789")
        #expect(chip?.kind == .nineDigit)
        #expect(chip?.digits == "123456789")
    }

    @Test func tenHexadecimalCharacters_isAnOlderUSNumber_inCapitals() {
        let chip = MicrochipNumber("0a1b2c3d4e")
        #expect(chip?.kind == .tenCharacter)
        #expect(chip?.digits == "0A1B2C3D4E")
    }

    @Test func otherLengthsOrLetters_areNotMicrochipNumbers() {
        #expect(MicrochipNumber("98511200345678") == nil)
        #expect(MicrochipNumber("9851120034567890") == nil)
        #expect(MicrochipNumber("0A1B2C3D4G") == nil)
        #expect(MicrochipNumber("12345678A") == nil)
        #expect(MicrochipNumber("") == nil)
        #expect(MicrochipNumber("１２３４５６７８９") == nil)
    }
}

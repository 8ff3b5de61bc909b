import Testing
@testable import PetCore

/// Messages' placeholders are filled as `String(format:)` fills them with strings.
@Suite("Placeholders")
struct PlaceholdersTests {
    @Test func numberedPlaceholders_takeTheArgumentOfTheirNumber_inAnyOrder() {
        #expect(Placeholders.fill("%1$@ · %2$@", ["Dog", "2 years old"]) == "Dog · 2 years old")
        #expect(Placeholders.fill("领养费为 %2$@，%1$@ 将被标记为已领养。", ["Bella", "US$150.00"])
            == "领养费为 US$150.00，Bella 将被标记为已领养。")
        #expect(Placeholders.fill("%1$@ and %1$@ again", ["Rex"]) == "Rex and Rex again")
        #expect(Placeholders.fill("%10$@", (1...10).map(String.init)) == "10")
    }

    @Test func plainPlaceholders_takeTheArgumentsInTurn() {
        #expect(Placeholders.fill("%@ of %@", ["3", "12"]) == "3 of 12")
    }

    @Test func aDoublePercent_isAPercentSign() {
        #expect(Placeholders.fill("%1$@%% off", ["20"]) == "20% off")
    }

    @Test func whatIsNotAPlaceholder_staysAsWritten() {
        #expect(Placeholders.fill("100% natural", []) == "100% natural")
        #expect(Placeholders.fill("50%", ["x"]) == "50%")
        #expect(Placeholders.fill("%d dogs, %1$s, %1$", ["x"]) == "%d dogs, %1$s, %1$")
    }

    @Test func aPlaceholderWithoutItsArgument_staysAsWritten_ratherThanCrash() {
        #expect(Placeholders.fill("%1$@ and %3$@", ["a", "b"]) == "a and %3$@")
        #expect(Placeholders.fill("%@ %@", ["a"]) == "a %@")
        #expect(Placeholders.fill("%0$@", ["a"]) == "%0$@")
    }

    @Test func argumentsAreInsertedAsTheyAre_neverReadAsPlaceholders() {
        #expect(Placeholders.fill("%1$@ · %2$@", ["%2$@", "%%"]) == "%2$@ · %%")
        #expect(Placeholders.fill("Adopt %1$@?", ["<b>Tom & Jerry</b>"]) == "Adopt <b>Tom & Jerry</b>?")
    }

    @Test func textAroundThePlaceholders_isKept_whateverItsScript() {
        #expect(Placeholders.fill("Chloé 🐾 %1$@ ünd %2$@ 猫", ["x", "y"]) == "Chloé 🐾 x ünd y 猫")
        #expect(Placeholders.fill("e\u{301}%1$@", ["x"]) == "e\u{301}x")
    }
}

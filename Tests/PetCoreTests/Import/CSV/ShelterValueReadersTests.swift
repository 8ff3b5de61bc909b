import Foundation
import Testing
@testable import PetCore

/// The value readers behind the shelter details: sizes, coats, weights, yes-or-no
/// answers, neutering in a sex column, ages in parts.
@Suite("Shelter CSV: values of the details")
struct ShelterValueReadersTests {
    @Test(arguments: [
        ("S", PetSize.small), ("M", .medium), ("L", .large), ("XL", .extraLarge),
        ("Small", .small), ("Medium", .medium), ("Large", .large), ("X-Large", .extraLarge), ("Very Large", .extraLarge),
        ("SMALL", .small), ("MED", .medium), ("LARGE", .large), ("X-LRG", .extraLarge), ("TOY", .small),
        ("Medium (20-59)", .medium), ("X-Large (100+)", .extraLarge),
    ])
    func size_isRead(_ text: String, _ size: PetSize) {
        #expect(ListingSiteCodes.size(text) == .size(size))
    }

    @Test(arguments: ["PUPPY", "KITTEN", "KITTN"])
    func ageWordsInASizeColumn_areNoSize(_ text: String) {
        #expect(ListingSiteCodes.size(text) == .notASize)
    }

    @Test func sizeColumn_emptyOrUnknownWord_isToldApart() {
        #expect(ListingSiteCodes.size(" ") == .empty)
        #expect(ListingSiteCodes.size("Huge-ish") == .unknownText)
    }

    @Test(arguments: [
        ("Short", CoatLength.short), ("Medium", .medium), ("Long", .long), ("Wire", .wire), ("Hairless", .hairless),
        ("Curly", .curly), ("smooth", .short), ("Wirehaired", .wire),
    ])
    func coatLength_isRead(_ text: String, _ coat: CoatLength) {
        #expect(ListingSiteCodes.coatLength(text) == coat)
    }

    @Test(arguments: [
        ("1", ShelterYesNo.Codes.plain, false, YesNoAnswer.yes), ("0", .plain, false, .no), ("", .plain, false, .unknown),
        ("Yes", .plain, false, .yes), ("no", .plain, false, .no), ("Unknown", .plain, false, .unknown),
        ("Selective", .plain, false, .unknown), ("Over 12", .plain, false, .unknown),
        ("0", .asm, false, .yes), ("1", .asm, false, .no), ("2", .asm, false, .unknown), ("3", .asm, false, .unknown),
        ("1", .plain, true, .no), ("0", .plain, true, .yes), ("", .plain, true, .unknown),
    ])
    func yesNo_isRead(_ text: String, _ codes: ShelterYesNo.Codes, _ negated: Bool, _ answer: YesNoAnswer) {
        #expect(ShelterYesNo.read(text, codes: codes, negated: negated) == answer)
    }

    @Test func yesNo_unknownWord_isNoAnswer() {
        #expect(ShelterYesNo.read("Maybe") == nil)
    }

    @Test(arguments: [
        ("Neutered Male", YesNoAnswer.yes), ("Spayed Female", .yes), ("SPAYED", .yes), ("Neutered", .yes),
        ("Intact Male", .no), ("Intact Female", .no), ("Male", .unknown), ("Unknown", .unknown),
    ])
    func sexColumn_saysWhetherSpayedOrNeutered(_ text: String, _ answer: YesNoAnswer) {
        #expect(ShelterSex.alteration(text) == answer)
    }

    @Test func weight_takesItsUnitFromTheCell_thenTheUnitColumn_thenTheColumnsDocumentedUnit() {
        #expect(ShelterWeight.read("4,2 kg", header: "Weight", unitText: nil) == .weight(PetWeight(Decimal(string: "4.2")!, .kilograms)))
        #expect(ShelterWeight.read("45 lbs", header: "ANIMALWEIGHT", unitText: nil) == .weight(PetWeight(45, .pounds)))
        #expect(ShelterWeight.read("9", header: "animalSizeCurrent", unitText: "Kilograms") == .weight(PetWeight(9, .kilograms)))
        #expect(ShelterWeight.read("68", header: "Sizecurrent", unitText: nil) == .weight(PetWeight(68, .pounds)))
        #expect(ShelterWeight.read("24.6", header: "Current Weight", unitText: nil) == .weight(PetWeight(Decimal(string: "24.6")!, .pounds)))
        #expect(ShelterWeight.read("42.5", header: "ANIMALWEIGHT", unitText: nil) == .assumedPounds(PetWeight(Decimal(string: "42.5")!, .pounds)))
    }

    @Test func weight_zeroIsNone_andWordsAreNoWeight() {
        #expect(ShelterWeight.read("0", header: "ANIMALWEIGHT", unitText: nil) == .empty)
        #expect(ShelterWeight.read("", header: "Weight", unitText: nil) == .empty)
        #expect(ShelterWeight.read("heavy", header: "Weight", unitText: nil) == .unknownText)
        #expect(ShelterWeight.read("12 stone", header: "Weight", unitText: nil) == .unknownText)
        #expect(ShelterWeight.read("12", header: "Sizecurrent", unitText: "furlongs") == .unknownText)
    }

    @Test func shelterluvAge_inParts_countsBackEachPart() throws {
        let parts = try #require(ShelterAge.parts(of: "2Y/ 4M/ 26D"))

        #expect(parts == [ShelterAge(amount: 2, unit: .years), ShelterAge(amount: 4, unit: .months), ShelterAge(amount: 26, unit: .days)])
        #expect(ShelterAge.parts(of: "2Y/ soon") == nil)
        #expect(ShelterAge.parts(of: "3 years") == [ShelterAge(amount: 3, unit: .years)])
    }

    @Test func intakeDate_beforeTheBirthday_isLeftEmpty_withAProblem() throws {
        let result = try VendorExportFiles.importer.pets(
            in: Data("ID,Name,Species,birth_date,arrival_date,datetime\nA1,Rex,Dog,2020-05-01,2019-01-01,2024-01-01\n".utf8), fileName: "pets.csv")

        let rex = try #require(result.records.first)
        #expect(rex.details.intakeDate == nil)
        #expect(result.problems == [
            ImportProblem(record: "row 2 (“Rex”)", field: "arrival_date", reason: "“2019-01-01” is before the date of birth; left empty"),
        ])
    }
}

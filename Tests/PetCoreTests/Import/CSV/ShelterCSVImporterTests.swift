import Foundation
import Testing
@testable import PetCore

@Suite("Shelter CSV importer")
struct ShelterCSVImporterTests {
    /// 2024-06-15 12:00 UTC; 07:00 in Chicago.
    static let now = Date(timeIntervalSince1970: 1_718_452_800)
    static let chicago = TimeZone(identifier: "America/Chicago")!
    private let importer = ShelterCSVImporter(now: now, timeZone: chicago)

    private func read(_ text: String) throws -> ImportResult<Pet> {
        try importer.pets(in: Data(text.utf8), fileName: "pets.csv")
    }

    private let austinHeader = "animal_id,animal_type,breed,color,date_of_birth,datetime,name,outcome_type,sex_upon_outcome,age_upon_outcome\r\n"

    @Test func austinRow_mapsEveryField() throws {
        let result = try read(austinHeader
            + "A716330,Dog,Chihuahua Shorthair Mix,Brown/White,2013-11-18,2015-12-28 18:43:00,Frank,Adoption,Neutered Male,2 years\r\n")

        let pet = try #require(result.records.first)
        #expect(pet.origin == PetOrigin(source: "pets", animalID: "A716330"))
        #expect(pet.id.hasPrefix("csv-"))
        #expect(pet.name == "Frank")
        #expect(pet.species == .dog)
        #expect(pet.breed == "Chihuahua Shorthair Mix")
        #expect(pet.sex == .male)
        #expect(pet.birthday == CalendarDate(year: 2013, month: 11, day: 18))
        #expect(pet.status == .adopted)
        #expect(pet.rarity == .common)
        #expect(pet.fee == nil)
        #expect(pet.about == "")
        #expect(pet.details.colors == ["Brown", "White"])
        #expect(pet.details.spayedOrNeutered == .yes)
        #expect(pet.dateAdded == Date(timeIntervalSince1970: 1_451_349_780))
        #expect(result.problems.isEmpty)
    }

    @Test func staffGivenNames_loseTheirStar_andMissingNames_becomeUnnamedWithAProblem() throws {
        let result = try read(austinHeader
            + "A1,Cat,,,2015-05-02,2016-05-06 10:49:00,*Thing 3,Transfer,Spayed Female,1 year\r\n"
            + "A2,Cat,,,2015-05-02,2016-05-06 10:49:00,,Transfer,Spayed Female,1 year\r\n"
            + "A3,Cat,,,2015-05-02,2016-05-06 10:49:00,No Name,Transfer,Unknown,1 year\r\n")

        #expect(result.records.map(\.name) == ["Thing 3", "Unnamed", "Unnamed"])
        #expect(result.records.map(\.status) == [.available, .available, .available])
        #expect(result.records.map(\.sex) == [.female, .female, .unknown])
        #expect(result.problems == [
            ImportProblem(record: "row 3", field: "name", reason: "empty; imported as “Unnamed”"),
            ImportProblem(record: "row 4", field: "name", reason: "empty; imported as “Unnamed”"),
        ])
    }

    @Test func deadOrLostAnimals_areSkipped() throws {
        let result = try read(austinHeader
            + "A6,Dog,,,2010-01-27,2015-01-28 10:39:00,Lucy,Euthanasia,Spayed Female,5 years\r\n"
            + "A7,Dog,,,2010-01-27,2015-01-28 10:39:00,Bo,Return to Owner,Neutered Male,5 years\r\n")

        #expect(result.records.map(\.name) == ["Bo"])
        #expect(result.problems == [
            ImportProblem(record: "row 2 (“Lucy”)", reason: "outcome “Euthanasia”: not an adoptable pet; skipped"),
        ])
    }

    @Test func birthDateAfterTheRowsDate_isIgnored_andTheAgeUsedInstead() throws {
        let result = try read(austinHeader
            + "A8,Cat,,,2017-06-01,2017-04-11 09:00:00,Mia,Adoption,Intact Female,3 weeks\r\n")

        #expect(result.records.first?.birthday == CalendarDate(year: 2017, month: 3, day: 21))
        #expect(result.problems == [
            ImportProblem(record: "row 2 (“Mia”)", field: "date_of_birth", reason: "“2017-06-01” is after the row's date (2017-04-11); ignored"),
        ])
    }

    @Test func rowWithoutUsableBirthdayOrAge_isSkipped() throws {
        let result = try read(austinHeader + "A9,Cat,,,soon,2017-04-11,Mia,,,old\r\n")

        #expect(result.records.isEmpty)
        #expect(result.problems == [
            ImportProblem(record: "row 2 (“Mia”)", field: "date_of_birth", reason: "“soon” is not a date; ignored"),
            ImportProblem(record: "row 2 (“Mia”)", field: "age_upon_outcome", reason: "“old” is not an age; ignored"),
            ImportProblem(record: "row 2 (“Mia”)", reason: "no usable date of birth or age; skipped"),
        ])
    }

    @Test func ageOnly_withoutARowDate_countsBackFromTheImportDay_andDateAddedIsNow() throws {
        let result = try read("Name,Species,Age\nPip,Rabbit,2 years\n")

        let pet = try #require(result.records.first)
        #expect(pet.birthday == CalendarDate(year: 2022, month: 6, day: 15))
        #expect(pet.species == .rabbit)
        #expect(pet.dateAdded == Self.now)
        #expect(pet.status == .available)
    }

    @Test func unknownSpecies_importsAsOther_withAProblem() throws {
        let result = try read("name,species,age\nSmaug,Dragon,200 years\nBo,Livestock,2 years\nKiwi,,1 year\n")

        #expect(result.records.map(\.species) == [.other, .other, .other])
        #expect(result.problems == [
            ImportProblem(record: "row 2 (“Smaug”)", field: "species", reason: "“Dragon” is not a species we know; imported as other"),
            ImportProblem(record: "row 4 (“Kiwi”)", field: "species", reason: "missing; imported as other"),
        ])
    }

    @Test func raggedRows_areSkipped_butTrailingEmptyFieldsAreFine() throws {
        let result = try read("name,species,age\nA,Dog\nB,Dog,1 year,\nC,Dog,1 year,extra\nD,Cat,2 years\n")

        #expect(result.records.map(\.name) == ["B", "D"])
        #expect(result.problems == [
            ImportProblem(record: "row 2", reason: "has 2 fields where the header has 3; skipped"),
            ImportProblem(record: "row 4", reason: "has 4 fields where the header has 3; skipped"),
        ])
    }

    @Test func missingNameColumn_importsEveryPetAsUnnamed_sayingSoOnce() throws {
        let result = try read("animal_type,age\nDog,1 year\nCat,2 years\n")

        #expect(result.records.map(\.name) == ["Unnamed", "Unnamed"])
        #expect(result.problems == [ImportProblem(
            record: "pets.csv", field: "name",
            reason: "no name column (looked for a header named name, petname, animalname); every pet imports as “Unnamed”")])
    }

    @Test func missingSpeciesColumn_failsTheWholeFile() {
        #expect(throws: ImportError("pets.csv has no “animal_type” column (looked for a header named animalspecies, animaltype, type, species, animal, kind).")) {
            try read("name,age\nRex,1 year\n")
        }
    }

    @Test func missingBirthdayAndAgeColumns_failTheWholeFile() throws {
        let error = try #require(throws: ImportError.self) { try read("name,type\nRex,Dog\n") }
        #expect(error.message.hasPrefix("pets.csv has neither a date of birth nor an age column"))
    }

    @Test func emptyFile_isAnError() {
        #expect(throws: ImportError("pets.csv is empty.")) { try read("\r\n") }
    }

    @Test func headersMatch_ignoringCaseSpacesAndUnderscores() throws {
        let result = try read("\u{FEFF}Animal ID;ANIMAL TYPE;Date-Of-Birth;Pet Name\nX1;cat;2020-02-02;Tom\n")

        #expect(result.records.map(\.origin?.animalID) == ["X1"])
        #expect(result.records.first?.birthday == CalendarDate(year: 2020, month: 2, day: 2))
    }

    @Test func repeatedHeader_theFirstColumnOfThatNameCounts() throws {
        let result = try read("name,Name,type,age\nRex,Max,dog,1 year\n")

        #expect(result.records.map(\.name) == ["Rex"])
    }

    @Test func negativeFee_isNotAnAmount() throws {
        let result = try read("name,type,age,fee\nRex,dog,1 year,-5\n")

        #expect(result.records.first?.fee == nil)
        #expect(result.problems.map(\.field) == ["fee"])
    }

    @Test func petFinderExport_readsCodesMonthsAndFees() throws {
        let csv = """
        Type,Name,Age,Breed1,Gender,Color1,MaturitySize,FurLength,Vaccinated,Dewormed,Sterilized,Health,Quantity,Fee,State,RescuerID,VideoAmt,Description,PetID,PhotoAmt
        2,Nibble,3,299,1,1,1,1,2,2,2,1,1,100,41326,8480853f516546f6cf33aa88cd76c379,0,"Nibble is a 3+ month old ball of cuteness, ""energetic"".",86e1089a3,1.0
        1,No Name Yet,1,307,2,1,2,2,3,3,3,1,1,0,41401,3082c7125d8fb66f7dd4bff4192c8b14,0,I just found it alone yesterday near my apartment.,6296e909a,2.0
        1,Brothers,4,307,3,2,2,1,1,1,2,1,3,0,41326,fa90fa5b1ee11c86938398b60abc32cb,0,Three puppies.,3422e4906,7.0
        """
        let result = try read(csv)

        #expect(result.records.map(\.name) == ["Nibble", "No Name Yet", "Brothers"])
        #expect(result.records.map(\.species) == [.cat, .dog, .dog])
        #expect(result.records.map(\.sex) == [.male, .female, .unknown])
        #expect(result.records.map(\.fee) == [100, 0, 0])
        #expect(result.records.map(\.breed) == ["", "", ""])
        #expect(result.records.map(\.origin?.animalID) == ["86e1089a3", "6296e909a", "3422e4906"])
        #expect(result.records.first?.birthday == CalendarDate(year: 2024, month: 3, day: 15))
        #expect(result.records.first?.about == "Nibble is a 3+ month old ball of cuteness, \"energetic\".")
        #expect(result.problems == [
            ImportProblem(record: "row 4 (“Brothers”)", field: "Gender", reason: "“3” means a group of both sexes; imported as unknown"),
            ImportProblem(record: "pets.csv", field: "Breed1", reason: "holds numeric codes, not names (as in PetFinder.my's data); left empty"),
            ImportProblem(record: "pets.csv", field: "Color1", reason: "holds numeric codes, not names (as in PetFinder.my's data); left empty"),
        ])
    }

    @Test func unreadableFee_isLeftEmpty_withAProblem() throws {
        let result = try read("name,type,age,fee\nRex,dog,1 year,$25.50\nMax,dog,1 year,ask us\n")

        #expect(result.records.map(\.fee) == [Decimal(string: "25.5"), nil])
        #expect(result.problems == [ImportProblem(record: "row 3 (“Max”)", field: "fee", reason: "“ask us” is not an amount; left empty")])
    }

    @Test func latin1File_isReadAsWindows1252_withAWarning() throws {
        var bytes = Array("name,type,age,description\n".utf8)
        bytes += [0x5A, 0x6F, 0xEB] + Array(",cat,2 years,".utf8) + [0x93, 0x4D, 0x69, 0x61, 0x75, 0x94] + [0x0A]

        let result = try importer.pets(in: Data(bytes), fileName: "old.csv")

        #expect(result.records.first?.name == "Zoë")
        #expect(result.records.first?.about == "“Miau”")
        #expect(result.problems == [
            ImportProblem(record: "old.csv", field: "encoding", reason: "not valid UTF-8; read as Windows-1252, so accented letters may be wrong"),
        ])
    }

    @Test func rowsWithoutAnID_getStableContentIDs() throws {
        let text = "name,type,age,breed\nRex,dog,1 year,Boxer\n"

        let first = try read(text).records.map(\.id)
        let second = try read(text).records.map(\.id)

        #expect(first == second)
        #expect(first.first?.hasPrefix("csv-") == true)
        #expect(first.first?.count == 20)
    }

    @Test func birthdayInTheFuture_ofARowWithoutADate_isComparedWithTheImportDate() throws {
        let result = try read("name,type,date_of_birth\nRex,dog,2030-01-01\n")

        #expect(result.problems.map(\.reason).first == "“2030-01-01” is after the import date (2024-06-15); ignored")
    }
}

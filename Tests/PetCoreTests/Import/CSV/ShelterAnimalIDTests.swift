import Foundation
import Testing
@testable import PetCore

/// An export's own animal id: which column it is, and what it decides (issue: distinct
/// pets silently dropped as "repeated" when only their name, species, breed and
/// birthday were equal).
@Suite("Shelter CSV: the animal's own id")
struct ShelterAnimalIDTests {
    private let importer = ShelterCSVImporter(
        now: Date(timeIntervalSince1970: 1_718_452_800), timeZone: TimeZone(identifier: "America/Chicago")!)

    private func read(_ text: String, fileName: String = "pets.csv") throws -> ImportResult<Pet> {
        try importer.pets(in: Data(text.utf8), fileName: fileName)
    }

    // MARK: Which column is the animal's id

    @Test func animalIDColumn_winsOverThePortalsRowNumber_whereverEachStands() throws {
        let result = try read("_id,AnimalID,AnimalName,AnimalType,Age\n1,A0075579,Bailey,DOG,2 YEARS\n")

        #expect(result.records.map(\.origin?.animalID) == ["A0075579"])
    }

    @Test func portalSystemColumns_areNeverTheAnimalsID() throws {
        let result = try read(":id,name,type,age\nrow-abc,Rex,dog,1 year\n")

        #expect(result.records.map(\.origin) == [nil])
    }

    @Test func otherRecordsIDs_areNotTheAnimalsID() throws {
        let result = try read("Source_Id,Staff_Id,Activity_Number,name,type,age\nP1,S1,A23-1,Rex,dog,1 year\n")

        #expect(result.records.map(\.origin) == [nil])
    }

    @Test func plainIDColumn_isTheAnimalsID_whenThereIsNoBetterOne() throws {
        let result = try read("ID,name,type,age\n17,Rex,dog,1 year\n")

        #expect(result.records.map(\.origin) == [PetOrigin(source: "pets", animalID: "17")])
    }

    @Test func shelterCode_winsOverTheDatabaseRowID() throws {
        let result = try read("ID,ShelterCode,AnimalName,Species,Age\n412,D2024001,Rex,Dog,1 year\n")

        #expect(result.records.map(\.origin?.animalID) == ["D2024001"])
    }

    // MARK: Distinct ids are distinct pets

    @Test func twoKittensWithTheSameNameAndBirthday_butDistinctPetIDs_areBothReady() throws {
        let result = try read("""
            Type,Name,Age,Breed1,PetID
            2,Kitty,2,266,a1b2c3d4e
            2,Kitty,2,266,f5e6d7c8b

            """)

        let preview = ImportPreview(pets: result, existing: [])

        #expect(preview.ready.map(\.origin?.animalID) == ["a1b2c3d4e", "f5e6d7c8b"])
        #expect(Set(preview.ready.map(\.id)).count == 2)
        #expect(preview.summary == "2 pets ready")
    }

    @Test func sameAnimalIDInTwoSources_areTwoPets() throws {
        let shelterA = try read("ID,name,type,age\n17,Rex,dog,1 year\n", fileName: "shelter-a.csv")
        let shelterB = try read("ID,name,type,age\n17,Rex,dog,1 year\n", fileName: "shelter-b.csv")

        let preview = ImportPreview(pets: shelterB, existing: shelterA.records)

        #expect(preview.ready.count == 1)
        #expect(preview.ready.first?.id != shelterA.records.first?.id)
    }

    // MARK: One row per event: the latest wins

    private let eventsHeader = "AnimalID,AnimalName,AnimalType,DOB,IntakeDate,OutcomeDate,OutcomeType\n"

    @Test func animalWithSeveralRows_importsOnce_fromItsLatestEvent_whateverTheRowOrder() throws {
        let result = try read(eventsHeader
            + "A1,Bailey,DOG,2020-01-01,2024-03-01T00:00:00,2024-03-20T00:00:00,ADOPTION\n"
            + "A1,Bailey,DOG,2020-01-01,2024-01-10T00:00:00,2024-01-12T00:00:00,RTO\n"
            + "A1,Bailey,DOG,2020-01-01,2024-05-02T00:00:00,,\n")

        #expect(result.records.map(\.status) == [.available])
        #expect(result.duplicates == [
            ImportDuplicate(record: "row 2 (“Bailey”)", kind: .repeatedInFile, reason: "an earlier row of animal A1 than row 4"),
            ImportDuplicate(record: "row 3 (“Bailey”)", kind: .repeatedInFile, reason: "an earlier row of animal A1 than row 4"),
        ])
    }

    @Test func latestEventThatIsNotAdoptable_skipsTheAnimal_andSaysWhy() throws {
        let result = try read(eventsHeader
            + "A2,Patches,DOG,2006-02-06,2024-08-01T00:00:00,2024-08-02T00:00:00,ADOPTION\n"
            + "A2,Patches,DOG,2006-02-06,2024-08-28T00:00:00,2024-08-28T00:00:00,EUTH\n"
            + "A2,Patches,DOG,2006-02-06,2024-09-28T00:00:00,2024-09-28T00:00:00,DIED\n")

        #expect(result.records.isEmpty)
        #expect(result.problems.map(\.reason) == ["outcome “DIED”: not an adoptable pet; skipped"])
        #expect(result.duplicates.count == 2)
    }

    @Test func eventsOnTheSameDay_theLaterRowWins_andUndatedRowsCountAsEarliest() throws {
        let result = try read(eventsHeader
            + "A3,Tom,CAT,2020-01-01,,,ADOPTION\n"
            + "A3,Tom,CAT,2020-01-01,2024-02-02T00:00:00,,\n"
            + "A3,Tom,CAT,2020-01-01,2024-02-02T00:00:00,,ADOPTION\n")

        #expect(result.records.map(\.status) == [.adopted])
        #expect(result.duplicates.map(\.record) == ["row 2 (“Tom”)", "row 3 (“Tom”)"])
    }

    @Test func rowsWithoutAnID_areEachTheirOwnAnimal() throws {
        let result = try read(eventsHeader
            + ",Kitty,CAT,2024-01-01,2024-02-02T00:00:00,,\n"
            + ",Kitty,CAT,2024-01-01,2024-02-02T00:00:00,,\n")

        #expect(result.records.count == 2)
        #expect(result.duplicates.isEmpty)
    }

    @Test func rowWithoutOutcomeDate_isDatedByItsIntake() throws {
        let result = try read(eventsHeader + "A4,Rex,DOG,2023-02-02,2024-02-02T00:00:00,,\n")

        let pet = try #require(result.records.first)
        #expect(CalendarDate(pet.dateAdded, in: TimeZone(identifier: "America/Chicago")!) == CalendarDate(year: 2024, month: 2, day: 2))
    }

    // MARK: Sex columns that say only the operation

    @Test(arguments: [("Spayed", Sex.female), ("SPAYED", .female), ("Neutered", .male), ("castrated", .male)])
    func sexColumn_thatNamesOnlyTheOperation_impliesTheSex(_ text: String, _ sex: Sex) throws {
        let result = try read("name,type,age,sex\nRex,dog,1 year,\(text)\n")

        #expect(result.records.map(\.sex) == [sex])
        #expect(result.problems.isEmpty)
    }

    @Test func petFinderSizedExport_ofManyNamesakes_keepsEveryDistinctPetID() throws {
        // 3,948 listings, as many as PetFinder.my's file, where names, types, ages and
        // breed codes repeat far more often than in the real one.
        let names = ["Kitty", "Puppy", "Baby", "Brownie", "Mimi", "Lucky"]
        var csv = "Type,Name,Age,Breed1,Gender,PetID\n"
        for index in 0..<3948 {
            csv += "\(index % 2 + 1),\(names[index % names.count]),\(index % 3 + 1),307,\(index % 2 + 1),pf\(String(index, radix: 16))\n"
        }

        let preview = ImportPreview(pets: try read(csv), existing: [])

        #expect(preview.ready.count == 3948)
        #expect(preview.duplicates.isEmpty)
    }
}

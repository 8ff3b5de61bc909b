import Foundation
import Testing
@testable import PetCore

/// The shelter details of known animals in the real exports (Austin, Sonoma County, San
/// José, Dallas), checked against the files' own rows, and the columns each leaves behind.
@Suite("Real exports: shelter details", .enabled(if: ImportTestData.isAvailable, "needs ../shared/testdata (not in the repository)"))
struct RealExportDetailsTests {
    private let importer = ShelterCSVImporter(
        now: Date(timeIntervalSince1970: 1_718_452_800), timeZone: TimeZone(identifier: "America/Los_Angeles")!)

    private func read(_ path: String) throws -> ImportResult<Pet> {
        try importer.pets(in: ImportTestData.data(path), fileName: path)
    }

    private func pet(_ id: String, in result: ImportResult<Pet>) throws -> Pet {
        try #require(result.records.first { $0.origin?.animalID == id })
    }

    @Test func austin_splitsColoursAtTheSlash_andReadsNeuteringFromTheSex() throws {
        let result = try read(ImportTestData.austinCSV)

        // "1","3 years","A746874","Cat","Domestic Shorthair Mix","Black/White",…,"Neutered Male"
        let cat = try pet("A746874", in: result)
        #expect(cat.details.colors == ["Black", "White"])
        #expect(cat.details.spayedOrNeutered == .yes)
        // "2",…,"A725717","Cat",…,"Silver Tabby",…,"Spayed Female"
        let tabby = try pet("A725717", in: result)
        #expect(tabby.details.colors == ["Silver Tabby"])
        #expect(tabby.details.spayedOrNeutered == .yes)
        #expect(result.records.allSatisfy { $0.about.isEmpty })
        let intact = result.records.filter { $0.details.spayedOrNeutered == .no }
        #expect(!intact.isEmpty)
    }

    @Test func sonoma_readsSizeKennelIntakeDateColourAndSpaying_ofAKnownDog() throws {
        let result = try read("pets/sonoma_county_intake_outcome_3000.csv")

        // GORDY,DOG,…,TRICOLOR,Neutered,MED,05/08/2009,…,DA46,A371306,04/29/2018,05/26/2018,…,ADOPTION
        let gordy = try pet("A371306", in: result)
        #expect(gordy.details.size == .medium)
        #expect(gordy.details.kennel == "DA46")
        #expect(gordy.details.intakeDate == CalendarDate(year: 2018, month: 4, day: 29))
        #expect(gordy.details.colors == ["TRICOLOR"])
        #expect(gordy.details.spayedOrNeutered == .yes)
        // *EMILIO,CAT,…,GRAY/WHITE,Neutered,SMALL,…,CA02,A374810
        let emilio = try pet("A374810", in: result)
        #expect(emilio.details.colors == ["GRAY", "WHITE"])
        #expect(emilio.details.size == .small)
    }

    @Test func sonoma_everySizeWordIsKnown_andPuppyOrKittenIsNoSize() throws {
        let result = try read("pets/sonoma_county_intake_outcome_3000.csv")

        #expect(!result.problems.contains { $0.field == "Size" })
        #expect(Set(result.records.compactMap(\.details.size)) == Set(PetSize.allCases))
        #expect(result.records.contains { $0.details.size == nil })
    }

    @Test func sonoma_listsTheColumnsItLeavesBehind_inThePreview() throws {
        let result = try read("pets/sonoma_county_intake_outcome_3000.csv")

        let preview = ImportPreview(pets: result, existing: [])

        #expect(preview.lines.first == "Not imported: Impound Number, Days in Shelter, Intake Type, Intake Subtype, "
            + "Outcome Subtype, Intake Condition, Outcome Condition, Intake Jurisdiction, Outcome Jurisdiction, "
            + "Outcome Zip Code, Location, Count, Zip Codes")
    }

    @Test func sanJose_readsPrimaryAndSecondaryColours_intakeDate_andSpaying() throws {
        let result = try read("pets/san_jose_intake_outcome_3000.csv")

        // 1,A0075579,BAILEY,DOG,BLACK,RED,LABRADOR RETR,SPAYED,1994-01-16T00:00:00,16 YEARS,2024-10-15T00:00:00,…
        let bailey = try pet("A0075579", in: result)
        #expect(bailey.details.colors == ["BLACK", "RED"])
        #expect(bailey.details.spayedOrNeutered == .yes)
        #expect(bailey.details.intakeDate == CalendarDate(year: 2024, month: 10, day: 15))
        #expect(result.leftOut.columns == [
            "IntakeCondition", "IntakeType", "IntakeSubtype", "IntakeReason", "OutcomeSubtype", "OutcomeCondition",
            "Crossing", "Jurisdiction", "LastUpdate",
        ])
    }

    /// Dallas's export has no date of birth or age, so it cannot make pets (a pet has a
    /// birthday); its kennel and intake columns are still the ones the details read.
    @Test func dallas_kennelIntakeAndBreedColumns_areRecognised() throws {
        let data = try ImportTestData.data("pets/dallas_animal_shelter_fy2023_2025_100.csv")
        let header = try #require(CSVReader(sniffing: DecodedText(data).text).rows(DecodedText(data).text).first)

        let columns = ShelterColumn.indices(in: header.fields)

        #expect(columns[.kennel].map { header.fields[$0] } == "Kennel_Number")
        #expect(columns[.intakeDate].map { header.fields[$0] } == "Intake_Date")
        #expect(columns[.breed].map { header.fields[$0] } == "Animal_Breed")
        #expect(columns[.id].map { header.fields[$0] } == "Animal_Id")
        #expect(columns[.microchip] == nil)
    }
}

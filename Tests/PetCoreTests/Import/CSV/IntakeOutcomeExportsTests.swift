import Foundation
import Testing
@testable import PetCore

/// The real intake-and-outcome exports (Sonoma County, San José), which list an animal
/// once per event. The distinct animal ids were counted independently (a Python `csv`
/// reading of the same files): San José 2,454 in 3,000 rows, Sonoma 2,983 in 3,000.
@Suite("Intake and outcome exports", .enabled(if: ImportTestData.isAvailable, "needs ../shared/testdata (not in the repository)"))
struct IntakeOutcomeExportsTests {
    private let importer = ShelterCSVImporter(
        now: Date(timeIntervalSince1970: 1_718_452_800), timeZone: TimeZone(identifier: "America/Los_Angeles")!)

    static let exports = [
        ("pets/san_jose_intake_outcome_3000.csv", 2454),
        ("pets/sonoma_county_intake_outcome_3000.csv", 2983),
    ]

    @Test(arguments: exports)
    func everyDistinctAnimal_isReadyOrSkippedWithAReason_neverDroppedAsARepeat(_ path: String, _ animals: Int) throws {
        let result = try importer.pets(in: ImportTestData.data(path), fileName: path)

        let preview = ImportPreview(pets: result, existing: [])

        #expect(preview.ready.count + preview.skippedCount == animals)
        #expect(preview.repeatedInFileCount == 3000 - animals)
        #expect(Set(preview.ready.compactMap(\.origin)).count == preview.ready.count)
        #expect(preview.duplicates.allSatisfy { $0.reason.hasPrefix("an earlier row of animal") })
    }

    @Test(arguments: exports)
    func importingTheSameFileAgain_changesNothing_andAddsNothing(_ path: String, _ animals: Int) throws {
        let data = try ImportTestData.data(path)
        let first = ImportPreview(pets: try importer.pets(in: data, fileName: path), existing: [])

        let again = ImportPreview(pets: try importer.pets(in: data, fileName: path), existing: first.ready)

        #expect(again.ready.isEmpty)
        #expect(again.updates.isEmpty)
        #expect(again.alreadyInCatalogCount == first.ready.count)
    }

    @Test func sanJosesSexColumn_ofNeuteredAndSpayed_readsAsMaleAndFemale() throws {
        let result = try importer.pets(in: ImportTestData.data("pets/san_jose_intake_outcome_3000.csv"), fileName: "sj.csv")

        #expect(!result.problems.contains { $0.field == "Sex" })
        #expect(result.records.first { $0.origin?.animalID == "A0075579" }?.sex == .female)
    }
}

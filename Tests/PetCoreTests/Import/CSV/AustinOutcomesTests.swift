import Foundation
import Testing
@testable import PetCore

/// The first 2,000 rows of the Austin Animal Center outcomes export. The counts were
/// worked out independently (a Python `csv` reading of the same file) and pinned here:
/// 5 animals appear twice (one row per outcome), so the file lists 1,995 animals; by
/// each one's latest row, 188 died (Euthanasia 160, Died 20, Disposal 8) and 469 of the
/// other 1,807 have no name.
@Suite("Austin outcomes CSV", .enabled(if: ImportTestData.isAvailable, "needs ../shared/testdata (not in the repository)"))
struct AustinOutcomesTests {
    private let importer = ShelterCSVImporter(now: Date(timeIntervalSince1970: 1_718_452_800), timeZone: TimeZone(identifier: "America/Chicago")!)

    @Test func everyAnimal_importsFromItsLatestRow_withExactCountsAndReasons() throws {
        let result = try importer.pets(in: ImportTestData.data(ImportTestData.austinCSV), fileName: "austin.csv")

        #expect(result.records.count == 1807)
        #expect(Set(result.records.map(\.id)).count == 1807)
        #expect(result.records.allSatisfy { $0.origin?.source == "austin" })
        #expect(result.problems.count == 188 + 469)
        let skipped = result.problems.filter { $0.field == nil }
        #expect(skipped.count == 188)
        #expect(skipped.filter { $0.reason == "outcome “Euthanasia”: not an adoptable pet; skipped" }.count == 160)
        #expect(skipped.filter { $0.reason == "outcome “Died”: not an adoptable pet; skipped" }.count == 20)
        #expect(skipped.filter { $0.reason == "outcome “Disposal”: not an adoptable pet; skipped" }.count == 8)
        #expect(skipped.first == ImportProblem(record: "row 7 (“Lucy”)", reason: "outcome “Euthanasia”: not an adoptable pet; skipped"))
        let unnamed = result.problems.filter { $0.field == "name" }
        #expect(unnamed.count == 469)
        #expect(unnamed.allSatisfy { $0.reason == "empty; imported as “Unnamed”" })
        #expect(unnamed.first?.record == "row 2")
    }

    @Test func pets_haveTheExportsSpeciesSexesAndStatuses() throws {
        let pets = try importer.pets(in: ImportTestData.data(ImportTestData.austinCSV), fileName: "austin.csv").records

        #expect(pets.count { $0.species == .dog } == 1063)
        #expect(pets.count { $0.species == .cat } == 715)
        #expect(pets.count { $0.species == .other } == 22)
        #expect(pets.count { $0.species == .bird } == 7)
        #expect(pets.count { $0.sex == .unknown } == 65)
        #expect(pets.count { $0.status == .adopted } == 847 + 367 + 3)
        #expect(pets.count { $0.status == .available } == 590)
        #expect(!pets.contains { $0.name.hasPrefix("*") })
        #expect(pets.allSatisfy { $0.birthday <= CalendarDate($0.dateAdded, in: TimeZone(identifier: "America/Chicago")!) })
    }

    @Test func preview_findsTheFiveAnimalsListedTwice_andKeepsEachOnesLatestOutcome() throws {
        let result = try importer.pets(in: ImportTestData.data(ImportTestData.austinCSV), fileName: "austin.csv")

        let preview = ImportPreview(pets: result, existing: [])

        #expect(preview.ready.count == 1807)
        #expect(preview.repeatedInFileCount == 5)
        #expect(preview.duplicates.allSatisfy { $0.reason.hasPrefix("an earlier row of animal A") })
        // A714760: transferred in 2015, adopted in 2016; A721361: adopted, then transferred.
        #expect(preview.ready.first { $0.origin?.animalID == "A714760" }?.status == .adopted)
        #expect(preview.ready.first { $0.origin?.animalID == "A721361" }?.status == .available)
        #expect(preview.summary == "1807 pets ready · 5 repeated in this file · 188 skipped")
    }

    @Test func importingTheFileAgain_findsEveryAnimalAlreadyInTheCatalog_unchanged() throws {
        let data = try ImportTestData.data(ImportTestData.austinCSV)
        let first = ImportPreview(pets: try importer.pets(in: data, fileName: "austin.csv"), existing: [])

        let again = ImportPreview(pets: try importer.pets(in: data, fileName: "austin.csv"), existing: first.ready)

        #expect(again.ready.isEmpty)
        #expect(again.updates.isEmpty)
        #expect(again.summary == "0 pets ready · 1807 already in the catalog · 5 repeated in this file · 188 skipped")
    }
}

import Foundation
import Testing
@testable import PetCore

/// The first 2,000 rows of the Austin Animal Center outcomes export. The counts were
/// worked out independently (a Python `csv` reading of the same file) and pinned here:
/// 188 rows are animals that died (Euthanasia 160, Died 20, Disposal 8), 469 of the
/// other 1,812 have no name, and 5 animals appear twice (one row per outcome).
@Suite("Austin outcomes CSV", .enabled(if: ImportTestData.isAvailable, "needs ../shared/testdata (not in the repository)"))
struct AustinOutcomesTests {
    private let importer = ShelterCSVImporter(now: Date(timeIntervalSince1970: 1_718_452_800), timeZone: TimeZone(identifier: "America/Chicago")!)

    @Test func allRows_import_withExactCountsAndReasons() throws {
        let result = try importer.pets(in: ImportTestData.data(ImportTestData.austinCSV), fileName: "austin.csv")

        #expect(result.records.count == 1812)
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

        #expect(pets.count { $0.species == .dog } == 1065)
        #expect(pets.count { $0.species == .cat } == 718)
        #expect(pets.count { $0.species == .other } == 22)
        #expect(pets.count { $0.species == .bird } == 7)
        #expect(pets.count { $0.sex == .unknown } == 65)
        #expect(pets.count { $0.status == .adopted } == 850 + 368 + 3)
        #expect(pets.count { $0.status == .available } == 591)
        #expect(!pets.contains { $0.name.hasPrefix("*") })
        #expect(pets.allSatisfy { $0.birthday <= CalendarDate($0.dateAdded, in: TimeZone(identifier: "America/Chicago")!) })
    }

    @Test func preview_findsTheFiveAnimalsListedTwice() throws {
        let result = try importer.pets(in: ImportTestData.data(ImportTestData.austinCSV), fileName: "austin.csv")

        let preview = ImportPreview(pets: result, existing: [])

        #expect(preview.ready.count == 1807)
        #expect(preview.repeatedInFileCount == 5)
        #expect(preview.duplicates.allSatisfy { $0.reason.hasPrefix("same id as an earlier") })
        #expect(preview.summary == "1807 pets ready · 5 repeated in this file · 188 skipped")
    }

    @Test func importingTheFileAgain_findsEveryPetAlreadyInTheCatalog() throws {
        let data = try ImportTestData.data(ImportTestData.austinCSV)
        let first = ImportPreview(pets: try importer.pets(in: data, fileName: "austin.csv"), existing: [])

        let again = ImportPreview(pets: try importer.pets(in: data, fileName: "austin.csv"), existing: first.ready)

        #expect(again.ready.isEmpty)
        #expect(again.summary == "0 pets ready · 1812 already in the catalog · 188 skipped")
    }
}

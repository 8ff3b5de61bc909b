import Foundation
import Testing
@testable import PetCore

@Suite("Import completeness")
struct ImportCompletenessTests {
    private typealias F = ImportFlowFixtures

    private static let adoptableCSV = F.csvHeader + "A1,Dog,Beagle,Tricolor,2013-11-18,2015-12-28 18:43:00,Frank,Adoption,Neutered Male,2 years\r\n"
    private static let skippedCSV = F.csvHeader + "A3,Dog,Beagle,Tricolor,2012-03-01,2015-01-28 10:39:00,Lucy,Euthanasia,Spayed Female,2 years\r\n"

    private func completeness(_ files: [ImportFile], store: InMemoryCatalogStore = InMemoryCatalogStore()) async throws -> ImportCompleteness {
        ImportCompleteness(try await ImportService(store: store, context: F.context).plan(of: files))
    }

    @Test func everything_whenEveryFileIsRead_andNoRecordSkipped() async throws {
        #expect(try await completeness([F.file("pets.csv", Self.adoptableCSV), F.file("bites.html", F.recipePage())]) == .everything)
    }

    @Test func everything_whenEveryRecordIsInTheCatalogAlready() async throws {
        let store = InMemoryCatalogStore()
        let service = ImportService(store: store, context: F.context)
        _ = try await service.write(try await service.plan(of: [F.file("pets.csv", Self.adoptableCSV)]))

        await #expect(try completeness([F.file("pets.csv", Self.adoptableCSV)], store: store) == .everything)
    }

    @Test func part_whenARecordIsSkipped() async throws {
        #expect(try await completeness([F.file("pets.csv", F.shelterCSV)]) == .part)
    }

    @Test func part_whenOneFileIsMissing() async throws {
        #expect(try await completeness([F.file("pets.csv", Self.adoptableCSV), F.missingFile("gone.csv")]) == .part)
    }

    @Test func part_again_whenTheSameFilesAreImportedTwice() async throws {
        let store = InMemoryCatalogStore()
        let service = ImportService(store: store, context: F.context)
        _ = try await service.write(try await service.plan(of: [F.file("pets.csv", F.shelterCSV)]))

        await #expect(try completeness([F.file("pets.csv", F.shelterCSV)], store: store) == .part)
    }

    @Test func nothing_whenNoFileCanBeRead() async throws {
        #expect(try await completeness([F.missingFile("gone.csv"), F.file("empty.csv", "")]) == .nothing)
    }

    @Test func nothing_whenEveryRecordIsSkipped() async throws {
        #expect(try await completeness([F.file("pets.csv", Self.skippedCSV)]) == .nothing)
    }
}

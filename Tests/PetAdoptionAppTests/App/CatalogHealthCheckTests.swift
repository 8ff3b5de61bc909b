import CGtk
import Foundation
import PetCore
import PetStore
import Testing
@testable import PetAdoptionApp

extension GTKSuite {
    /// The database check after the first frame: a damaged catalog is found, the user is
    /// asked, and the file is replaced while the window stays up.
    @MainActor @Suite("Catalog health check")
    struct CatalogHealthCheckTests {
        private let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("CatalogHealthCheckTests-\(UUID().uuidString)", isDirectory: true)
        private var location: DatabaseLocation {
            DatabaseLocation(fileURL: folder.appendingPathComponent("catalog.sqlite"))
        }
        private static let sample = CatalogSeed(
            pets: PetGenerator(seed: 5).makePets(count: 300, today: CalendarDate(year: 2026, month: 11, day: 23)!, now: Date()),
            recipes: [])

        /// A catalog of ``sample`` whose pet table lost the leaf page holding its first
        /// pet, as a failing disk would leave it; opened again.
        private func damagedCatalog() throws -> CatalogDatabase {
            try CatalogDatabase.open(at: location, seed: { Self.sample }).database.close()
            var bytes = [UInt8](try Data(contentsOf: location.fileURL))
            let pageSize = Int(bytes[16]) << 8 | Int(bytes[17])
            let pet = Self.sample.pets[0]
            let start = try #require(stride(from: pageSize, to: bytes.count, by: pageSize).first { start in
                let page = bytes[start..<(start + pageSize)]
                return page.first == 0x0D  // a table's leaf
                    && page.firstRange(of: Array(pet.id.utf8)) != nil && page.firstRange(of: Array(pet.name.utf8)) != nil
            })
            bytes.replaceSubrange(start..<(start + pageSize), with: repeatElement(0xA5, count: pageSize))
            try Data(bytes).write(to: location.fileURL)
            return try CatalogDatabase.open(at: location, seed: { .empty }).database
        }

        /// Runs the check of `database` over a new window; returns the window.
        private func check(_ database: CatalogDatabase) async throws -> ShellFixture {
            let shell = try ShellFixture()
            try await shell.waitUntilMapped()
            let healthCheck = try CatalogHealthCheck(
                database: database, context: .system(translator: .english), window: shell.window.window,
                toasts: shell.window.toasts, seed: { StoreSample.seed })
            healthCheck.run()
            await GTKTestLoop.settle()
            return shell
        }

        @Test func soundCatalog_asksNothing() async throws {
            defer { try? FileManager.default.removeItem(at: folder) }
            let database = try CatalogDatabase.open(at: location, seed: { Self.sample }).database

            let shell = try await check(database)

            #expect(messageDialogs().isEmpty)
            #expect(try shell.window.toasts.titles.isEmpty)
            await shell.tearDown()
            try database.close()
        }

        @Test func damagedCatalog_asksWhetherToRecover_andRecoverKeepsEveryPetThatCanBeRead() async throws {
            defer { try? FileManager.default.removeItem(at: folder) }
            let database = try damagedCatalog()

            let shell = try await check(database)

            let dialog = try #require(messageDialogs().first)
            #expect(heading(of: dialog) == "Catalog Damaged")
            let body = String(cString: pet_message_dialog_get_body(dialog))
            #expect(body.hasPrefix("Part of the catalog database can no longer be read."))
            #expect(String(cString: pet_message_dialog_get_default_response(dialog))
                == QuestionDialog.keepResponse)
            clickResponse("_Recover", in: dialog)
            await GTKTestLoop.settle()

            let pets = try database.loadPets()
            #expect(!pets.isEmpty && pets.count < Self.sample.pets.count)
            #expect(!pets.contains { $0.id == Self.sample.pets[0].id })
            #expect(body.contains("\(pets.count) pets and 0 recipes can still be read"))
            #expect(try shell.window.toasts.titles == ["Recovered \(pets.count) pets and 0 recipes"])
            #expect(try database.passesQuickCheck())
            let kept = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix("catalog.damaged-") && $0.hasSuffix(".sqlite") }
            #expect(kept.count == 1 && body.contains(kept[0]))
            await shell.tearDown()
            try database.close()
        }

        @Test func damagedCatalog_startOver_replacesItWithTheSampleCatalog() async throws {
            defer { try? FileManager.default.removeItem(at: folder) }
            let database = try damagedCatalog()
            let shell = try await check(database)

            clickResponse("_Start Over", in: try #require(messageDialogs().first))
            await GTKTestLoop.settle()

            #expect(try database.loadPets().map(\.id) == StoreSample.seed.pets.map(\.id))
            #expect(try shell.window.toasts.titles == ["Started over from the sample pets and recipes"])
            await shell.tearDown()
            try database.close()
        }
    }
}

/// A sample catalog of one pet, for starting over.
private enum StoreSample {
    static let seed = CatalogSeed(
        pets: PetGenerator(seed: 9).makePets(count: 1, today: CalendarDate(year: 2026, month: 11, day: 23)!, now: Date()),
        recipes: [])
}

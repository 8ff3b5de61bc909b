#if canImport(Glibc)
import Glibc
#endif
import Foundation
import PetCore
import Testing
@testable import PetStore

@Suite("Catalog database: change observation")
@MainActor
struct CatalogChangeObservingTests {
    // MARK: Other connections' commits

    @Test func commitByAnotherConnection_isReportedAsAChangeOfEverything() async throws {
        let folder = try StoreFixtures.temporaryFolder()
        let database = try StoreFixtures.open(in: folder).database
        let recorder = ChangeRecorder()
        let observation = database.observeChanges(recorder.record)
        defer { observation.cancel() }
        // A second pool on the same file: to SQLite, the same as another process.
        let other = try StoreFixtures.open(in: folder).database

        try await other.savePet(StoreFixtures.pet("from-elsewhere", name: "Nova"))

        #expect(await recorder.next() == .all)
        #expect(try database.loadPets().contains { $0.name == "Nova" })
    }

    @Test func commitByAnotherProcess_isReportedAsAChangeOfEverything() async throws {
        let writerURL = StoreFixtures.crashWriterURL
        try #require(FileManager.default.isExecutableFile(atPath: writerURL.path),
                     "\(writerURL.path) is missing: build every product first with `swift build --build-tests`")
        let folder = try StoreFixtures.temporaryFolder()
        let database = try StoreFixtures.open(in: folder).database
        let recorder = ChangeRecorder()
        let observation = database.observeChanges(recorder.record)
        defer { observation.cancel() }
        let process = Process()
        process.executableURL = writerURL
        process.arguments = [database.fileURL.path, "0"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }

        #expect(await recorder.next() == .all)
    }

    @Test func commitByAnotherConnection_beforeObservingStarts_isReportedWhenItStarts() async throws {
        let folder = try StoreFixtures.temporaryFolder()
        let database = try StoreFixtures.open(in: folder).database
        let other = try StoreFixtures.open(in: folder).database
        try await other.setFavourite(true, petID: "seed-2")
        let recorder = ChangeRecorder()

        let observation = database.observeChanges(recorder.record)
        defer { observation.cancel() }

        #expect(await recorder.next() == .all)
        #expect(try database.loadFavouriteIDs() == ["seed-2"])
    }

    @Test func versionCheck_ignoresOwnCommits_andCountsAnotherConnectionsOnce() async throws {
        let folder = try StoreFixtures.temporaryFolder()
        let database = try StoreFixtures.open(in: folder).database
        let monitor = database.externalChanges
        #expect(try !monitor.otherConnectionsCommittedSinceLastCheck())

        try await database.setFavourite(true, petID: "seed-1")
        try await database.recordAdoption(petID: "seed-2", on: StoreFixtures.addedDate)
        try await database.savePet(StoreFixtures.pet("mine"))
        try await database.setChecked(true, item: ChecklistItem(.ingredient, 0), recipeID: "seed-r1")
        _ = try await database.importCatalog(pets: [StoreFixtures.pet("imported")], recipes: [], source: "x.json")
        #expect(try !monitor.otherConnectionsCommittedSinceLastCheck())

        let other = try StoreFixtures.open(in: folder).database
        #expect(try !monitor.otherConnectionsCommittedSinceLastCheck(), "opening the file commits nothing")
        try await other.deletePet(id: "mine")
        #expect(try monitor.otherConnectionsCommittedSinceLastCheck())
        #expect(try !monitor.otherConnectionsCommittedSinceLastCheck(), "a commit counts once")

        try await database.setFavourite(false, petID: "seed-1")
        #expect(try !monitor.otherConnectionsCommittedSinceLastCheck())
    }

    // MARK: Import batches

    @Test func importBatchAndItsUndo_areReported_withTheKindsInserted() async throws {
        let database = try StoreFixtures.open(in: StoreFixtures.temporaryFolder()).database
        let recorder = ChangeRecorder()
        let observation = database.observeChanges(recorder.record)
        defer { observation.cancel() }

        let pets = try await database.importCatalog(pets: [StoreFixtures.pet("p1")], recipes: [], source: "pets.json")
        #expect(await recorder.next() == .pets)
        try database.undoImport(pets)
        #expect(await recorder.next() == .pets)

        let recipes = try await database.importCatalog(pets: [], recipes: [StoreFixtures.recipe("r1")], source: "recipes.plist")
        #expect(await recorder.next() == .recipes)
        try database.undoImport(recipes)
        #expect(await recorder.next() == .recipes)

        let both = try await database.importCatalog(
            pets: [StoreFixtures.pet("p2")], recipes: [StoreFixtures.recipe("r2")], source: "both.json")
        #expect(await recorder.next() == [.pets, .recipes])
        try database.undoImport(both)
        #expect(await recorder.next() == [.pets, .recipes])
    }

    // MARK: The monitor's life

    @Test func cancellingTheLastObservation_stopsTheMonitor() throws {
        let database = try StoreFixtures.open(in: StoreFixtures.temporaryFolder()).database
        #expect(!database.externalChanges.isRunning)
        let first = database.observeChanges { _ in }
        let second = database.observeChanges { _ in }
        #expect(database.externalChanges.isRunning)

        first.cancel()
        #expect(database.externalChanges.isRunning)
        second.cancel()
        #expect(!database.externalChanges.isRunning)
        second.cancel()
        #expect(!database.externalChanges.isRunning)
    }

    @Test func releasingTheLastObservation_stopsTheMonitor() throws {
        let database = try StoreFixtures.open(in: StoreFixtures.temporaryFolder()).database
        do {
            let observation = database.observeChanges { _ in }
            withExtendedLifetime(observation) {
                #expect(database.externalChanges.isRunning)
            }
        }
        #expect(!database.externalChanges.isRunning)
    }

    @Test func closingTheDatabase_stopsTheMonitor() throws {
        let database = try StoreFixtures.open(in: StoreFixtures.temporaryFolder()).database
        let observation = database.observeChanges { _ in }
        #expect(database.externalChanges.isRunning)

        try database.close()

        #expect(!database.externalChanges.isRunning)
        observation.cancel()
    }

    @Test func observingAgain_afterTheLastObservationEnded_reportsAgain() async throws {
        let folder = try StoreFixtures.temporaryFolder()
        let database = try StoreFixtures.open(in: folder).database
        database.observeChanges { _ in }.cancel()
        let recorder = ChangeRecorder()
        let observation = database.observeChanges(recorder.record)
        defer { observation.cancel() }
        #expect(database.externalChanges.isRunning)

        let other = try StoreFixtures.open(in: folder).database
        try await other.deletePet(id: "seed-1")

        #expect(await recorder.next() == .all)
    }
}

import Foundation
import GRDB
import PetCore
import Testing
@testable import PetStore

@Suite("Catalog database: failures")
struct CatalogFailureTests {
    private static let openedAt = Date(timeIntervalSince1970: 1_795_000_000)  // 2026-11-18T11:06:40Z

    private func files(in folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    @Test func fileThatIsNotADatabase_isMovedAside_andAFreshCatalogIsSeeded() throws {
        let folder = try StoreFixtures.temporaryFolder()
        let fileURL = folder.appendingPathComponent("catalog.sqlite")
        let garbage = Data("these are my holiday notes, not a database".utf8) + Data(repeating: 7, count: 5000)
        try garbage.write(to: fileURL)
        try Data("stale wal".utf8).write(to: URL(fileURLWithPath: fileURL.path + "-wal"))

        let opening = try StoreFixtures.open(in: folder)

        let movedURL = try #require(opening.movedAsideURL)
        #expect(movedURL.lastPathComponent == "catalog.damaged-2026-11-18T110640Z.sqlite")
        #expect(try Data(contentsOf: movedURL) == garbage)
        #expect(try Data(contentsOf: URL(fileURLWithPath: movedURL.path + "-wal")) == Data("stale wal".utf8))
        #expect(opening.notice(.english)?.contains(movedURL.path) == true)
        #expect(try opening.database.loadPets().count == StoreFixtures.seed.pets.count)
    }

    @Test func damagedDatabase_isMovedAside_andAFreshCatalogIsSeeded() throws {
        let folder = try StoreFixtures.temporaryFolder()
        let first = try StoreFixtures.open(in: folder).database
        try first.writer.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)") }
        try first.close()
        // Keep SQLite's 100-byte header, scribble over the rest of the first page (the schema).
        let fileURL = folder.appendingPathComponent("catalog.sqlite")
        let handle = try FileHandle(forWritingTo: fileURL)
        try handle.seek(toOffset: 100)
        try handle.write(contentsOf: Data(repeating: 0xA5, count: 3000))
        try handle.close()

        let opening = try StoreFixtures.open(in: folder)

        let movedURL = try #require(opening.movedAsideURL)
        #expect(FileManager.default.fileExists(atPath: movedURL.path))
        #expect(try opening.database.loadRecipes().map(\.id) == ["seed-r1"])
    }

    @Test func damageFoundWhileReading_isReported_andTheNextStartUpSetsTheFileAside() throws {
        let folder = try StoreFixtures.temporaryFolder()
        let pets = (0..<2_000).map { StoreFixtures.pet("p\($0)") }
        let first = try StoreFixtures.open(in: folder, seed: CatalogSeed(pets: pets, recipes: [])).database
        let (pageSize, petRoot) = try first.writer.writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)")
            return (try Int.fetchOne(db, sql: "PRAGMA page_size") ?? 0,
                    try Int.fetchOne(db, sql: "SELECT rootpage FROM sqlite_master WHERE name = 'pet'") ?? 0)
        }
        try first.close()
        // Scribble over the pet table's root page: the schema still reads fine.
        let fileURL = folder.appendingPathComponent("catalog.sqlite")
        let handle = try FileHandle(forWritingTo: fileURL)
        try handle.seek(toOffset: UInt64((petRoot - 1) * pageSize))
        try handle.write(contentsOf: Data(repeating: 0xA5, count: pageSize))
        try handle.close()

        let damaged = try StoreFixtures.open(in: folder)
        #expect(damaged.movedAsideURL == nil)
        #expect(throws: CatalogStoreError.damaged) { try damaged.database.loadPets() }
        try damaged.database.close()

        let recovered = try StoreFixtures.open(in: folder)
        #expect(recovered.movedAsideURL != nil)
        #expect(try recovered.database.loadPets().count == StoreFixtures.seed.pets.count)
        try recovered.database.close()
        #expect(try StoreFixtures.open(in: folder).movedAsideURL == nil)
    }

    @Test func secondDamagedFileInTheSameSecond_getsItsOwnName() throws {
        let folder = try StoreFixtures.temporaryFolder()
        let fileURL = folder.appendingPathComponent("catalog.sqlite")
        try Data(repeating: 1, count: 4096).write(to: fileURL)
        let first = try StoreFixtures.open(in: folder)
        try first.database.close()
        for suffix in ["-wal", "-shm"] {
            try FileManager.default.removeItem(atPath: fileURL.path + suffix)
        }
        try Data(repeating: 2, count: 4096).write(to: fileURL)
        let second = try StoreFixtures.open(in: folder)
        #expect(first.movedAsideURL != second.movedAsideURL)
        #expect(try files(in: folder).filter { $0.contains("damaged") && $0.hasSuffix(".sqlite") }.count == 2)
    }

    @Test func newerSchema_refusesToOpen_andLeavesTheFileUnchanged() throws {
        let folder = try StoreFixtures.temporaryFolder()
        let fileURL = folder.appendingPathComponent("catalog.sqlite")
        let database = try StoreFixtures.open(in: folder).database
        // What a future version of the app would have done.
        try database.writer.write { db in
            try db.execute(sql: "CREATE TABLE petVaccination (petId TEXT)")
            try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v2: vaccinations')")
        }
        try database.close()
        let before = try Data(contentsOf: fileURL)
        let filesBefore = try files(in: folder)

        #expect(throws: CatalogStoreError.newerSchema(fileURL)) {
            _ = try StoreFixtures.open(in: folder)
        }
        #expect(try Data(contentsOf: fileURL) == before)
        #expect(try files(in: folder) == filesBefore)
        #expect(CatalogStoreError.newerSchema(fileURL).errorDescription?.contains("newer version") == true)
    }

    @Test func readOnlyDatabase_failsTheWrite_withAPlainMessage_andKeepsWhatWasCommitted() async throws {
        let database = try StoreFixtures.open(in: StoreFixtures.temporaryFolder()).database
        try await database.setFavourite(true, petID: "seed-1")
        // The tests run as root, which ignores file permissions, so the writer
        // connection itself is made read-only.
        try await database.writer.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA query_only = ON") }

        await #expect(throws: CatalogStoreError.readOnly) { try await database.setFavourite(true, petID: "seed-2") }
        await #expect(throws: CatalogStoreError.readOnly) { try await database.deletePet(id: "seed-1") }
        #expect(try database.loadFavouriteIDs() == ["seed-1"])
        #expect(try database.loadPets().count == 2)
        let message = FailureMessage("Couldn't mark Ziggy as a favourite.", error: CatalogStoreError.readOnly)
        #expect(message.text == "Couldn't mark Ziggy as a favourite. The catalog can't be changed because its database file is read-only.")
    }

    @Test func writeWhileAnotherProgramHoldsTheLock_givesUpAfterTheBusyTimeout_withAPlainMessage() async throws {
        let folder = try StoreFixtures.temporaryFolder()
        let database = try StoreFixtures.open(in: folder).database
        // Another program (a long import in a terminal) in the middle of its write.
        var configuration = Configuration()
        configuration.allowsUnsafeTransactions = true  // The transaction outlives one access, as another program's would.
        let other = try DatabaseQueue(path: database.fileURL.path, configuration: configuration)
        try other.inDatabase { try $0.execute(sql: "BEGIN IMMEDIATE") }

        await #expect(throws: CatalogStoreError.busy) { try await database.setFavourite(true, petID: "seed-1") }

        #expect(try database.loadFavouriteIDs().isEmpty)  // Readers are never blocked.
        try other.inDatabase { try $0.execute(sql: "ROLLBACK") }
        try await database.setFavourite(true, petID: "seed-1")
        #expect(try database.loadFavouriteIDs() == ["seed-1"])
        #expect(FailureMessage("Couldn't mark Bella as a favourite.", error: CatalogStoreError.busy).text
            == "Couldn't mark Bella as a favourite. The catalog is busy in another program. Try again in a moment.")
        try other.close()
    }

    @Test func fullDisk_failsTheWrite_withAPlainMessage_andRollsItBack() async throws {
        let database = try StoreFixtures.open(in: StoreFixtures.temporaryFolder()).database
        try await database.setChecked(true, item: ChecklistItem(.ingredient, 0), recipeID: "seed-r1")
        // Disk full, simulated: the writer may not grow the file by a single page.
        try await database.writer.writeWithoutTransaction { db in
            let pages = try Int.fetchOne(db, sql: "PRAGMA page_count") ?? 0
            try db.execute(sql: "PRAGMA max_page_count = \(pages)")
        }
        var big = StoreFixtures.pet("big")
        big.about = String(repeating: "A very long story. ", count: 20_000)

        await #expect(throws: CatalogStoreError.diskFull) { try await database.savePet(big) }
        await #expect(throws: CatalogStoreError.diskFull) {
            _ = try await database.importCatalog(pets: [big], recipes: [], source: "big.json")
        }
        #expect(try database.loadPets().map(\.id).sorted() == ["seed-1", "seed-2"])
        #expect(try database.checkedItems(recipeID: "seed-r1") == [ChecklistItem(.ingredient, 0)])
        #expect(CatalogStoreError.diskFull.errorDescription == "The disk is full.")
    }

    @Test func databaseStaysUsable_afterAFailedWrite() async throws {
        let database = try StoreFixtures.open(in: StoreFixtures.temporaryFolder()).database
        try await database.writer.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA query_only = ON") }
        await #expect(throws: CatalogStoreError.readOnly) { try await database.replaceChecklist(recipeID: "seed-r1", checked: []) }
        try await database.writer.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA query_only = OFF") }
        try await database.setFavourite(true, petID: "seed-2")
        #expect(try database.loadFavouriteIDs() == ["seed-2"])
    }
}

@Suite("Catalog database: failures seen from a form")
@MainActor
struct CatalogFailureFormTests {
    @Test func petForm_onAFullDisk_showsTheFailure_andMatchesTheDisk() async throws {
        let database = try StoreFixtures.open(in: StoreFixtures.temporaryFolder()).database
        let stored = try #require(try database.loadPets().first { $0.id == "seed-2" })
        let catalog = PetCatalog(repository: database, context: DisplayContext(now: { StoreFixtures.addedDate }))
        await catalog.load()
        try await database.writer.writeWithoutTransaction { db in
            let pages = try Int.fetchOne(db, sql: "PRAGMA page_count") ?? 0
            try db.execute(sql: "PRAGMA max_page_count = \(pages)")
        }
        let form = PetFormViewModel(catalog: catalog, pet: stored)
        form.about = String(repeating: "Ziggy's long story. ", count: 20_000)

        #expect(!(await form.save()))
        #expect(form.editing.failure?.text == "Couldn't save Ziggy. The disk is full.")
        #expect(form.editing.saved == stored)
        #expect(try database.loadPets().first { $0.id == "seed-2" } == stored)
        #expect(catalog.pet(withID: "seed-2") == stored)
    }
}

import Foundation
import GRDB
import PetCore
import Testing
@testable import PetStore

@Suite("Catalog database: damage found while running, and recovery")
@MainActor
struct CatalogDamageRecoveryTests {
    /// 2,000 pets with ids of one length, so that a page's bytes name exactly its pets.
    private static let pets = (0..<2_000).map { StoreFixtures.pet(String(format: "pet-%04d", $0)) }

    /// A closed catalog of ``pets`` whose favourites are the pets listed, in `folder`.
    private func makeCatalog(in folder: URL, favourites: [Pet.ID] = []) async throws {
        let database = try StoreFixtures.open(in: folder, seed: CatalogSeed(pets: Self.pets, recipes: [StoreFixtures.recipe("r1")])).database
        for id in favourites {
            try await database.setFavourite(true, petID: id)
        }
        try database.close()
    }

    /// Overwrites `count` leaf pages of the pet table (from the middle of the file) with
    /// noise, as a failing disk would; returns the ids of the pets those pages held.
    private func damagePetPages(in folder: URL, count: Int) throws -> Set<Pet.ID> {
        let fileURL = folder.appendingPathComponent("catalog.sqlite")
        var bytes = [UInt8](try Data(contentsOf: fileURL))
        let pageSize = Int(bytes[16]) << 8 | Int(bytes[17])
        let tableLeaf: UInt8 = 0x0D
        let leaves = stride(from: pageSize, to: bytes.count, by: pageSize).filter { start in
            bytes[start] == tableLeaf && bytes[start..<(start + pageSize)].firstRange(of: Array("pet-".utf8)) != nil
        }
        let damaged = leaves[(leaves.count / 2)..<(leaves.count / 2 + count)]
        var lost: Set<Pet.ID> = []
        for start in damaged {
            let page = String(decoding: bytes[start..<(start + pageSize)], as: UTF8.self)
            for pet in Self.pets where page.contains(pet.id) { lost.insert(pet.id) }
            bytes.replaceSubrange(start..<(start + pageSize), with: repeatElement(0xA5, count: pageSize))
        }
        try Data(bytes).write(to: fileURL)
        return lost
    }

    @Test func quickCheck_passes_forASoundCatalog() async throws {
        let folder = try StoreFixtures.temporaryFolder()
        try await makeCatalog(in: folder)
        let database = try StoreFixtures.open(in: folder).database
        #expect(try database.passesQuickCheck())
        try database.close()
    }

    @Test func quickCheck_fails_whenAFewPagesOfThePetTableAreDamaged_thoughTheFileOpens() async throws {
        let folder = try StoreFixtures.temporaryFolder()
        try await makeCatalog(in: folder)
        _ = try damagePetPages(in: folder, count: 2)

        let opening = try StoreFixtures.open(in: folder)

        #expect(opening.movedAsideURL == nil)
        #expect(try !opening.database.passesQuickCheck())
        try opening.database.close()
    }

    @Test func recovery_keepsEveryPetThatCanBeRead_andDropsTheFavouritesOfLostOnes() async throws {
        let folder = try StoreFixtures.temporaryFolder()
        try await makeCatalog(in: folder, favourites: ["pet-0000", "pet-1999"] + Self.pets.map(\.id).filter { $0.hasSuffix("00") })
        let lost = try damagePetPages(in: folder, count: 2)
        try #require(!lost.isEmpty && !lost.contains("pet-0000") && !lost.contains("pet-1999"))
        let database = try StoreFixtures.open(in: folder).database

        let recovery = try database.recoverReadableRecords(now: Date(timeIntervalSince1970: 1_795_000_000))
        try database.replaceDamagedFile(after: recovery, keepingRecoveredRecords: true, seed: { StoreFixtures.seed })

        let expected = Self.pets.filter { !lost.contains($0.id) }
        #expect(recovery.pets == expected.count)
        #expect(recovery.recipes == 1)
        #expect(try database.loadPets() == expected)
        #expect(try database.loadFavouriteIDs() == Set(["pet-0000", "pet-1999"] + expected.map(\.id).filter { $0.hasSuffix("00") }))
        #expect(try database.loadRecipes().map(\.id) == ["r1"])
        #expect(try database.read { try String.fetchOne($0, sql: "PRAGMA integrity_check") } == "ok")
        try database.close()
    }

    @Test func replacingTheDamagedFile_keepsItAside_tellsObservers_andWritesGoToTheNewFile() async throws {
        let folder = try StoreFixtures.temporaryFolder()
        try await makeCatalog(in: folder)
        _ = try damagePetPages(in: folder, count: 1)
        let database = try StoreFixtures.open(in: folder).database
        let damagedBytes = try Data(contentsOf: database.fileURL)
        let recorder = ChangeRecorder()
        let observation = database.observeChanges(recorder.record)
        defer { observation.cancel() }

        let recovery = try database.recoverReadableRecords(now: Date(timeIntervalSince1970: 1_795_000_000))
        let aside = try database.replaceDamagedFile(after: recovery, keepingRecoveredRecords: true, seed: { StoreFixtures.seed })

        #expect(aside.lastPathComponent == "catalog.damaged-2026-11-18T110640Z.sqlite")
        #expect(try Data(contentsOf: aside) == damagedBytes)
        #expect(await recorder.next() == .all)
        try await database.setFavourite(true, petID: "pet-0001")
        let reader = try DatabaseQueue(path: database.fileURL.path)
        #expect(try await reader.read { try String.fetchAll($0, sql: "SELECT petId FROM favourite") } == ["pet-0001"])
        #expect(try await reader.read { try String.fetchOne($0, sql: "PRAGMA quick_check") } == "ok")
        try reader.close()
        try database.close()
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(".") } == [])
    }

    @Test func startingOver_replacesTheDamagedFileWithTheSampleCatalog() async throws {
        let folder = try StoreFixtures.temporaryFolder()
        try await makeCatalog(in: folder)
        _ = try damagePetPages(in: folder, count: 1)
        let database = try StoreFixtures.open(in: folder).database

        let recovery = try database.recoverReadableRecords()
        let aside = try database.replaceDamagedFile(after: recovery, keepingRecoveredRecords: false, seed: { StoreFixtures.seed })

        #expect(try database.loadPets().map(\.id) == ["seed-1", "seed-2"])
        #expect(FileManager.default.fileExists(atPath: aside.path))
        #expect(!FileManager.default.fileExists(atPath: recovery.fileURL.path))
        try database.close()
    }

    @Test func recovery_settlesRowsWhoseParentIsMissing_asTheSchemaDoesWhenAParentIsDeleted() async throws {
        let folder = try StoreFixtures.temporaryFolder()
        let database = try StoreFixtures.open(in: folder).database
        // What a lost page leaves: references to rows that are gone.
        try await database.writer.writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA foreign_keys = OFF")
            try db.execute(sql: "UPDATE pet SET importBatchId = 99 WHERE id = 'seed-1'")
            try db.execute(sql: "INSERT INTO favourite (petId) VALUES ('seed-1'), ('gone')")
            try db.execute(sql: "PRAGMA foreign_keys = ON")
        }

        let recovery = try database.recoverReadableRecords()
        try database.replaceDamagedFile(after: recovery, keepingRecoveredRecords: true, seed: { .empty })

        #expect(recovery.pets == 2)
        #expect(try database.loadFavouriteIDs() == ["seed-1"])
        #expect(try database.read { try Int64.fetchOne($0, sql: "SELECT importBatchId FROM pet WHERE id = 'seed-1'") } == nil)
        #expect(try database.read { try Row.fetchAll($0, sql: "PRAGMA foreign_key_check") }.isEmpty)
        try database.close()
    }

    // MARK: A file deleted while the app runs

    private func deleteFiles(of database: CatalogDatabase) {
        for suffix in DamagedDatabaseFile.companions {
            try? FileManager.default.removeItem(atPath: database.fileURL.path + suffix)
        }
    }

    @Test func fileDeletedWhileOpen_isWrittenAgainWhenTheDatabaseCloses_withEveryCommit() async throws {
        let folder = try StoreFixtures.temporaryFolder()
        let database = try StoreFixtures.open(in: folder).database
        try await database.setFavourite(true, petID: "seed-2")
        deleteFiles(of: database)
        try await database.setFavourite(true, petID: "seed-1")

        try database.close()

        let reopened = try StoreFixtures.open(in: folder).database
        #expect(try reopened.loadFavouriteIDs() == ["seed-1", "seed-2"])
        try reopened.close()
    }

    @Test func fileDeletedWhileObserved_isWrittenAgainAtOnce_andLaterWritesGoToIt() async throws {
        let folder = try StoreFixtures.temporaryFolder()
        let database = try StoreFixtures.open(in: folder).database
        let restored = AsyncStream<URL>.makeStream()
        database.onFileRestored { restored.continuation.yield($0) }
        let observation = database.observeChanges { _ in }
        defer { observation.cancel() }
        try await database.setFavourite(true, petID: "seed-2")

        deleteFiles(of: database)

        var iterator = restored.stream.makeAsyncIterator()
        #expect(await iterator.next() == database.fileURL)
        try await database.setFavourite(true, petID: "seed-1")
        let reader = try DatabaseQueue(path: database.fileURL.path)
        #expect(try await reader.read { try String.fetchAll($0, sql: "SELECT petId FROM favourite ORDER BY petId") } == ["seed-1", "seed-2"])
        try reader.close()
        try database.close()
    }
}

import Foundation
import GRDB
import PetCore

extension CatalogDatabase {
    /// Opens (creating it if needed) the catalog at `location`, the way the app does at
    /// start-up.
    ///
    /// - A missing or empty database is created, migrated and filled from `seed` once;
    ///   a database that was seeded before is never seeded again, even if the user has
    ///   deleted every record. `seed` is only called when it is needed.
    /// - A file that is not a database or is damaged is moved aside (see
    ///   ``CatalogOpening/movedAsideURL``, never deleted) and a fresh catalog is created;
    ///   show ``CatalogOpening/notice`` to the user.
    /// - A database written by a newer version of the app is left untouched and
    ///   ``CatalogStoreError/newerSchema(_:)`` is thrown.
    ///
    /// - Parameters:
    ///   - location: the database file; by default the XDG data folder or the
    ///     `PET_ADOPTION_DATABASE` override.
    ///   - seed: the sample catalog.
    ///   - now: the clock, for the seeding record and the name of a moved-aside file.
    /// - Throws: a ``CatalogStoreError``, or what `seed` throws.
    public static func open(
        at location: DatabaseLocation = DatabaseLocation(),
        seed: () throws -> CatalogSeed,
        now: () -> Date = Date.init
    ) throws -> CatalogOpening {
        do {
            try FileManager.default.createDirectory(at: location.directoryURL, withIntermediateDirectories: true)
        } catch {
            throw CatalogStoreError.cannotCreateFolder(location.directoryURL)
        }
        return try FolderOpeningLock.whileHeld(on: location.directoryURL) {
            let fileURL = location.fileURL
            var movedAsideURL: URL?
            do {
                try probeExisting(fileURL)
            } catch where CatalogStoreError.isDamagedFile(error) {
                movedAsideURL = try DamagedDatabaseFile.moveAside(fileURL, at: now())
            } catch let error as DatabaseError {
                throw openingError(error, fileURL)
            }
            // A flag that cannot be removed only costs another full check next time.
            try? DamagedDatabaseFile.clearCheckFlag(fileURL)
            do {
                return CatalogOpening(database: try openDatabase(fileURL, seed: seed, now: now), movedAsideURL: movedAsideURL)
            } catch let error as DatabaseError {
                throw openingError(error, fileURL)
            }
        }
    }

    /// `error`, met while opening the database at `fileURL`, in plain words. SQLite says
    /// only that it cannot open the file when its folder or the file is read-only (it
    /// creates the write-ahead log and its index beside the file): that is said instead.
    private static func openingError(_ error: DatabaseError, _ fileURL: URL) -> any Error {
        let manager = FileManager.default
        let isWritable = manager.isWritableFile(atPath: fileURL.deletingLastPathComponent().path)
            && (!manager.fileExists(atPath: fileURL.path) || manager.isWritableFile(atPath: fileURL.path))
        return isWritable ? CatalogStoreError.wrapping(error) : CatalogStoreError.readOnly
    }

    /// Looks at an existing file through a read-only connection, which never writes to
    /// it (no WAL checkpoint, no journal-mode change): throws
    /// ``CatalogStoreError/newerSchema(_:)`` for a newer database, and SQLite's
    /// `SQLITE_NOTADB` or `SQLITE_CORRUPT` for a file that is not a database or whose
    /// schema is unreadable. The full `quick_check` runs only when the last session saw
    /// damage (see ``DamagedDatabaseFile``).
    private static func probeExisting(_ fileURL: URL) throws {
        guard FileManager.default.fileExists(atPath: fileURL.path) else { return }
        var configuration = Configuration()
        configuration.readonly = true
        // Another connection closing the file (its last checkpoint) holds it briefly.
        configuration.busyMode = .timeout(5)
        let probe = try DatabaseQueue(path: fileURL.path, configuration: configuration)
        defer { try? probe.close() }
        try probe.read { db in
            if try CatalogSchema.migrator.hasBeenSuperseded(db) {
                throw CatalogStoreError.newerSchema(fileURL)
            }
            if DamagedDatabaseFile.isFlaggedForCheck(fileURL) {
                let result = try String.fetchOne(db, sql: "PRAGMA quick_check")
                if result != "ok" { throw DatabaseError(resultCode: .SQLITE_CORRUPT, message: result) }
            }
        }
    }

    /// Opens the pool, migrates, seeds and wraps it. The pool is closed again when
    /// anything fails.
    private static func openDatabase(_ fileURL: URL, seed: () throws -> CatalogSeed, now: () -> Date) throws -> CatalogDatabase {
        let writer = try makePool(fileURL)
        do {
            let migrator = CatalogSchema.migrator
            if try !writer.read(migrator.hasCompletedMigrations) {
                try migrator.migrate(writer)
            }
            try seedIfNeeded(writer, seed: seed, now: now)
            return try CatalogDatabase(writer: writer)
        } catch {
            try? writer.close()
            throw error
        }
    }

    /// The connections to the database file at `fileURL`, set up as the catalog uses them.
    static func makePool(_ fileURL: URL) throws -> DatabasePool {
        var configuration = Configuration()
        configuration.foreignKeysEnabled = true
        // Other processes (a second instance, a command-line import) may hold the lock briefly.
        configuration.busyMode = .timeout(5)
        let writer = try DatabasePool(path: fileURL.path, configuration: configuration)
        do {
            // GRDB sets the writer to synchronous = NORMAL, which survives a crashed process
            // but may lose the last commits on power loss. FULL syncs the WAL at every
            // commit, so an adoption the user saw succeed is on disk; StoreBenchmark
            // measures the cost. (Only the writer commits, so only it needs the setting.)
            try writer.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA synchronous = FULL") }
            return writer
        } catch {
            try? writer.close()
            throw error
        }
    }

    /// Writes the sample catalog into a database that has never been seeded, and
    /// remembers that it was, in the same transaction.
    private static func seedIfNeeded(_ writer: DatabasePool, seed: () throws -> CatalogSeed, now: () -> Date) throws {
        let isSeeded = try writer.read { db in
            try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM catalogState)") ?? false
        }
        guard !isSeeded else { return }
        let records = try seed()
        try writer.write { db in
            // Another process may have seeded in between.
            guard try !(Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM catalogState)") ?? false) else { return }
            for pet in records.pets {
                try insert(pet, importBatchID: nil, db)
            }
            for recipe in records.recipes {
                try registerPhoto(recipe.photo, db)
                try RecipeRow.insert(recipe, importBatchID: nil, db)
            }
            try db.execute(
                sql: "INSERT INTO catalogState (id, seededAt) VALUES (1, ?)",
                arguments: [now().timeIntervalSinceReferenceDate])
        }
    }

    /// Inserts a new pet (its photo reference first).
    static func insert(_ pet: Pet, importBatchID: Int64?, _ db: Database) throws {
        try registerPhotos(of: pet, db)
        try db.cachedStatement(sql: PetRow.insertSQL).execute(arguments: PetRow.arguments(pet, importBatchID: importBatchID))
    }
}

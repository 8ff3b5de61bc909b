import Foundation
import GRDB
import PetCore

/// Damage found while the app runs, and a file deleted under it.
///
/// Start-up only proves that the file is a database with a readable schema (a full check
/// of 100,000 pets would delay the first frame); ``passesQuickCheck()`` runs SQLite's
/// `PRAGMA quick_check` afterwards. A damaged file is then replaced while the app runs:
/// what can still be read is copied into a new file (``recoverReadableRecords(now:)``)
/// and, as the user chooses, that file or a fresh sample catalog takes the damaged one's
/// place (``replaceDamagedFile(after:keepingRecoveredRecords:seed:)``), the damaged file
/// kept beside it under a `.damaged-<time>` name. Observers are told `.all`, so the stores
/// reload from the new file.
///
/// SQLite keeps working on a database file that was deleted under it (the open
/// connections still hold it), and then loses everything when they close. The database
/// notices the file go (its folder is watched while anyone observes changes, and it looks
/// again when it closes) and writes it again from the open connection with SQLite's
/// backup API, with every commit in it.
extension CatalogDatabase {
    /// Whether SQLite's `PRAGMA quick_check` finds the whole file sound (every page of
    /// every table and index read and its structure checked; a second or so for 100,000
    /// pets). Runs on a reader, so writes go on meanwhile.
    /// - Throws: a ``CatalogStoreError`` when the file cannot be read at all for another
    ///   reason than damage.
    public func passesQuickCheck() throws -> Bool {
        let passes: Bool
        do {
            passes = try writer.read { db in try String.fetchOne(db, sql: "PRAGMA quick_check") } == "ok"
        } catch where CatalogStoreError.isDamagedFile(error) {
            passes = false
        } catch {
            throw plainError(error)
        }
        // Should the app end before the file is replaced, the next start-up sets it aside.
        if !passes { DamagedDatabaseFile.flagForCheck(fileURL) }
        return passes
    }

    /// Copies every pet, recipe and other record that can still be read into a new file
    /// beside the database, for ``replaceDamagedFile(after:keepingRecoveredRecords:seed:)``
    /// (see ``CatalogSalvage`` for how). Reads only.
    public func recoverReadableRecords(now: Date = Date()) throws -> CatalogRecovery {
        let target = scratchFileURL("recovered")
        do {
            let outcome = try CatalogSalvage.copyReadableRows(from: writer, into: target, now: now)
            return CatalogRecovery(
                fileURL: target, damagedFileDestination: DamagedDatabaseFile.asideURL(for: fileURL, at: now),
                pets: outcome.pets, recipes: outcome.recipes)
        } catch {
            throw CatalogStoreError.wrapping(error)
        }
    }

    /// Replaces the damaged database file: with what `recovery` holds when
    /// `keepingRecoveredRecords`, else with a fresh catalog seeded from `seed`. The damaged
    /// file is moved to `recovery.damagedFileDestination` (or, if that name was taken
    /// meanwhile, another `.damaged-` name), which is returned.
    @discardableResult
    public func replaceDamagedFile(
        after recovery: CatalogRecovery, keepingRecoveredRecords: Bool, seed: () throws -> CatalogSeed
    ) throws -> URL {
        let manager = FileManager.default
        var replacement = recovery.fileURL
        if !keepingRecoveredRecords {
            try? manager.removeItem(at: recovery.fileURL)
            replacement = scratchFileURL("fresh")
            try Self.open(at: DatabaseLocation(fileURL: replacement), seed: seed).database.close()
        }
        var destination = recovery.damagedFileDestination
        if DamagedDatabaseFile.companions.contains(where: { manager.fileExists(atPath: destination.path + $0) }) {
            destination = DamagedDatabaseFile.asideURL(for: fileURL, at: Date())
        }
        try replaceFile(with: replacement, movingOldTo: destination)
        try? DamagedDatabaseFile.clearCheckFlag(fileURL)
        return destination
    }

    /// Has `handler` called, on any thread, with the database file's URL after the file was
    /// found deleted and written again from the open connection.
    public func onFileRestored(_ handler: @escaping @Sendable (URL) -> Void) {
        fileRestoredHandler.withLock { $0 = handler }
    }

    /// Writes the database file again from the open connection when it was deleted (its
    /// folder too, if need be), and switches the connections to the new file. A failure
    /// (a full disk, a folder that cannot be made) changes nothing: every commit is still
    /// in the open connection, and the next look tries again.
    func restoreFileIfGone() {
        guard fileIdentity.withLock({ $0 }) != nil, FileIdentity(path: fileURL.path) == nil else { return }
        let copy = scratchFileURL("restored")
        do {
            try FileManager.default.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
            try writer.writeWithoutTransaction { source in
                let destination = try DatabaseQueue(path: copy.path)
                defer { try? destination.close() }
                try destination.writeWithoutTransaction { try source.backup(to: $0) }
            }
            try replaceFile(with: copy, movingOldTo: nil)
        } catch {
            for suffix in DamagedDatabaseFile.companions {
                try? FileManager.default.removeItem(atPath: copy.path + suffix)
            }
            return
        }
        fileRestoredHandler.withLock { $0 }(fileURL)
    }

    /// Closes the connections, moves the database file (and its companions) to `aside`
    /// (or removes the companions of a file that is gone), renames `newFile` into its
    /// place and opens it; then tells observers that everything may have changed.
    func replaceFile(with newFile: URL, movingOldTo aside: URL?) throws {
        let fileURL = fileURL
        let manager = FileManager.default
        do {
            try pool.withLock { pool in
                try pool.close()
                if let aside {
                    try DamagedDatabaseFile.move(fileURL, to: aside)
                }
                for suffix in ["-wal", "-shm"] {
                    // A log left beside a file that went would be replayed into the new one.
                    try? manager.removeItem(atPath: fileURL.path + suffix)
                    try? manager.removeItem(atPath: newFile.path + suffix)
                }
                try manager.moveItem(at: newFile, to: fileURL)
                pool = try Self.makePool(fileURL)
            }
        } catch {
            throw plainError(error)
        }
        fileIdentity.withLock { $0 = FileIdentity(path: fileURL.path) }
        try? externalChanges.restartCount()
        changeObservers.notify(.all)
    }

    /// A new file's URL beside the database, named after it and `purpose`.
    private func scratchFileURL(_ purpose: String) -> URL {
        fileURL.deletingLastPathComponent()
            .appendingPathComponent(".\(fileURL.lastPathComponent).\(purpose)-\(UUID().uuidString)")
    }
}

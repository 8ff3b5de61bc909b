import Foundation
import GRDB
import PetCore

/// The shelter's catalog as a desk last saw it: a copy of the server's pets and recipes,
/// each at the version the server gave it, in a catalog file beside the desk's own file
/// (`desks/HOST-PORT-DATABASE-USER-last-seen.sqlite`).
///
/// A desk keeps it while it works with the server: the whole catalog once it has read it
/// (``keep(pets:recipes:seenAt:)`` writes only the records whose version differs), then
/// every change other desks make as it arrives (``apply(_:seenAt:)``). A desk started
/// while the server cannot be reached opens it instead (``openKept(besideDeskFile:)``)
/// and shows it, only to look at, saying when it was seen (``seenAt()``).
public final class LastSeenCatalog: Sendable {
    /// The copy, a catalog file of the same shape as this computer's: the stores read it
    /// as they read any catalog.
    public let database: CatalogDatabase

    /// The `preference` key of when the copy was last brought up to date.
    private static let seenAtKey = "lastSeenAt"

    /// The copy's tables of shared records.
    private enum Table: String {
        case pet, recipe
    }

    private init(database: CatalogDatabase) {
        self.database = database
    }

    /// The copy's file for the desk whose file is `deskFile`.
    public static func fileURL(besideDeskFile deskFile: URL) -> URL {
        let name = deskFile.deletingPathExtension().lastPathComponent + "-last-seen.sqlite"
        return deskFile.deletingLastPathComponent().appendingPathComponent(name)
    }

    /// Opens the copy of the desk whose file is `deskFile`, creating an empty one the
    /// first time. A damaged copy is set aside and begun again.
    ///
    /// - Throws: ``CatalogStoreError``: the folder or file cannot be made or read, or it
    ///   was written by a newer version of the app.
    public static func open(besideDeskFile deskFile: URL) throws -> LastSeenCatalog {
        let opening = try CatalogDatabase.open(at: DatabaseLocation(fileURL: fileURL(besideDeskFile: deskFile)), seed: { .empty })
        return LastSeenCatalog(database: opening.database)
    }

    /// Opens the copy of the desk whose file is `deskFile` when the desk has kept one
    /// (``seenAt()`` is set); `nil` when it never has.
    ///
    /// - Throws: as ``open(besideDeskFile:)``.
    public static func openKept(besideDeskFile deskFile: URL) throws -> LastSeenCatalog? {
        guard FileManager.default.fileExists(atPath: fileURL(besideDeskFile: deskFile).path) else { return nil }
        let copy = try open(besideDeskFile: deskFile)
        guard try copy.seenAt() != nil else {
            try? copy.close()
            return nil
        }
        return copy
    }

    /// When the copy was last brought up to date with the server; `nil` before the first time.
    public func seenAt() throws -> Date? {
        try database.read { db in
            try String.fetchOne(db, sql: "SELECT value FROM preference WHERE key = ?", arguments: [Self.seenAtKey])
                .flatMap(Double.init).map(Date.init(timeIntervalSinceReferenceDate:))
        }
    }

    /// Makes the copy hold exactly `pets` and `recipes`, as the desk read them from the
    /// server at `seenAt`, in one transaction: records whose version the copy has already
    /// are left alone, others are written with the server's version, and records the
    /// server no longer has are removed.
    public func keep(pets: [Pet], recipes: [Recipe], seenAt: Date) async throws {
        try await database.write { db in
            try Self.keep(pets, table: .pet, db, write: { try CatalogDatabase.insert($0, importBatchID: nil, $1) })
            try Self.keep(recipes, table: .recipe, db, write: Self.insert)
            try Self.setSeenAt(seenAt, db)
        }
    }

    /// Writes what other desks changed, as the desk learnt it at `seenAt`, in one
    /// transaction: each changed record as it is now, with its version, and the removals.
    public func apply(_ changes: CatalogRecordChanges, seenAt: Date) async throws {
        try await database.write { db in
            for pet in changes.pets.changed {
                try Self.remove(pet.id, from: .pet, db)
                try CatalogDatabase.insert(pet, importBatchID: nil, db)
            }
            for id in changes.pets.removedIDs { try Self.remove(id, from: .pet, db) }
            for recipe in changes.recipes.changed {
                try Self.remove(recipe.id, from: .recipe, db)
                try Self.insert(recipe, db)
            }
            for id in changes.recipes.removedIDs { try Self.remove(id, from: .recipe, db) }
            try Self.setSeenAt(seenAt, db)
        }
    }

    /// Writes the copy's file whole (its write-ahead log folded in) and closes it.
    public func close() throws {
        try database.close()
    }

    /// Makes `table` hold `records`: writes those whose version it lacks (removing the
    /// stored record first) and removes those `records` do not have.
    private static func keep<Record: VersionedRecord>(
        _ records: [Record], table: Table, _ db: Database, write: (Record, Database) throws -> Void
    ) throws where Record.ID == String {
        var stored = try Dictionary(
            uniqueKeysWithValues: Row.fetchAll(db, sql: "SELECT id, version FROM \(table.rawValue)").map { row -> (String, Int64) in
                (row[0], row[1])
            })
        for record in records {
            let version = stored.removeValue(forKey: record.id)
            guard version != record.version else { continue }
            if version != nil { try remove(record.id, from: table, db) }
            try write(record, db)
        }
        for id in stored.keys { try remove(id, from: table, db) }
    }

    private static func insert(_ recipe: Recipe, _ db: Database) throws {
        try CatalogDatabase.registerPhoto(recipe.photo, db)
        try RecipeRow.insert(recipe, importBatchID: nil, db)
    }

    /// Removes the record `id` of `table`, with what hangs on it.
    private static func remove(_ id: String, from table: Table, _ db: Database) throws {
        try db.execute(sql: "DELETE FROM \(table.rawValue) WHERE id = ?", arguments: [id])
    }

    private static func setSeenAt(_ date: Date, _ db: Database) throws {
        try db.execute(
            sql: "INSERT INTO preference (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
            arguments: [seenAtKey, String(date.timeIntervalSinceReferenceDate)])
    }
}

import Foundation
import GRDB
import PetCore

/// The app's catalog in SQLite: pets, recipes, adoptions, favourites, checklist
/// progress, photos and import batches.
///
/// Open it once at start-up with ``open(at:seed:now:)`` and hand it to the view models
/// as their ``PetRepository``, ``RecipeRepository``, ``CatalogObserving`` and
/// ``CatalogImporting``.
///
/// It uses a GRDB `DatabasePool`, which puts the database in WAL mode: readers (the
/// observation that reloads 100,000 pets) never block the writer (a tick on a
/// checklist), a crash never leaves a half-written transaction, and several processes
/// can share the file. Every method runs one transaction and either completes or
/// throws a ``CatalogStoreError``, leaving what was committed before unchanged.
public final class CatalogDatabase: Sendable {
    /// The connection pool; `internal` so tests can reach the writer connection.
    let writer: DatabasePool
    /// How often an observation checks for commits made by other processes.
    let externalChangeInterval: Duration

    /// Wraps a pool whose schema is migrated.
    init(writer: DatabasePool, externalChangeInterval: Duration) {
        self.writer = writer
        self.externalChangeInterval = externalChangeInterval
    }

    /// The database file.
    public var fileURL: URL { URL(fileURLWithPath: writer.path) }

    /// Closes every connection; the database must not be used afterwards.
    public func close() throws {
        try writer.close()
    }

    /// Who is told of import batches and of other processes' commits.
    let changeObservers = CatalogChangeObservers()

    /// Runs `updates` in one write transaction, with errors in plain words.
    func write<T>(_ updates: (Database) throws -> T) throws -> T {
        do {
            return try writer.write(updates)
        } catch {
            throw plainError(error)
        }
    }

    /// Runs `updates` in one write transaction on the writer's queue, suspending the
    /// caller (not blocking its thread) until it commits; errors in plain words.
    func write<T: Sendable>(_ updates: @escaping @Sendable (Database) throws -> T) async throws -> T {
        do {
            return try await writer.write(updates)
        } catch {
            throw plainError(error)
        }
    }

    /// Runs `value` in one read transaction, with errors in plain words.
    func read<T>(_ value: (Database) throws -> T) throws -> T {
        do {
            return try writer.read(value)
        } catch {
            throw plainError(error)
        }
    }

    /// `error` in plain words. A damaged database is also flagged, so that the next
    /// start-up runs a full check and sets the file aside (see ``DamagedDatabaseFile``).
    func plainError(_ error: any Error) -> any Error {
        let plain = CatalogStoreError.wrapping(error)
        if case .damaged = plain as? CatalogStoreError {
            DamagedDatabaseFile.flagForCheck(fileURL)
        }
        return plain
    }

    /// Records a photo reference so pets and recipes can point at it.
    static func registerPhoto(_ reference: String?, _ db: Database) throws {
        guard let reference else { return }
        try db.execute(sql: "INSERT OR IGNORE INTO photo (reference) VALUES (?)", arguments: [reference])
    }
}

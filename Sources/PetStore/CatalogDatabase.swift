import Foundation
import GRDB
import PetCore

/// The app's catalog in SQLite: pets, recipes, adoptions, favourites, checklist
/// progress, photos and import batches.
///
/// Open it once at start-up with ``open(at:seed:now:)`` and hand it to the stores as
/// their ``PetRepository`` and ``FavouriteRepository``, ``RecipeRepository`` and
/// ``CookingProgressRepository``, to the import service as its ``CatalogImporting``, and
/// to the composition root as its ``CatalogChangeObserving``.
///
/// It uses a GRDB `DatabasePool`, which puts the database in WAL mode: readers (loading
/// 100,000 pets) never block the writer (a tick on a checklist), a crash never leaves a
/// half-written transaction, and several processes can share the file. Every method runs
/// one transaction and either completes or throws a ``CatalogStoreError``, leaving what
/// was committed before unchanged.
public final class CatalogDatabase: Sendable {
    /// The connection pool, replaced only when the database file is
    /// (``replaceFile(with:movingOldTo:)``).
    let pool: Locked<DatabasePool>
    /// Who is told of import batches and of other connections' commits.
    let changeObservers: CatalogChangeObservers
    /// Notices other connections' commits while anyone observes.
    let externalChanges: ExternalChangeMonitor
    /// The device and inode of the file the connections opened, to notice it go.
    let fileIdentity: Locked<FileIdentity?>
    /// Who is told when the file was written again after it went.
    let fileRestoredHandler = Locked<@Sendable (URL) -> Void>({ _ in })
    /// How many times ``loadPets()`` was called.
    private let petLoads = Locked(0)

    /// Wraps a pool whose schema is migrated. Throws when the writer cannot be read.
    init(writer: DatabasePool) throws {
        let changeObservers = CatalogChangeObservers()
        let pool = Locked(writer)
        self.pool = pool
        self.changeObservers = changeObservers
        fileIdentity = Locked(FileIdentity(path: writer.path))
        externalChanges = try ExternalChangeMonitor(pool: pool) { changeObservers.notify(.all) }
        externalChanges.onFileEvent { [weak self] in self?.restoreFileIfGone() }
    }

    /// The connection pool; `internal` so tests can reach the writer connection.
    var writer: DatabasePool { pool.withLock { $0 } }

    /// The database file.
    public var fileURL: URL { URL(fileURLWithPath: writer.path) }

    /// How many times every pet was read (``loadPets()``): whole-catalog reads, which
    /// favouriting or adopting one pet must not cause.
    var petLoadCount: Int { petLoads.withLock { $0 } }

    /// Stops watching for other connections' commits, writes every commit from the
    /// write-ahead log into the database file itself (so that a user who copies or backs
    /// up `catalog.sqlite` alone has everything), and closes every connection; the
    /// database must not be used afterwards.
    public func close() throws {
        externalChanges.shutDown()
        restoreFileIfGone()
        do {
            try writer.writeWithoutTransaction { db in _ = try db.checkpoint(.truncate) }
            try writer.close()
        } catch {
            throw plainError(error)
        }
    }

    /// Counts one whole-catalog read of the pets (see ``petLoadCount``).
    func countPetLoad() {
        petLoads.withLock { $0 += 1 }
    }

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

    /// Records the references of a pet's photos, its picture and the others.
    static func registerPhotos(of pet: Pet, _ db: Database) throws {
        for reference in pet.photoReferences {
            try registerPhoto(reference, db)
        }
    }
}

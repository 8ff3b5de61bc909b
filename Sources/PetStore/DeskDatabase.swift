import Foundation
import GRDB
import PetCore

/// What belongs to the person at a desk whose catalog is on the shelter's server: the
/// pets marked as favourites, the ticked lines of each recipe, recipe scales, the units
/// recipes are shown in and Pet Match's best scores, in a SQLite file of the desk's own.
///
/// The records these belong to are on the server, so nothing here refers to them: a
/// mark of a pet another desk deleted stays until read, and is then dropped
/// (``PetCatalogContents``). Every method runs one transaction and either completes or
/// throws a ``CatalogStoreError``.
public final class DeskDatabase: Sendable {
    /// The desk's file.
    public let fileURL: URL
    private let queue: DatabaseQueue

    private init(queue: DatabaseQueue, fileURL: URL) {
        self.queue = queue
        self.fileURL = fileURL
    }

    /// The folder beside the desk's file where the photos fetched from the server (and
    /// added at this desk) are kept: `desks/HOST-PORT-DATABASE-USER-photos`.
    public var photoFolderURL: URL { Self.photoFolderURL(besideDeskFile: fileURL) }

    /// The photo folder of the desk whose file is `deskFile`.
    public static func photoFolderURL(besideDeskFile deskFile: URL) -> URL {
        let name = deskFile.deletingPathExtension().lastPathComponent + "-photos"
        return deskFile.deletingLastPathComponent().appendingPathComponent(name, isDirectory: true)
    }

    /// Opens (creating) the desk file at `fileURL`, and its folder.
    ///
    /// - Throws: ``CatalogStoreError``: the folder or file cannot be made or read, or the
    ///   file was written by a newer version of the app.
    public static func open(at fileURL: URL) throws -> DeskDatabase {
        do {
            try FileManager.default.createDirectory(at: fileURL.deletingLastPathComponent(), withIntermediateDirectories: true)
        } catch {
            throw CatalogStoreError.cannotCreateFolder(fileURL.deletingLastPathComponent())
        }
        do {
            let queue = try DatabaseQueue(path: fileURL.path)
            let migrator = schema
            if try queue.read(migrator.hasBeenSuperseded) { throw CatalogStoreError.newerSchema(fileURL) }
            try migrator.migrate(queue)
            return DeskDatabase(queue: queue, fileURL: fileURL)
        } catch let error as CatalogStoreError {
            throw error
        } catch {
            throw CatalogStoreError.wrapping(error)
        }
    }

    /// The desk file of the catalog at `server`, beside this computer's catalog at
    /// `location`: one per server, database and user, so marks made against one
    /// shelter's catalog never show in another's.
    public static func fileURL(for server: ShelterServerAddress, besideCatalogAt location: DatabaseLocation) -> URL {
        let name = [server.host, String(server.port), server.database, server.user]
            .map { $0.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? $0 }
            .joined(separator: "-")
        return location.directoryURL.appendingPathComponent("desks", isDirectory: true).appendingPathComponent(name + ".sqlite")
    }

    /// The desk file's migrations. Its tables have the names and columns of this
    /// computer's catalog's (`CatalogSchema` v1, v6, v7), so ``DeskStateTables`` serves
    /// both, without the references to pets and recipes; written out again rather than
    /// shared, since a shipped migration must say the same thing forever, whatever either
    /// file's schema does next.
    private static var schema: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1: favourites, checklists, scales, preferences, Pet Match scores") { db in
            try db.execute(sql: """
                CREATE TABLE favourite (petId TEXT PRIMARY KEY NOT NULL) WITHOUT ROWID;
                CREATE TABLE checklistItem (
                    recipeId TEXT NOT NULL,
                    kind TEXT NOT NULL CHECK (kind IN ('ingredient', 'direction')),
                    position INTEGER NOT NULL CHECK (position >= 0),
                    PRIMARY KEY (recipeId, kind, position)
                ) WITHOUT ROWID;
                CREATE TABLE recipeScale (
                    recipeId TEXT PRIMARY KEY NOT NULL,
                    numerator INTEGER NOT NULL CHECK (numerator > 0),
                    denominator INTEGER NOT NULL CHECK (denominator > 0)
                ) WITHOUT ROWID;
                CREATE TABLE preference (key TEXT PRIMARY KEY NOT NULL, value TEXT NOT NULL) WITHOUT ROWID;
                CREATE TABLE matchBestScore (
                    theme TEXT NOT NULL,
                    pairs INTEGER NOT NULL CHECK (pairs > 0),
                    points INTEGER NOT NULL,
                    seconds INTEGER NOT NULL CHECK (seconds >= 0),
                    PRIMARY KEY (theme, pairs)
                ) WITHOUT ROWID;
                """)
        }
        return migrator
    }

    func read<T>(_ value: (Database) throws -> T) throws -> T {
        do {
            return try queue.read(value)
        } catch {
            throw CatalogStoreError.wrapping(error)
        }
    }

    func write(_ updates: @escaping @Sendable (Database) throws -> Void) async throws {
        do {
            try await queue.write(updates)
        } catch {
            throw CatalogStoreError.wrapping(error)
        }
    }
}

extension DeskDatabase: FavouriteRepository {
    public func loadFavouriteIDs() throws -> Set<Pet.ID> {
        try read(DeskStateTables.favouriteIDs)
    }

    public func setFavourite(_ isFavourite: Bool, petID: Pet.ID) async throws {
        try await write { db in try DeskStateTables.setFavourite(isFavourite, petID: petID, db) }
    }
}

extension DeskDatabase: CookingProgressRepository {
    public func checkedItems(recipeID: Recipe.ID) throws -> Set<ChecklistItem> {
        try read { db in try DeskStateTables.checkedItems(recipeID: recipeID, db) }
    }

    public func setChecked(_ isChecked: Bool, item: ChecklistItem, recipeID: Recipe.ID) async throws {
        try await write { db in try DeskStateTables.setChecked(isChecked, item: item, recipeID: recipeID, db) }
    }

    public func replaceChecklist(recipeID: Recipe.ID, checked: Set<ChecklistItem>) async throws {
        try await write { db in
            try db.execute(sql: "DELETE FROM checklistItem WHERE recipeId = ?", arguments: [recipeID])
            for item in checked { try DeskStateTables.setChecked(true, item: item, recipeID: recipeID, db) }
        }
    }

    public func recipeScale(recipeID: Recipe.ID) throws -> Rational? {
        try read { db in try DeskStateTables.recipeScale(recipeID: recipeID, db) }
    }

    public func setRecipeScale(_ scale: Rational?, recipeID: Recipe.ID) async throws {
        try await write { db in try DeskStateTables.setRecipeScale(scale, recipeID: recipeID, db) }
    }

    public func measurementSystem() throws -> MeasurementSystem {
        try read(DeskStateTables.measurementSystem)
    }

    public func setMeasurementSystem(_ system: MeasurementSystem) async throws {
        try await write { db in try DeskStateTables.setMeasurementSystem(system, db) }
    }
}

extension DeskDatabase: MatchScoreRepository {
    public func bestMatchScore(theme: MatchTheme, pairs: Int) throws -> MatchScore? {
        try read { db in try DeskStateTables.bestMatchScore(theme: theme, pairs: pairs, db) }
    }

    public func saveBestMatchScore(_ score: MatchScore, theme: MatchTheme, pairs: Int) async throws {
        try await write { db in try DeskStateTables.saveBestMatchScore(score, theme: theme, pairs: pairs, db) }
    }
}

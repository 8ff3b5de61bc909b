import Foundation
import GRDB
import PetCore

extension CatalogDatabase: CatalogObserving {
    /// Starts a GRDB `ValueObservation` of pets, favourites and recipes.
    ///
    /// Commits through this database are seen at once. Commits by other processes (or
    /// other connections) are invisible to SQLite's change hooks, so the observation also
    /// polls `PRAGMA data_version` on the writer connection and, when it moved, tells
    /// GRDB the snapshot tables changed, which makes the observation fetch again.
    /// Values are delivered with `DispatchQueue.main.async` (GRDB's `.mainActor`
    /// scheduler), which the app drains from the GLib main loop.
    @MainActor
    public func observeCatalog(
        onChange: @escaping @MainActor (CatalogSnapshot) -> Void,
        onError: @escaping @MainActor (any Error) -> Void
    ) -> any CatalogObservation {
        let observation = ValueObservation
            .tracking { db in
                CatalogSnapshot(
                    pets: try PetRow.fetchAll(db),
                    favouriteIDs: try String.fetchSet(db, sql: "SELECT petId FROM favourite"),
                    recipes: try RecipeRow.fetchAll(db))
            }
            .removeDuplicates()
        let cancellable = observation.start(
            in: writer, scheduling: .mainActor,
            onError: { [self] error in onError(plainError(error)) },
            onChange: onChange)
        let watcher = ExternalChangeWatcher(writer: writer, interval: externalChangeInterval, tables: CatalogSchema.snapshotTables)
        return DatabaseCatalogObservation(cancellable: cancellable, watcher: watcher)
    }
}

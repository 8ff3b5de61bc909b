import GRDB
import PetCore

/// A running ``CatalogDatabase`` observation: the GRDB observation and the watcher
/// that feeds it other processes' commits. Both stop on ``cancel()`` or when released.
final class DatabaseCatalogObservation: CatalogObservation {
    private let cancellable: AnyDatabaseCancellable
    private let watcher: ExternalChangeWatcher

    init(cancellable: AnyDatabaseCancellable, watcher: ExternalChangeWatcher) {
        self.cancellable = cancellable
        self.watcher = watcher
    }

    deinit {
        cancel()
    }

    func cancel() {
        watcher.stop()
        cancellable.cancel()
    }
}

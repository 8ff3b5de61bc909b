import Dispatch
import GRDB

/// Notices commits made to the database file by other connections (another process,
/// another pool on the same file) and reports them to GRDB's observations.
///
/// SQLite's `PRAGMA data_version` changes, for one connection, exactly when another
/// connection commits. The watcher reads it on the writer connection (every in-process
/// write goes through the writer, so only outside commits move it) at a fixed interval,
/// and when it moved, calls `Database.notifyChanges(in:)` for the watched tables.
final class ExternalChangeWatcher {
    private let timer: any DispatchSourceTimer

    init(writer: DatabasePool, interval: Duration, tables: [String]) {
        let queue = DispatchQueue(label: "PetStore.ExternalChangeWatcher", qos: .utility)
        let timer = DispatchSource.makeTimerSource(queue: queue)
        let state = VersionState()
        let nanoseconds = Int(interval.components.seconds * 1_000_000_000 + interval.components.attoseconds / 1_000_000_000)
        timer.schedule(deadline: .now(), repeating: .nanoseconds(nanoseconds), leeway: .nanoseconds(nanoseconds / 10))
        timer.setEventHandler {
            // Errors (a busy or closed database) just skip this tick; the next one retries.
            guard let version = try? writer.writeWithoutTransaction({ db in
                try Int.fetchOne(db, sql: "PRAGMA data_version")
            }) else { return }
            guard state.exchange(version) else { return }
            try? writer.write { db in
                for table in tables {
                    try db.notifyChanges(in: Table(table))
                }
            }
        }
        timer.resume()
        self.timer = timer
    }

    func stop() {
        timer.cancel()
    }
}

/// The last `data_version` seen, touched only on the watcher's serial queue.
private final class VersionState: @unchecked Sendable {
    private var last: Int?

    /// Stores `version`; true when it differs from the previous one, and on the first
    /// call, since a commit may have landed between the observation's first fetch and it.
    func exchange(_ version: Int) -> Bool {
        defer { last = version }
        return last != version
    }
}

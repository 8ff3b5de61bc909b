#if canImport(Glibc)
import Glibc
#endif
import Dispatch
import Foundation
import GRDB

/// Notices commits that *other* connections make to the catalog's database file (another
/// window's process, `pet-adoption --import` in a terminal, a second ``CatalogDatabase``
/// on the same path) and calls `onExternalCommit` after them, without a timer: on an idle
/// machine it sleeps until the file changes.
///
/// How, and why each step is there:
/// 1. **inotify watches the database's folder.** A commit in WAL mode appends to the
///    `-wal` file (in rollback-journal mode it writes the database and deletes the
///    `-journal`), and the kernel reports those writes as they happen, whichever process
///    makes them. The folder is watched rather than the files because the `-wal` and
///    `-journal` files come and go; events about other files in it are ignored by name.
///    The `-shm` index is written through a memory mapping, which inotify never reports.
/// 2. **Bursts coalesce on one serial queue.** A commit is many writes. The read source
///    fires on the monitor's queue; each time it reads every event waiting and runs at
///    most one check, and events that arrive during a check wait for the next one.
/// 3. **`PRAGMA data_version` on the writer connection decides.** SQLite changes it, for
///    a connection, exactly when another connection committed; every write of this
///    process goes through the writer, so the app's own commits (which its stores
///    already know) never move it, and their events end here, told to no one.
/// 4. **The version is read in an `IMMEDIATE` transaction.** The event is the other
///    connection's write to the `-wal`, which happens *before* its commit is visible
///    (SQLite publishes it in the `-shm` index afterwards). Taking the write lock waits
///    until that connection has finished, so its commit is never missed.
///
/// The watch runs while at least one observer is registered (``addObserver()``); when it
/// starts it checks once, so a commit made while nobody observed (between opening the
/// database and the first observation) is reported then. A check that fails (the other
/// process held the lock past the busy timeout) reports nothing and leaves the version
/// as it was, so the next event reports the commit. When inotify cannot be set up (the
/// user's limit of inotify instances is reached), other connections' commits are not
/// reported; the database works as before.
final class ExternalChangeMonitor: Sendable {
    /// What is watched and the state of the watch, changed only with the lock held.
    private struct State {
        /// How many observers want the monitor running.
        var observerCount = 0
        /// The read source on the inotify descriptor while running.
        var watch: (any DispatchSourceRead)?
        /// Raised at every start, so that work queued by an earlier run does nothing.
        var run = 0
        /// Set when the database closes: the monitor never runs again.
        var isShutDown = false
    }

    /// The events that can mean a commit (a file written, created, deleted, or moved in),
    /// or that the database file went (deleted or moved out).
    private static let eventMask = UInt32(IN_MODIFY | IN_CREATE | IN_DELETE | IN_MOVED_TO | IN_MOVED_FROM)
    /// Room for many events at once; must hold one event with the longest name.
    private static let bufferSize = 16 * 1024

    /// The database's connections; replaced when its file is (``CatalogDatabase/replaceFile(with:movingOldTo:)``).
    private let pool: Locked<DatabasePool>
    private let onExternalCommit: @Sendable () -> Void
    /// Told, before the check, of every batch of events about the database's files.
    private let onFileEvent = Locked<@Sendable () -> Void>({})
    /// The folder that holds the database file.
    private let folderPath: String
    /// The database file's name and those of its `-wal` and `-journal`.
    private let watchedNames: Set<String>
    /// The queue events are read and checks run on, one at a time.
    private let queue = DispatchQueue(label: "PetStore.ExternalChangeMonitor")
    private let state = Locked(State())
    /// The writer's `data_version` at the last check.
    private let lastDataVersion: Locked<Int>

    /// A monitor of the database `writer` opened, stopped; `onExternalCommit` runs on the
    /// monitor's queue. Reads the writer's `data_version`, so the first check reports the
    /// commits other connections make from now on. (It does not wait for a commit in
    /// progress: the first check reports that one too, which costs a reload at most.)
    init(pool: Locked<DatabasePool>, onExternalCommit: @escaping @Sendable () -> Void) throws {
        self.pool = pool
        self.onExternalCommit = onExternalCommit
        let writer = pool.withLock { $0 }
        let fileURL = URL(fileURLWithPath: writer.path)
        folderPath = fileURL.deletingLastPathComponent().path
        let name = fileURL.lastPathComponent
        watchedNames = [name, name + "-wal", name + "-journal"]
        lastDataVersion = Locked(try writer.writeWithoutTransaction(Self.dataVersion))
    }

    deinit {
        // Unreachable while observers hold the monitor, but a source left running with no
        // one to read its events would fire without end.
        state.withLock { stop(&$0) }
    }

    /// Has `handler` run, on the monitor's queue, whenever the database's files change on
    /// disk (written, created, deleted or moved), before the check for commits.
    func onFileEvent(_ handler: @escaping @Sendable () -> Void) {
        onFileEvent.withLock { $0 = handler }
    }

    /// Starts counting other connections' commits from now, on the connections the
    /// database has now: after its file was replaced, its old versions mean nothing.
    func restartCount() throws {
        let version = try pool.withLock { $0 }.writeWithoutTransaction(Self.dataVersion)
        lastDataVersion.withLock { $0 = version }
    }

    /// Whether the folder is being watched.
    var isRunning: Bool {
        state.withLock { $0.watch != nil }
    }

    /// Registers an observer; the first one starts the watch.
    func addObserver() {
        state.withLock { state in
            state.observerCount += 1
            if state.observerCount == 1, !state.isShutDown { start(&state) }
        }
    }

    /// Withdraws an observer registered with ``addObserver()``; the last one stops the watch.
    func removeObserver() {
        state.withLock { state in
            state.observerCount -= 1
            if state.observerCount == 0 { stop(&state) }
        }
    }

    /// Stops the watch for good, and waits for a check that is running to finish, so the
    /// database's connections can close.
    func shutDown() {
        state.withLock { state in
            state.isShutDown = true
            stop(&state)
        }
        queue.sync {}
    }

    /// Whether a connection other than the writer committed since the last check (or
    /// since the monitor was made): whether the writer's `data_version` moved. The app's
    /// own commits, all made through the writer, never count.
    func otherConnectionsCommittedSinceLastCheck() throws -> Bool {
        try pool.withLock { $0 }.writeWithoutTransaction { db in
            // The write lock waits until a commit whose writes woke the monitor has ended.
            var version = 0
            try db.inTransaction(.immediate) {
                version = try Self.dataVersion(db)
                return .commit
            }
            return lastDataVersion.withLock { last in
                defer { last = version }
                return version != last
            }
        }
    }

    // MARK: Watching

    /// Opens an inotify descriptor on the folder and reads it on the queue; then checks once.
    private func start(_ state: inout State) {
        let descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard descriptor >= 0 else { return }
        guard inotify_add_watch(descriptor, folderPath, Self.eventMask) >= 0 else {
            close(descriptor)
            return
        }
        state.run += 1
        let run = state.run
        let watch = DispatchSource.makeReadSource(fileDescriptor: descriptor, queue: queue)
        watch.setEventHandler { [weak self] in
            guard let self, readEvents(descriptor) else { return }
            checkAndReport(run: run)
        }
        // The descriptor may only be closed once the source no longer uses it.
        watch.setCancelHandler { close(descriptor) }
        watch.activate()
        state.watch = watch
        queue.async { [weak self] in self?.checkAndReport(run: run) }
    }

    /// Cancels the watch; its descriptor closes once the source has let go of it.
    private func stop(_ state: inout State) {
        state.watch?.cancel()
        state.watch = nil
    }

    /// Reads every event waiting on `descriptor` (the read source fires until they are all
    /// read) and tells whether one concerns the database's files, or says events were lost.
    private func readEvents(_ descriptor: Int32) -> Bool {
        let headerSize = MemoryLayout<inotify_event>.size
        var concernsDatabase = false
        withUnsafeTemporaryAllocation(byteCount: Self.bufferSize, alignment: MemoryLayout<inotify_event>.alignment) { buffer in
            while true {
                let count = read(descriptor, buffer.baseAddress, buffer.count)
                guard count > 0 else { return }  // EAGAIN: every event has been read.
                var offset = 0
                while offset + headerSize <= count {
                    let event = buffer.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
                    let nameBytes = buffer[(offset + headerSize)..<(offset + headerSize + Int(event.len))]
                    let name = String(decoding: nameBytes.prefix { $0 != 0 }, as: UTF8.self)
                    if event.mask & UInt32(IN_Q_OVERFLOW) != 0 || watchedNames.contains(name) {
                        concernsDatabase = true
                    }
                    offset += headerSize + Int(event.len)
                }
            }
        }
        return concernsDatabase
    }

    /// Calls `onExternalCommit` when another connection committed, unless the watch of
    /// `run` has stopped since (then the version is left for the next observer's check).
    private func checkAndReport(run: Int) {
        guard state.withLock({ $0.run == run && $0.watch != nil }) else { return }
        onFileEvent.withLock { $0 }()
        guard (try? otherConnectionsCommittedSinceLastCheck()) == true else { return }
        onExternalCommit()
    }

    /// The connection's `data_version`: it changes exactly when another connection committed.
    private static func dataVersion(_ db: Database) throws -> Int {
        try Int.fetchOne(db, sql: "PRAGMA data_version") ?? 0
    }
}

import Foundation

/// Keeps other connections from opening a catalog in a folder while one opens, migrates and
/// seeds a catalog there: two at once (a desk's last-seen copy written while a start-up
/// reads it, a second instance of the app) would each apply the same migration, and one
/// would fail ("duplicate column"). An advisory lock (`flock`) on the folder, which holds
/// between processes and between two opens in one process; never on the database file,
/// whose descriptors SQLite's own locks depend on.
enum FolderOpeningLock {
    /// Runs `body` while holding the lock of `folder`, waiting for it first. A folder that
    /// cannot be opened for the lock (no permission to read it) runs `body` without it.
    static func whileHeld<T>(on folder: URL, _ body: () throws -> T) rethrows -> T {
        let descriptor = open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return try body() }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0, errno == EINTR {}
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }
}

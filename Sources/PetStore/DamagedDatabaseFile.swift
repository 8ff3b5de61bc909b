import Foundation

/// Moves a database that cannot be opened out of the way, keeping it for inspection.
///
/// The file and its `-wal` and `-shm` companions are renamed, never deleted, to
/// `<name>.damaged-<UTC timestamp>.<extension>` in the same folder (a counter is added
/// if that name is taken), so a fresh database can take the original name.
enum DamagedDatabaseFile {
    /// Renames the database at `fileURL` and its companions; returns the database's new URL.
    static func moveAside(_ fileURL: URL, at date: Date) throws -> URL {
        let manager = FileManager.default
        let folder = fileURL.deletingLastPathComponent()
        let base = fileURL.deletingPathExtension().lastPathComponent
        let pathExtension = fileURL.pathExtension.isEmpty ? "" : ".\(fileURL.pathExtension)"
        let stamp = timestamp(date)
        var attempt = 1
        var target: URL
        repeat {
            let counter = attempt == 1 ? "" : "-\(attempt)"
            target = folder.appendingPathComponent("\(base).damaged-\(stamp)\(counter)\(pathExtension)")
            attempt += 1
        } while ["", "-wal", "-shm"].contains(where: { manager.fileExists(atPath: target.path + $0) })
        for suffix in ["", "-wal", "-shm"] where manager.fileExists(atPath: fileURL.path + suffix) {
            try manager.moveItem(atPath: fileURL.path + suffix, toPath: target.path + suffix)
        }
        return target
    }

    /// `2026-11-22T093842Z`: sortable, and free of characters file systems dislike.
    private static func timestamp(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        func two(_ value: Int?) -> String { String(format: "%02d", value ?? 0) }
        return "\(String(format: "%04d", c.year ?? 0))-\(two(c.month))-\(two(c.day))T\(two(c.hour))\(two(c.minute))\(two(c.second))Z"
    }
}

import Foundation

/// Moves a database that cannot be opened out of the way, keeping it for inspection,
/// and remembers between runs that a database was seen to be damaged.
///
/// A full `PRAGMA quick_check` of 100,000 pets costs more than the whole start-up
/// budget, so start-up only proves the file is a database with a readable schema. Deeper
/// damage shows up as `SQLITE_CORRUPT` when a page is read; the store then calls
/// ``flagForCheck(_:)``, and the next start-up runs the full check and, if it fails,
/// moves the file aside.
///
/// The file and its `-wal` and `-shm` companions are renamed, never deleted, to
/// `<name>.damaged-<UTC timestamp>.<extension>` in the same folder (a counter is added
/// if that name is taken), so a fresh database can take the original name.
enum DamagedDatabaseFile {
    /// Renames the database at `fileURL` and its companions; returns the database's new URL.
    static func moveAside(_ fileURL: URL, at date: Date) throws -> URL {
        let target = asideURL(for: fileURL, at: date)
        try move(fileURL, to: target)
        return target
    }

    /// The name a damaged database at `fileURL` takes when set aside at `date`: one that
    /// neither it nor its companions have yet.
    static func asideURL(for fileURL: URL, at date: Date) -> URL {
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
        } while companions.contains(where: { manager.fileExists(atPath: target.path + $0) })
        return target
    }

    /// Renames the database at `fileURL` and its companions to `target`.
    static func move(_ fileURL: URL, to target: URL) throws {
        let manager = FileManager.default
        for suffix in companions where manager.fileExists(atPath: fileURL.path + suffix) {
            try manager.moveItem(atPath: fileURL.path + suffix, toPath: target.path + suffix)
        }
    }

    /// The suffixes of a database's files: itself, its write-ahead log, its shared index.
    static let companions = ["", "-wal", "-shm"]

    /// The flag file next to the database that asks for a full check at the next start-up.
    static func checkFlagURL(_ fileURL: URL) -> URL {
        URL(fileURLWithPath: fileURL.path + ".needs-check")
    }

    /// Asks for a full check at the next start-up; best effort (the disk may be the problem).
    static func flagForCheck(_ fileURL: URL) {
        _ = FileManager.default.createFile(atPath: checkFlagURL(fileURL).path, contents: Data())
    }

    /// Whether a full check was asked for.
    static func isFlaggedForCheck(_ fileURL: URL) -> Bool {
        FileManager.default.fileExists(atPath: checkFlagURL(fileURL).path)
    }

    /// Withdraws the request, once the file passed the check or was moved aside.
    static func clearCheckFlag(_ fileURL: URL) throws {
        if isFlaggedForCheck(fileURL) {
            try FileManager.default.removeItem(at: checkFlagURL(fileURL))
        }
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

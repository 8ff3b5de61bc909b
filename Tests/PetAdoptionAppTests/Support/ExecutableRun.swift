import Foundation
import Testing

/// A run of the built `pet-adoption` executable as a user starts it from a terminal:
/// what it printed and returned.
struct ExecutableRun {
    var status: Int32
    var output: String
    var errors: String

    /// The executable SwiftPM built next to the test bundle.
    static var executable: URL {
        URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("pet-adoption")
    }

    /// Runs the executable with `arguments` in `folder`, with no display and no D-Bus
    /// session, in the locale `locale`, its catalog and state in `folder` (never the
    /// user's own catalog).
    static func run(_ arguments: [String], in folder: URL, locale: String = "C.UTF-8") throws -> ExecutableRun {
        try #require(FileManager.default.isExecutableFile(atPath: executable.path),
                     "build the executable first (swift build --build-tests builds it)")
        return try launch(executable, arguments, in: folder, locale: locale)
    }

    /// Runs `script` (`sh -e`) in a new user and mount namespace (`unshare -rm`: the
    /// caller's user id becomes root there, so it may mount file systems that no other
    /// process sees and that go when the script ends), in `folder`, with the environment
    /// of ``run(_:in:locale:)`` and `$APP`, the executable. For runs on a small or
    /// read-only file system: mount one on `$XDG_DATA_HOME` first.
    static func runConfined(_ script: String, in folder: URL) throws -> ExecutableRun {
        try #require(FileManager.default.isExecutableFile(atPath: executable.path),
                     "build the executable first (swift build --build-tests builds it)")
        return try launch(
            URL(fileURLWithPath: "/usr/bin/unshare"), ["--map-root-user", "--mount", "/bin/sh", "-ec", script],
            in: folder, locale: "C.UTF-8", extraEnvironment: ["APP": executable.path])
    }

    private static func launch(
        _ executableURL: URL, _ arguments: [String], in folder: URL, locale: String, extraEnvironment: [String: String] = [:]
    ) throws -> ExecutableRun {
        let process = Process()
        process.executableURL = executableURL
        process.arguments = arguments
        process.currentDirectoryURL = folder
        var environment = ProcessInfo.processInfo.environment
        for variable in ["DISPLAY", "WAYLAND_DISPLAY", "DBUS_SESSION_BUS_ADDRESS", "LANGUAGE", "LC_MESSAGES", "LANG"] {
            environment[variable] = nil
        }
        environment["LC_ALL"] = locale
        environment["XDG_DATA_HOME"] = folder.appendingPathComponent("data").path
        environment["XDG_STATE_HOME"] = folder.appendingPathComponent("state").path
        environment.merge(extraEnvironment) { $1 }
        process.environment = environment
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        let complained = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return ExecutableRun(
            status: process.terminationStatus, output: String(decoding: printed, as: UTF8.self),
            errors: String(decoding: complained, as: UTF8.self))
    }
}

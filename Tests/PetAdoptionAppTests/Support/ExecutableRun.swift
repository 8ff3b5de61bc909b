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
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        var environment = ProcessInfo.processInfo.environment
        for variable in ["DISPLAY", "WAYLAND_DISPLAY", "DBUS_SESSION_BUS_ADDRESS", "LANGUAGE", "LC_MESSAGES", "LANG"] {
            environment[variable] = nil
        }
        environment["LC_ALL"] = locale
        environment["XDG_DATA_HOME"] = folder.appendingPathComponent("data").path
        environment["XDG_STATE_HOME"] = folder.appendingPathComponent("state").path
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

import Foundation
import PetCore
import Testing
@testable import PetAdoptionApp

/// A session logout or `kill` (SIGTERM) and Ctrl+C (SIGINT) quit the whole app as
/// Ctrl+Q does: the window's state is kept and `catalog.sqlite` alone holds the catalog.
@Suite("Quit on SIGTERM and SIGINT")
struct QuitOnSignalTests {
    /// Whether process `pid` catches `signal` (its `SigCgt` mask in /proc): the app's
    /// GLib signal source is installed.
    private static func catches(_ signal: Int32, pid: Int32) -> Bool {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("SigCgt:") }),
              let mask = UInt64(line.dropFirst("SigCgt:".count).trimmingCharacters(in: .whitespaces), radix: 16)
        else { return false }
        return mask & (1 << UInt64(signal - 1)) != 0
    }

    @Test(.timeLimit(.minutes(1)), arguments: [SIGTERM, SIGINT])
    func signal_quitsNormally_keepingTheWindowState_withTheCatalogWholeInItsFile(signal: Int32) async throws {
        try #require(FileManager.default.isExecutableFile(atPath: ExecutableRun.executable.path))
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("pet-adoption-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        let process = Process()
        process.executableURL = ExecutableRun.executable
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_STATE_HOME"] = home.appendingPathComponent("state").path
        environment["XDG_DATA_HOME"] = home.appendingPathComponent("data").path
        process.environment = environment
        try process.run()
        defer { if process.isRunning { process.terminate() } }

        while process.isRunning, !Self.catches(signal, pid: process.processIdentifier) {
            try await Task.sleep(for: .milliseconds(10))
        }
        kill(process.processIdentifier, signal)
        while process.isRunning {
            try await Task.sleep(for: .milliseconds(10))
        }

        #expect(process.terminationReason == .exit && process.terminationStatus == 0)
        let app = AppIdentity.id
        #expect(FileManager.default.fileExists(atPath: home.appendingPathComponent("state/\(app)/window-state.ini").path))
        let catalog = home.appendingPathComponent("data/\(app)/catalog.sqlite")
        let log = (try? FileManager.default.attributesOfItem(atPath: catalog.path + "-wal"))?[.size] as? Int ?? 0
        #expect(log == 0, "every commit is in catalog.sqlite")
        #expect(((try FileManager.default.attributesOfItem(atPath: catalog.path))[.size] as? Int ?? 0) > 4_096)
    }
}

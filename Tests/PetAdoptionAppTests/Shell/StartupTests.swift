import Foundation
import Testing
@testable import PetAdoptionApp

/// Runs the built `pet-adoption` executable as a whole process.
@Suite("Start-up")
struct StartupTests {
    /// The app quits after its first frame only if the main queue is drained from GLib's
    /// loop: the quit is a main-actor task. Without the MainQueueBridge it would hang.
    @Test(.timeLimit(.minutes(1)))
    func app_paintsAFrameAndQuits_throughTheMainQueueBridge() async throws {
        try #require(FileManager.default.isExecutableFile(atPath: ExecutableRun.executable.path),
                     "build the executable first (swift build --build-tests builds it)")
        let stateHome = FileManager.default.temporaryDirectory.appendingPathComponent("pet-adoption-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: stateHome) }
        let process = Process()
        process.executableURL = ExecutableRun.executable
        var environment = ProcessInfo.processInfo.environment
        environment[PetAdoptionApplication.exitAfterFirstFrameVariable] = "1"
        environment["XDG_STATE_HOME"] = stateHome.path
        environment["XDG_DATA_HOME"] = stateHome.path  // never the user's own catalog
        process.environment = environment

        try process.run()
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(30)
        while process.isRunning, clock.now < deadline {
            try await Task.sleep(for: .milliseconds(20))
        }
        let finished = !process.isRunning
        if !finished { process.terminate() }

        #expect(finished, "the app did not quit after its first frame")
        #expect(!finished || (process.terminationReason == .exit && process.terminationStatus == 0))
    }
}

import Foundation
import PetCore
import Testing

/// Five desks on one server catalog at once, with the server stopped for a moment in the
/// middle (``DeskSimulation``). `SHELTER_SIMULATION_SECONDS` makes the run longer (the
/// benchmark, `Benchmarks/desks.sh`), which then prints its figures.
@Suite(
    "Several desks at once", .enabled(if: TestServer.isAvailable && TestServer.isOnThisComputer),
    .timeLimit(.minutes(5)))
@MainActor
struct SeveralDesksSimulationTests {
    private static let seconds = Int(ProcessInfo.processInfo.environment["SHELTER_SIMULATION_SECONDS"] ?? "") ?? 5

    @Test func fiveDesksAtOnce_keepEveryAcknowledgedWrite_reportEveryConflict_andEndShowingTheServersCatalog() async throws {
        let report = try await DeskSimulation.run(
            on: try await TestServer.makeCatalog(), desks: 5, for: .seconds(Self.seconds), seed: 2026,
            pause: .milliseconds(1500))

        #expect(report.unexpected.isEmpty, "\(report.unexpected)")
        #expect(report.missing.isEmpty, "\(report.missing)")
        #expect(report.blindOverwrites.isEmpty, "\(report.blindOverwrites)")
        #expect(report.adoptionErrors.isEmpty, "\(report.adoptionErrors)")
        #expect(report.operations > 50, "\(report)")
        #expect(report.conflicts > 0, "desks met: \(report)")
        if ProcessInfo.processInfo.environment["SHELTER_SIMULATION_SECONDS"] != nil {
            FileHandle.standardError.write(Data("Five desks for \(Self.seconds) s: \(report)\n".utf8))
        }
    }
}

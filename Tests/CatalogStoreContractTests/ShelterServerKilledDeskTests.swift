#if canImport(Glibc)
import Glibc
#endif
import Foundation
import PetCore
@testable import PetServerStore
import PostgresNIO
import Testing

/// A desk killed with SIGKILL in the middle of its writes: every write it acknowledged is
/// on the server, and a transaction it had not finished leaves nothing behind.
@Suite("Shelter server: a desk killed mid-write", .enabled(if: TestServer.isAvailable), .timeLimit(.minutes(5)))
struct ShelterServerKilledDeskTests {
    private static let kills = 30
    /// The pets of one of the writer's imports (`CrashWriter`): ten, and a recipe.
    private static let petsPerImport = 10

    @Test func everyAcknowledgedWriteIsKept_andAnImportItDidNotFinishLeavesNothing() async throws {
        let writer = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("CrashWriter")
        try #require(FileManager.default.isExecutableFile(atPath: writer.path),
                     "\(writer.path) is missing: build every product first with `swift build --build-tests`")
        let catalog = try await TestServer.makeCatalog()
        let user = try await TestServer.makeUser(memberOf: "shelter_staff")
        let uri = "postgresql:///\(catalog.database)?host=\(TestServer.socketFolder)&port=\(TestServer.port)&user=\(user)"

        let lines = try await Self.onAThreadOfItsOwn { try Self.killWriters(writer, writingTo: uri) }
        try await Self.waitUntilNoConnection(of: user, to: catalog.database)
        let (pets, recipes) = try await TestServer.admin(catalog.database) { admin in
            (try await ShelterServer.values(admin.query("SELECT id FROM pet", logger: TestServer.logger), as: String.self),
             try await ShelterServer.values(admin.query("SELECT id FROM recipe", logger: TestServer.logger), as: String.self))
        }
        let stored = Set(pets), storedRecipes = Set(recipes)

        let saved = Self.ids(after: "pet", in: lines)
        let imported = Self.ids(after: "batch", in: lines)
        let started = Self.ids(after: "importing", in: lines)
        let killedMidImport = started.subtracting(imported)
        #expect(!saved.isEmpty && !imported.isEmpty, "the writers acknowledged no save or no import")
        #expect(!killedMidImport.isEmpty, "no writer was killed during an import")

        #expect(saved.subtracting(stored).isEmpty, "acknowledged saves missing: \(saved.subtracting(stored).sorted())")
        for id in started {
            let batch = Set((0..<Self.petsPerImport).map { "\(id)-\($0)" })
            let kept = batch.intersection(stored).count + (storedRecipes.contains("\(id)-r") ? 1 : 0)
            if imported.contains(id) {
                #expect(kept == batch.count + 1, "acknowledged import \(id) has \(kept) of its \(batch.count + 1) records")
            } else {
                #expect(kept == 0 || kept == batch.count + 1, "unfinished import \(id) left \(kept) of its records")
            }
        }
        let asked = Self.ids(after: "saving", in: lines).union(started.flatMap { id in (0..<Self.petsPerImport).map { "\(id)-\($0)" } })
        #expect(stored.subtracting(asked).isEmpty, "pets nobody wrote: \(stored.subtracting(asked).sorted())")
    }

    /// Starts the writer `kills` times, each killed a random moment after a few of its
    /// writes; every line they wrote.
    private static func killWriters(_ writer: URL, writingTo uri: String) throws -> [String] {
        var random = SeededGenerator(seed: 33)
        var lines: [String] = []
        for run in 0..<kills {
            let process = Process()
            process.executableURL = writer
            process.arguments = [uri, String(run * 1_000_000)]
            let output = Pipe()
            let errors = Pipe()
            process.standardOutput = output
            process.standardError = errors
            try process.run()
            // The writer's first lines are awaited as events, three to six of them (from
            // `ready` and its first save to the middle of its second), so that every run
            // has a save acknowledged and some an import: a loaded machine writes less in
            // the moment, never nothing.
            let awaitedLines = 3 + Int.random(in: 0...3, using: &random)
            var received = Data()
            while String(decoding: received, as: UTF8.self).split(separator: "\n").count < awaitedLines {
                let chunk = output.fileHandleForReading.availableData
                if chunk.isEmpty { break }
                received += chunk
            }
            usleep(UInt32.random(in: 0..<30_000, using: &random))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            received += output.fileHandleForReading.readDataToEndOfFile()
            let complaint = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            #expect(process.terminationReason == .uncaughtSignal, "CrashWriter exited by itself on run \(run): \(complaint)")
            lines += String(decoding: received, as: UTF8.self).split(separator: "\n").map(String.init)
        }
        return lines
    }

    /// The ids of the lines `word id`.
    private static func ids(after word: String, in lines: [String]) -> Set<String> {
        Set(lines.compactMap { line in
            let parts = line.split(separator: " ")
            return parts.count == 2 && parts[0] == word ? String(parts[1]) : nil
        })
    }

    /// Waits until the server has ended every connection of `user` to `database`, as it
    /// does once it finds a killed desk's socket closed; fails after ten seconds.
    private static func waitUntilNoConnection(of user: String, to database: String) async throws {
        let deadline = ContinuousClock.now + .seconds(10)
        while ContinuousClock.now < deadline {
            let count = try await TestServer.admin { admin in
                try await ShelterServer.values(admin.query("""
                    SELECT count(*) FROM pg_stat_activity WHERE usename = \(user) AND datname = \(database)
                    """, logger: TestServer.logger), as: Int.self)
            }
            if count == [0] { return }
            try await Task.sleep(for: .milliseconds(20))
        }
        Issue.record("The server still serves a killed desk's connection after ten seconds.")
        throw CancellationError()
    }

    /// Runs `work`, which blocks on pipes and processes, on a thread of its own rather
    /// than on one of the few threads every test's tasks share.
    private static func onAThreadOfItsOwn<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            Thread { continuation.resume(with: Result { try work() }) }.start()
        }
    }
}

#if canImport(Glibc)
import Glibc
#endif
import Foundation
import GRDB
import PetCore
import Testing

/// Kills a writing process with SIGKILL over and over; every write it acknowledged must
/// survive and the database must stay sound.
@Suite("Catalog database: crash safety")
struct CrashSafetyTests {
    private static let kills = 120

    /// The time limit only turns a writer that never answers into a failure; 120 writers
    /// started one after the other take 10-40 s, and longer on a loaded machine.
    @Test(.timeLimit(.minutes(10)))
    func acknowledgedWrites_surviveSIGKILL_atRandomPoints() throws {
        let writer = StoreFixtures.crashWriterURL
        try #require(FileManager.default.isExecutableFile(atPath: writer.path),
                     "\(writer.path) is missing: build every product first with `swift build --build-tests`")
        let databaseURL = try StoreFixtures.temporaryFolder().appendingPathComponent("catalog.sqlite")
        var random = SeededGenerator(seed: 2026)
        var acknowledged: [String] = []
        var killsAfterReady = 0

        for run in 0..<Self.kills {
            let process = Process()
            process.executableURL = writer
            process.arguments = [databaseURL.path, String(run * 1_000_000)]
            let output = Pipe()
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            try process.run()
            var received = Data()
            // One run in five is killed blind (possibly while creating, migrating or
            // seeding the database); the others a random moment after their first
            // acknowledged write, which is awaited as an event: a loaded machine makes
            // fewer writes in the moment, never none.
            if Int.random(in: 0..<5, using: &random) == 0 {
                usleep(UInt32.random(in: 0..<40_000, using: &random))
            } else {
                while String(decoding: received, as: UTF8.self).split(separator: "\n").count < 2 {
                    let chunk = output.fileHandleForReading.availableData
                    if chunk.isEmpty { break }
                    received += chunk
                }
                killsAfterReady += 1
                usleep(UInt32.random(in: 0..<25_000, using: &random))
            }
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            received += output.fileHandleForReading.readDataToEndOfFile()
            #expect(process.terminationReason == .uncaughtSignal, "CrashWriter exited by itself on run \(run)")
            acknowledged += String(decoding: received, as: UTF8.self)
                .split(separator: "\n").map(String.init).filter { $0 != "ready" }
        }

        #expect(killsAfterReady > Self.kills / 2)
        #expect(acknowledged.count >= killsAfterReady, "a run killed after its first write acknowledged none")
        let queue = try DatabaseQueue(path: databaseURL.path)
        try queue.read { db in
            #expect(try String.fetchOne(db, sql: "PRAGMA integrity_check") == "ok")
            #expect(try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM pet WHERE id LIKE 'gen-%'") == 200)
            let pets = try String.fetchSet(db, sql: "SELECT id FROM pet")
            let favourites = try String.fetchSet(db, sql: "SELECT petId FROM favourite")
            let recipes = try String.fetchSet(db, sql: "SELECT id FROM recipe")
            let checked = try String.fetchSet(db, sql: "SELECT recipeId FROM checklistItem WHERE kind = 'ingredient' AND position = 0")
            var missing: [String] = []
            for line in acknowledged {
                let parts = line.split(separator: " ").map(String.init)
                let present: Bool
                switch parts.first {
                case "pet": present = pets.contains(parts[1])
                case "favourite": present = favourites.contains(parts[1])
                case "recipe": present = recipes.contains(parts[1])
                case "checked": present = checked.contains(parts[1])
                default: present = false
                }
                if !present { missing.append(line) }
            }
            #expect(missing.isEmpty, "acknowledged but lost: \(missing.prefix(10))")
        }
    }
}

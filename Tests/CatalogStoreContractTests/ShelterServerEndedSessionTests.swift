import Foundation
import PetCore
@testable import PetServerStore
import PostgresNIO
import Testing

/// A server that restarted, or ended the desk's idle sessions, since the desk's pool last
/// used its connections: the desk's next requests work, on new connections.
@Suite("Shelter server: idle connections ended", .enabled(if: TestServer.isAvailable), .timeLimit(.minutes(1)))
struct ShelterServerEndedSessionTests {
    @Test func afterTheServerEndedEveryIdleSession_theNextReadAndWriteWork() async throws {
        let catalog = try await TestServer.makeCatalog()
        let desk = try await ShelterServer.open(catalog, password: nil)
        try await desk.savePet(ContractRecords.plainPet("p1", name: "Bella"))
        _ = try await desk.loadPets()

        try await TestServer.admin(catalog.database) { admin in
            try await admin.query("""
                SELECT pg_terminate_backend(pid) FROM pg_stat_activity
                WHERE datname = \(catalog.database) AND pid <> pg_backend_pid()
                """, logger: TestServer.logger)
        }

        let started = ContinuousClock.now
        #expect(try await desk.loadPets().map(\.name) == ["Bella"])
        try await desk.savePet(ContractRecords.plainPet("p2", name: "Max"))
        #expect(ContinuousClock.now - started < Duration.seconds(2), "no request waited for a dead connection")
        #expect(try await desk.loadPets().count == 2)
        await desk.close()
    }
}

import Foundation
import PetCore
import PetServerStore
import PostgresNIO
import Testing

/// What a desk's work becomes when the server goes away in the middle of it.
@Suite("Shelter server: a connection lost mid-transaction", .enabled(if: TestServer.isAvailable))
struct ShelterServerFaultTests {
    @Test func aBatchWhoseConnectionDrops_writesNothing_andTheNextRequestWorks() async throws {
        let catalog = try await TestServer.makeCatalog()
        let server = try await ShelterServer.open(catalog, password: nil)
        let database = catalog.database
        let lock = try await PostgresConnection.connect(
            configuration: .init(
                unixSocketPath: URL(fileURLWithPath: TestServer.socketFolder).appendingPathComponent(".s.PGSQL.\(TestServer.port)").path,
                username: "postgres", password: nil, database: database),
            id: 2, logger: TestServer.logger)
        // The batch writes its pets, then waits for this lock on the recipes.
        try await lock.query("BEGIN", logger: TestServer.logger)
        try await lock.query("LOCK TABLE recipe IN ACCESS EXCLUSIVE MODE", logger: TestServer.logger)
        let batch = Task {
            try await server.importCatalog(
                pets: [ContractRecords.plainPet("p1", name: "Ada"), ContractRecords.plainPet("p2", name: "Bo")],
                recipes: [ContractRecords.recipe("r1")], source: "dropped.json")
        }
        let backend = try await waitForBackendWaitingOnALock(in: database)
        try await TestServer.admin { connection in
            try await connection.query("SELECT pg_terminate_backend(\(backend))", logger: TestServer.logger)
        }
        await #expect(throws: ShelterServerError.connectionLost) { _ = try await batch.value }
        try await lock.query("ROLLBACK", logger: TestServer.logger)
        try await lock.close()

        #expect(try await server.loadPets().isEmpty)
        #expect(try await server.loadRecipes().isEmpty)
        let batches = try await TestServer.admin(database) { connection in
            var count = 0
            for try await rows in try await connection.query("SELECT count(*) FROM import_batch", logger: TestServer.logger)
                .decode(Int.self) { count = rows }
            return count
        }
        #expect(batches == 0)
        await server.close()
    }

    /// The process id of the server backend of `database` that waits for a lock, once
    /// there is one; fails after ten seconds.
    private func waitForBackendWaitingOnALock(in database: String) async throws -> Int32 {
        let deadline = ContinuousClock.now + .seconds(10)
        while ContinuousClock.now < deadline {
            let pid: Int32? = try await TestServer.admin { connection in
                let rows = try await connection.query("""
                    SELECT pid FROM pg_stat_activity
                    WHERE datname = \(database) AND wait_event_type = 'Lock' AND application_name = 'Pet Adoption'
                    """, logger: TestServer.logger)
                for try await pid in rows.decode(Int32.self) { return Optional(pid) }
                return nil
            }
            if let pid { return pid }
            try await Task.sleep(for: .milliseconds(20))
        }
        Issue.record("No request of the desk waited for the lock within ten seconds")
        throw CancellationError()
    }
}

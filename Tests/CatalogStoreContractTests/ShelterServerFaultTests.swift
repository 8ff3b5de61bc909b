import Foundation
import PetCore
@testable import PetServerStore
import PostgresNIO
import Testing

/// When the connection breaks in the middle of a transaction, the server keeps nothing
/// of it, the desk hears it in plain words, and the next request works on a new
/// connection.
@Suite("Shelter server: a connection dropped mid-transaction", .enabled(if: TestServer.isAvailable), .timeLimit(.minutes(1)))
struct ShelterServerFaultTests {
    @Test func aCopyWhoseConnectionIsDropped_writesNothing_andTheNextRequestWorks() async throws {
        let catalog = try await TestServer.makeCatalog()
        var address = catalog
        address.user = try await TestServer.makeUser(memberOf: "shelter_staff")
        let server = try await ShelterServer.open(address, password: nil)
        var adopted = ContractRecords.plainPet("p-adopted", name: "Max")
        adopted.status = .adopted
        let copy = CatalogCopy(
            pets: [ContractRecords.plainPet("p-1", name: "Bella"), adopted], recipes: [ContractRecords.recipe("r1")],
            adoptions: [AdoptionRecord(petID: "p-adopted", adoptedAt: Date(timeIntervalSince1970: 1_700_000_000))]
        ) { _ in nil }

        // The superuser holds the adoption table, so the copy writes its pets and recipe,
        // then waits on its first adoption; the copy's connection is ended right there.
        let outcome = try await TestServer.admin(catalog.database) { admin in
            try await admin.query("BEGIN", logger: TestServer.logger)
            try await admin.query("LOCK TABLE adoption IN ACCESS EXCLUSIVE MODE", logger: TestServer.logger)
            async let copied: Result<CatalogCopyReport, any Error> = {
                do { return .success(try await server.copyCatalog(copy, merge: false)) } catch { return .failure(error) }
            }()
            let desk = try await Self.backendWaitingOnALock(of: address.user, on: admin)
            try await admin.query("SELECT pg_terminate_backend(\(desk))", logger: TestServer.logger)
            let outcome = await copied
            try await admin.query("ROLLBACK", logger: TestServer.logger)
            return outcome
        }

        #expect(throws: ShelterServerError.connectionLost) { try outcome.get() }
        #expect(try await server.loadPets().isEmpty)
        #expect(try await server.loadRecipes().isEmpty)
        try await server.savePet(ContractRecords.plainPet("p-2", name: "Luna"))
        #expect(try await server.loadPets().map(\.name) == ["Luna"])
        await server.close()
    }

    /// The process id of `user`'s server connection once it waits on a lock; fails after
    /// ten seconds without one.
    private static func backendWaitingOnALock(of user: String, on admin: PostgresConnection) async throws -> Int32 {
        let deadline = ContinuousClock.now + .seconds(10)
        while ContinuousClock.now < deadline {
            let waiting = try await ShelterServer.values(admin.query("""
                SELECT pid FROM pg_stat_activity WHERE usename = \(user) AND wait_event_type = 'Lock'
                """, logger: TestServer.logger), as: Int32.self)
            if let pid = waiting.first { return pid }
            try await Task.sleep(for: .milliseconds(20))
        }
        Issue.record("The desk's copy never waited on the locked table.")
        throw CancellationError()
    }
}

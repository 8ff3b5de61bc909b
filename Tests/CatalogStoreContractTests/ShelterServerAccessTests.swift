import _ConnectionPoolModule
import Foundation
import PetCore
@testable import PetServerStore
import PostgresNIO
import Testing

/// Who may do what on the shelter's server, and how a desk that cannot get in is told:
/// the server's roles and grants, TLS with verification, passwords, a server away.
@Suite("Shelter server: roles, TLS and logins", .enabled(if: TestServer.isAvailable))
struct ShelterServerAccessTests {
    /// The catalog's address for `user`, over the socket.
    private func address(of catalog: ShelterServerAddress, as user: String) -> ShelterServerAddress {
        var address = catalog
        address.user = user
        return address
    }

    /// The catalog's address for `user` over TCP to `host`, TLS verified against the run's authority.
    private func tlsAddress(of catalog: ShelterServerAddress, host: String, as user: String) -> ShelterServerAddress {
        ShelterServerAddress(
            host: host, port: TestServer.port, database: catalog.database, user: user, tls: .verifyFull,
            rootCertificateFile: TestServer.certificateAuthority)
    }

    @Test func staff_mayChangeTheCatalog_andVisitors_onlyReadIt() async throws {
        let catalog = try await TestServer.makeCatalog()
        let staff = try await ShelterServer.open(address(of: catalog, as: try await TestServer.makeUser(memberOf: "shelter_staff")), password: nil)
        let visitor = try await ShelterServer.open(
            address(of: catalog, as: try await TestServer.makeUser(memberOf: "shelter_visitor")), password: nil)
        #expect(try await staff.mayWrite())
        #expect(try await !visitor.mayWrite())

        try await staff.savePet(ContractRecords.pet("p1"))
        #expect(try await visitor.loadPets().map(\.id) == ["p1"])
        await #expect(throws: ShelterServerError.readOnly) { try await visitor.savePet(ContractRecords.pet("p2")) }
        await #expect(throws: ShelterServerError.readOnly) { try await visitor.recordAdoption(petID: "p1", on: Date()) }
        await #expect(throws: ShelterServerError.readOnly) { try await visitor.deletePet(id: "p1") }
        await #expect(throws: ShelterServerError.readOnly) {
            _ = try await visitor.importCatalog(pets: [ContractRecords.pet("p3")], recipes: [], source: "lobby.csv")
        }
        #expect(try await staff.loadPets() == [ContractRecords.pet("p1")])
        await staff.close()
        await visitor.close()
    }

    @Test func testingTheConnection_saysWhatTheDeskMayDo() async throws {
        let catalog = try await TestServer.makeCatalog()
        let staff = address(of: catalog, as: try await TestServer.makeUser(memberOf: "shelter_staff"))
        let visitor = address(of: catalog, as: try await TestServer.makeUser(memberOf: "shelter_visitor"))
        #expect(try await ShelterServer.check(staff, password: nil) == .mayChange)
        #expect(try await ShelterServer.check(visitor, password: nil) == .mayOnlyRead)
    }

    @Test func testingAnEmptyDatabase_setsNothingUp() async throws {
        let empty = TestServer.adminAddress(try await TestServer.makeDatabase())
        #expect(try await ShelterServer.check(empty, password: nil) == .willBeSetUp)
        let tables = try await TestServer.admin(empty.database) { connection in
            try await ShelterServer.values(
                connection.query("SELECT count(*)::int FROM pg_tables WHERE schemaname = 'public'", logger: TestServer.logger), as: Int.self)
        }
        #expect(tables == [0], "Test Connection changes nothing")
        // A desk whose user may not set it up hears so at once. (No group: on a new
        // cluster the groups are made by the first setup, which this test does not do.)
        var desk = empty
        desk.user = try await TestServer.makeUser(memberOf: nil)
        await #expect(throws: ShelterServerError.notSetUp(database: empty.database)) {
            _ = try await ShelterServer.check(desk, password: nil)
        }
    }

    @Test func testingTheConnection_withAWrongPassword_isRefusedInPlainWords() async throws {
        let catalog = try await TestServer.makeCatalog()
        let user = try await TestServer.makeUser(memberOf: "shelter_staff", password: "correct horse")
        await #expect(throws: ShelterServerError.loginRefused(user: user)) {
            _ = try await ShelterServer.check(tlsAddress(of: catalog, host: "localhost", as: user), password: "battery staple")
        }
    }

    @Test func tls_toTheNameOnTheCertificate_connects() async throws {
        let catalog = try await TestServer.makeCatalog()
        let user = try await TestServer.makeUser(memberOf: "shelter_staff", password: "correct horse")
        let server = try await ShelterServer.open(tlsAddress(of: catalog, host: "localhost", as: user), password: "correct horse")
        #expect(try await server.loadPets().isEmpty)
        await server.close()
    }

    @Test func tls_toAnotherName_isRefused_beforeAnyPasswordIsSent() async throws {
        let catalog = try await TestServer.makeCatalog()
        let user = try await TestServer.makeUser(memberOf: "shelter_staff", password: "correct horse")
        // The certificate is for "localhost" only; 127.0.0.1 is the same server under another name.
        let address = tlsAddress(of: catalog, host: "127.0.0.1", as: user)
        await #expect(throws: ShelterServerError.hostNameMismatch(host: "127.0.0.1")) {
            _ = try await ShelterServer.open(address, password: "correct horse")
        }
    }

    @Test func tls_signedByAnAuthorityThisDeskDoesNotTrust_isRefused() async throws {
        let catalog = try await TestServer.makeCatalog()
        let address = ShelterServerAddress(
            host: "localhost", port: TestServer.port, database: catalog.database, user: "postgres", tls: .verifyFull)
        await #expect(throws: ShelterServerError.untrustedCertificate(host: "localhost")) {
            _ = try await ShelterServer.open(address, password: "anything")
        }
    }

    @Test func aWrongPassword_andNoPassword_areToldApart() async throws {
        let catalog = try await TestServer.makeCatalog()
        let user = try await TestServer.makeUser(memberOf: "shelter_staff", password: "correct horse")
        let address = tlsAddress(of: catalog, host: "localhost", as: user)
        await #expect(throws: ShelterServerError.loginRefused(user: user)) {
            _ = try await ShelterServer.open(address, password: "battery staple")
        }
        await #expect(throws: ShelterServerError.passwordNeeded(user: user)) {
            _ = try await ShelterServer.open(address, password: nil)
        }
    }

    @Test func aServerThatIsNotThere_saysSo() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString).path
        let address = ShelterServerAddress(host: folder, port: 5432, database: "shelter", user: "staff")
        await #expect(throws: ShelterServerError.cannotConnect(host: folder, port: 5432)) {
            _ = try await ShelterServer.open(address, password: nil)
        }
    }

    @Test func aDatabaseThatIsNotThere_saysHowToSetItUp() async throws {
        let address = TestServer.adminAddress("no_such_catalog")
        await #expect(throws: ShelterServerError.notSetUp(database: "no_such_catalog")) {
            _ = try await ShelterServer.open(address, password: nil)
        }
    }

    @Test func noMessage_holdsThePassword() {
        let errors: [ShelterServerError] = [
            .loginRefused(user: "staff"), .passwordNeeded(user: "staff"), .untrustedCertificate(host: "db"),
            .hostNameMismatch(host: "db"), .cannotConnect(host: "db", port: 5432), .connectionLost, .readOnly,
        ]
        for error in errors {
            #expect(!error.message(.english).contains("correct horse"))
            #expect(error.message(.english).hasSuffix("."))
        }
    }
}

/// The pool's own failures, worded like every other.
@Suite("Shelter server: the pool's errors in plain words")
struct ShelterServerPoolErrorTests {
    private let address = ShelterServerAddress(host: "db.shelter.example", database: "shelter", user: "frontdesk")

    @Test func aServerThePoolCannotReachAgain_saysSo() {
        let plain = ShelterServerError.plain(ConnectionPoolError.connectionCreationCircuitBreakerTripped, address: address)
        #expect(plain as? ShelterServerError == .cannotConnect(host: "db.shelter.example", port: 5432))
    }

    @Test func aPoolClosedUnderARequest_isALostConnection_andACancelledRequestStaysCancelled() {
        #expect(ShelterServerError.plain(ConnectionPoolError.poolShutdown, address: address) as? ShelterServerError == .connectionLost)
        #expect(ShelterServerError.plain(ConnectionPoolError.requestCancelled, address: address) is CancellationError)
    }
}

import Foundation
import Logging
import PetCore
import PetServerStore
import PostgresNIO
import Testing

/// The throw-away PostgreSQL that `tools/run-tests` starts (`tools/test-postgres`): its
/// socket folder, TCP port and certificate authority, from the environment. Every test
/// gets a database of its own, so tests run in parallel and leave nothing behind that
/// another test sees.
enum TestServer {
    private static let environment = ProcessInfo.processInfo.environment

    /// Whether the run has a server (`tools/run-tests` always starts one).
    static let isAvailable = environment["SHELTER_TEST_SERVER"] != nil

    /// The folder of the server's Unix socket.
    static var socketFolder: String { environment["SHELTER_TEST_SERVER"] ?? "" }
    /// The server's TCP port on 127.0.0.1 (also the number of its socket).
    static var port: Int { Int(environment["SHELTER_TEST_SERVER_PORT"] ?? "") ?? ShelterServerAddress.defaultPort }
    /// The certificate of the authority that signed the server's certificate (for "localhost").
    static var certificateAuthority: String { environment["SHELTER_TEST_SERVER_CA"] ?? "" }

    /// The superuser's address of `database`, over the socket (trusted, no password).
    static func adminAddress(_ database: String = "postgres") -> ShelterServerAddress {
        ShelterServerAddress(host: socketFolder, port: port, database: database, user: "postgres")
    }

    /// A new empty database; its name.
    static func makeDatabase() async throws -> String {
        let name = "test_" + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "")
        // A database's name cannot be a bound parameter; this one is made of hex digits.
        try await execute(PostgresQuery(unsafeSQL: "CREATE DATABASE \(name)"))
        return name
    }

    /// A new database with the catalog set up; the superuser's address of it.
    static func makeCatalog() async throws -> ShelterServerAddress {
        let address = adminAddress(try await makeDatabase())
        try await ShelterServer.setUp(address, password: nil)
        return address
    }

    /// A login role made for one test, a member of `group` (none: no group), with
    /// `password`; its name.
    static func makeUser(memberOf group: String?, password: String? = nil) async throws -> String {
        let name = "desk_" + UUID().uuidString.prefix(8).lowercased()
        try await admin { connection in
            try await connection.query(PostgresQuery(unsafeSQL: "CREATE ROLE \(name) LOGIN"), logger: logger)
            if let password {
                var bindings = PostgresBindings()
                bindings.append(password)
                // ALTER ROLE takes no parameters; format() quotes the password as a literal.
                let statement = try await connection.query(
                    PostgresQuery(unsafeSQL: "SELECT format('ALTER ROLE \(name) PASSWORD %L', $1::text)", binds: bindings),
                    logger: logger)
                for try await sql in statement.decode(String.self) {
                    try await connection.query(PostgresQuery(unsafeSQL: sql), logger: logger)
                }
            }
            if let group { try await connection.query(PostgresQuery(unsafeSQL: "GRANT \(group) TO \(name)"), logger: logger) }
        }
        return name
    }

    /// Runs `statement` as the superuser on `database`, reading its result to the end.
    static func execute(_ statement: PostgresQuery, in database: String = "postgres") async throws {
        try await admin(database) { connection in
            for try await _ in try await connection.query(statement, logger: logger) {}
        }
    }

    /// Runs `body` on a connection of the superuser to `database`. `body` reads every
    /// result it asks for to the end (a connection does not close under a result still
    /// being read): use ``execute(_:in:)`` for a statement alone.
    @discardableResult
    static func admin<T: Sendable>(
        _ database: String = "postgres", _ body: (PostgresConnection) async throws -> T
    ) async throws -> T {
        let configuration = PostgresConnection.Configuration(
            unixSocketPath: URL(fileURLWithPath: socketFolder).appendingPathComponent(".s.PGSQL.\(port)").path,
            username: "postgres", password: nil, database: database)
        let connection = try await PostgresConnection.connect(configuration: configuration, id: 1, logger: logger)
        do {
            let result = try await body(connection)
            try await connection.close()
            return result
        } catch {
            try? await connection.close()
            throw error
        }
    }

    /// Whether the server runs on this computer, so a test may stop its processes.
    static var isOnThisComputer: Bool { FileManager.default.fileExists(atPath: socketFolder) }

    /// Runs `body` while every server process serving `database` (the desks' connections
    /// open now) is stopped (`SIGSTOP`), as a server that stops answering is; lets them
    /// go on (`SIGCONT`) afterwards, whatever `body` did.
    static func whileStopped<T: Sendable>(_ database: String, _ body: () async throws -> T) async throws -> T {
        let backends = try await admin(database) { connection in
            var pids: [Int32] = []
            let rows = try await connection.query("""
                SELECT pid FROM pg_stat_activity WHERE datname = \(database) AND pid <> pg_backend_pid()
                """, logger: logger)
            for try await pid in rows.decode(Int32.self) { pids.append(pid) }
            return pids
        }
        #expect(!backends.isEmpty, "no desk is connected to \(database)")
        for pid in backends { kill(pid, SIGSTOP) }
        defer { for pid in backends { kill(pid, SIGCONT) } }
        return try await body()
    }

    /// The process id of the server connection that listens for changes in `database`;
    /// fails after ten seconds without one.
    static func listeningBackend(in database: String) async throws -> Int32 {
        let deadline = ContinuousClock.now + .seconds(10)
        while ContinuousClock.now < deadline {
            let listening = try await admin(database) { connection in
                var pids: [Int32] = []
                let rows = try await connection.query("""
                    SELECT pid FROM pg_stat_activity WHERE datname = \(database) AND query LIKE 'LISTEN%'
                    """, logger: logger)
                for try await pid in rows.decode(Int32.self) { pids.append(pid) }
                return pids
            }
            if let pid = listening.first { return pid }
            try await Task.sleep(for: .milliseconds(20))
        }
        Issue.record("No desk listened for changes.")
        throw CancellationError()
    }

    static let logger = Logger(label: "test-server") { _ in SwiftLogNoOpLogHandler() }
}

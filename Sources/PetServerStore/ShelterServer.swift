import Foundation
import Logging
import PetCore
import PostgresNIO
import Synchronization

/// The shelter's catalog on a PostgreSQL server, shared by every desk: pets, adoptions,
/// recipes and import batches. What belongs to the person at a desk (favourites, ticks,
/// scales, units, scores) is not here but in that desk's own file.
///
/// ```swift
/// let server = try await ShelterServer.open(address, password: ProcessInfo.processInfo.environment["PGPASSWORD"])
/// let pets = try await server.loadPets()
/// await server.close()
/// ```
///
/// A pool of connections (postgres-nio's `PostgresClient`) serves every request; each
/// method runs one transaction with bound parameters only, and either completes or
/// throws a ``ShelterServerError``, leaving what was committed before unchanged.
public final class ShelterServer: Sendable {
    /// Where the server is.
    public let address: ShelterServerAddress
    /// The connection pool.
    let client: PostgresClient
    /// Runs the pool until ``close()``.
    private let running: Task<Void, Never>
    /// The password the desk logged in with, in memory only: the connection that listens
    /// for changes logs in with it too.
    let password: String?
    /// How long a request waits for the server before it gives up (``run(within:_:)``).
    let requestTimeout: Duration
    /// Where ``followChanges(_:)`` reads the change log from: the oldest transaction
    /// that was still running when this desk last read it (a PostgreSQL `xid8`, as text).
    let changeHorizon = Mutex("0")
    /// Logs nothing: postgres-nio's messages may quote SQL and its values.
    static let logger = Logger(label: "pet-adoption.server") { _ in SwiftLogNoOpLogHandler() }

    private init(address: ShelterServerAddress, password: String?, requestTimeout: Duration) {
        self.address = address
        self.password = password
        self.requestTimeout = requestTimeout
        let client = PostgresClient(configuration: ServerConfiguration.pool(address, password: password))
        self.client = client
        running = Task { await client.run() }
    }

    /// Connects once and logs in, before any pool is made: the pool retries a failed
    /// connection for a minute before it gives up, while a desk must hear at once that
    /// the password is wrong or the certificate is not trusted.
    private static func connect(
        _ address: ShelterServerAddress, password: String?, requestTimeout: Duration = defaultRequestTimeout
    ) async throws -> ShelterServer {
        try await withConnection(to: address, password: password, within: requestTimeout) { _ in }
        return ShelterServer(address: address, password: password, requestTimeout: requestTimeout)
    }

    /// How long a request waits for the server unless told otherwise: long enough for a
    /// busy server on a slow network, short enough that a desk says so while the person
    /// still waits at it (postgres-nio's own pool waits a minute).
    public static let defaultRequestTimeout = Duration.seconds(10)

    /// Runs `body` on a connection of its own to `address`, closed after it, with errors
    /// in plain words. Connecting and logging in may take `limit`: a server that accepts
    /// the connection and then says nothing (stopped, or half gone) throws
    /// ``ShelterServerError/noAnswer(host:seconds:mayHaveSaved:)`` then.
    static func withConnection<T: Sendable>(
        to address: ShelterServerAddress, password: String?, within limit: Duration = defaultRequestTimeout,
        _ body: (PostgresConnection) async throws -> T
    ) async throws -> T {
        do {
            let configuration = try ServerConfiguration.connection(address, password: password)
            let connection = try await withTimeLimit(limit, onExpiry: {}, expired: {
                ShelterServerError.noAnswer(host: address.host, seconds: Int(limit.components.seconds), mayHaveSaved: false)
            }) {
                let connection = try await PostgresConnection.connect(configuration: configuration, id: 0, logger: logger)
                // Logged in after the limit passed: nobody waits for it any more.
                if Task.isCancelled { try? await connection.close() }
                return connection
            }
            do {
                let result = try await body(connection)
                try await connection.close()
                return result
            } catch {
                try? await connection.close()
                throw error
            }
        } catch {
            throw ShelterServerError.plain(error, address: address)
        }
    }

    /// Logs in at `address` on one connection, changes nothing, and says what a desk
    /// would find there (Preferences' Test Connection).
    ///
    /// - Throws: ``ShelterServerError``, as ``open(_:password:)`` would: the server cannot
    ///   be reached or refuses the login, the catalog was set up by a newer version, or it
    ///   is not set up and the user may not set it up.
    public static func check(_ address: ShelterServerAddress, password: String?) async throws -> ServerConnectionCheck {
        try await withConnection(to: address, password: password) { connection in
            switch try await schemaVersion(on: connection) {
            case let version? where version > ServerSchema.currentVersion:
                throw ShelterServerError.newerSchema(database: address.database)
            case ServerSchema.currentVersion?:
                return try await mayWrite(on: connection) ? .mayChange : .mayOnlyRead
            default:
                // Setting up creates the two roles and the tables.
                let maySetUp = try await values(connection.query("""
                    SELECT has_schema_privilege('public', 'CREATE')
                        AND (SELECT rolsuper OR rolcreaterole FROM pg_roles WHERE rolname = current_user)
                    """, logger: logger), as: Bool.self)
                guard maySetUp.first == true else { throw ShelterServerError.notSetUp(database: address.database) }
                return .willBeSetUp
            }
        }
    }

    /// Connects to the catalog at `address` and checks that its schema is this version's.
    /// When the database holds no catalog yet, or an older one, and the user may change
    /// the schema, it is set up first (see ``setUp(_:password:)``).
    ///
    /// - Parameter requestTimeout: how long each request waits for the server before it
    ///   gives up (``ShelterServerError/noAnswer(host:seconds:mayHaveSaved:)``).
    /// - Throws: ``ShelterServerError``: the server cannot be reached or refuses the
    ///   login, the catalog was set up by a newer version, or it needs setting up and the
    ///   user may not.
    public static func open(
        _ address: ShelterServerAddress, password: String?, requestTimeout: Duration = defaultRequestTimeout
    ) async throws -> ShelterServer {
        let server = try await connect(address, password: password, requestTimeout: requestTimeout)
        do {
            switch try await server.schemaVersion() {
            case ServerSchema.currentVersion:
                break
            case let version? where version > ServerSchema.currentVersion:
                throw ShelterServerError.newerSchema(database: address.database)
            default:
                try await server.migrate()
            }
            // Whatever changes from here on, the desk will hear of: its first read of the
            // catalog comes after this.
            try await server.readChangeHorizon()
            return server
        } catch {
            await server.close()
            throw error
        }
    }

    /// Sets up the catalog at `address`, or brings it up to this version: the two roles
    /// desks log in through (`shelter_staff`, `shelter_visitor`: ``ServerSchema/createRoles``),
    /// then every migration not yet applied, each in its own transaction. Run by whoever
    /// owns the database (`pet-adoption --server URL --set-up-server`); running it again
    /// changes nothing.
    ///
    /// - Returns: the migrations applied now (none when the catalog was up to date).
    @discardableResult
    public static func setUp(_ address: ShelterServerAddress, password: String?) async throws -> [String] {
        let server = try await connect(address, password: password)
        do {
            if let version = try await server.schemaVersion(), version > ServerSchema.currentVersion {
                throw ShelterServerError.newerSchema(database: address.database)
            }
            let applied = try await server.migrate()
            await server.close()
            return applied
        } catch {
            await server.close()
            throw error
        }
    }

    /// Closes every connection; the server must not be used afterwards.
    ///
    /// Waits at most 5 s for the pool to close: a request whose statement postgres-nio
    /// never answers (sent as its connection closed) would keep it open for ever.
    public func close() async {
        running.cancel()
        _ = try? await withTimeLimit(.seconds(5), onExpiry: {}, expired: { CancellationError() }) { [running] in
            await running.value
        }
    }

    /// Whether this desk's user may change the catalog (a `shelter_staff` member) or only
    /// read it (a `shelter_visitor` member): the server's own answer, from its grants.
    public func mayWrite() async throws -> Bool {
        try await run { connection in try await Self.mayWrite(on: connection) }
    }

    private static func mayWrite(on connection: PostgresConnection) async throws -> Bool {
        try await values(connection.query("SELECT has_table_privilege('pet', 'UPDATE')", logger: logger), as: Bool.self).first ?? false
    }

    // MARK: Schema

    /// The newest migration the database records, `nil` when it has no catalog.
    private func schemaVersion() async throws -> Int? {
        try await run { connection in try await Self.schemaVersion(on: connection) }
    }

    private static func schemaVersion(on connection: PostgresConnection) async throws -> Int? {
        let exists = try await values(
            connection.query("SELECT to_regclass('schema_migration') IS NOT NULL", logger: logger), as: Bool.self)
        guard exists.first == true else { return nil }
        let versions = try await values(connection.query("SELECT max(version) FROM schema_migration", logger: logger), as: Int?.self)
        return versions.first.map { $0 ?? 0 }
    }

    /// Creates the roles and the migrations table if missing, then applies the
    /// migrations the database lacks, each in a transaction that first takes a lock, so
    /// two desks starting at once apply each migration once.
    @discardableResult
    private func migrate() async throws -> [String] {
        do {
            try await transaction(.unlimited) { connection in
                try await connection.query("SELECT pg_advisory_xact_lock(7270371)", logger: Self.logger)
                for statement in ServerSchema.createRoles {
                    try await connection.query(statement, logger: Self.logger)
                }
                try await connection.query("""
                    CREATE TABLE IF NOT EXISTS schema_migration (
                        version integer PRIMARY KEY,
                        summary text NOT NULL,
                        applied_at timestamptz NOT NULL DEFAULT now()
                    )
                    """, logger: Self.logger)
            }
            var applied: [String] = []
            for migration in ServerSchema.migrations {
                let didApply = try await transaction(.unlimited) { connection in
                    try await connection.query("SELECT pg_advisory_xact_lock(7270371)", logger: Self.logger)
                    let applied = try await Self.values(
                        connection.query("SELECT true FROM schema_migration WHERE version = \(migration.version)", logger: Self.logger),
                        as: Bool.self)
                    guard applied.isEmpty else { return false }
                    for statement in migration.statements { try await connection.query(statement, logger: Self.logger) }
                    try await connection.query(
                        "INSERT INTO schema_migration (version, summary) VALUES (\(migration.version), \(migration.summary))",
                        logger: Self.logger)
                    return true
                }
                if didApply { applied.append("\(migration.version): \(migration.summary)") }
            }
            return applied
        } catch ShelterServerError.readOnly {
            throw ShelterServerError.mayNotSetUp(user: address.user)
        }
    }
}

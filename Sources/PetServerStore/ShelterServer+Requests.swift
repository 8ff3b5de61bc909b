import Foundation
import PostgresNIO

/// Requests to the shelter's server: a connection of the pool, a time limit, a transaction,
/// and errors in plain words.
extension ShelterServer {
    /// Runs `body` on a connection of the pool, with errors in plain words. A connection
    /// whose session `body`'s error ended is closed before it goes back to the pool, so
    /// the next request is never given it, and `body` (which only reads) runs once more
    /// on a new connection (``EndedSession``).
    ///
    /// - Parameter patience: how long the request may wait for the server, from asking
    ///   for a connection to its last answer: ``requestTimeout``, or without a limit for
    ///   a request over the whole catalog or a photo. When it passes, the request throws
    ///   ``ShelterServerError/noAnswer(host:seconds:mayHaveSaved:)`` (``RequestDeadline``).
    func run<T: Sendable>(
        _ patience: Patience = .request, _ body: @escaping @Sendable (PostgresConnection) async throws -> T
    ) async throws -> T {
        try await run(within: limit(patience), deadline: RequestDeadline()) { connection in
            do {
                return try await body(connection)
            } catch where Self.endsSession(error) {
                throw EndedSession(error: error)
            }
        }
    }

    /// A request whose connection's session ended under it, and which runs once more on a
    /// new connection: a read, or a transaction whose `BEGIN` failed.
    ///
    /// The pool can hand out a connection whose session the server ended while it was idle
    /// (a restart, `pg_terminate_backend`, an idle timeout) before the desk has read the
    /// server's notice. A read (``run(_:_:)``) can always run again; a transaction only
    /// when its `BEGIN` failed, since one that ends later may have done part of its work
    /// and the desk is told so.
    private struct EndedSession: Error {
        /// What ended the session.
        let error: any Error
    }

    /// How long a request may wait for the server.
    enum Patience {
        /// ``requestTimeout``: a request about a few records.
        case request
        /// No limit: a request that reads or writes the whole catalog, or a photo's bytes,
        /// which may take minutes on a slow network; its caller shows that it is busy.
        case unlimited
    }

    private func limit(_ patience: Patience) -> Duration? {
        switch patience {
        case .request: requestTimeout
        case .unlimited: nil
        }
    }

    private func run<T: Sendable>(
        within limit: Duration?, deadline: RequestDeadline, _ body: @escaping @Sendable (PostgresConnection) async throws -> T
    ) async throws -> T {
        let attempt: @Sendable (_ mayRetry: Bool) async throws -> T = { [client] mayRetry in
            try await client.withConnection { connection in
                guard deadline.hold(connection) else { throw CancellationError() }
                do {
                    return try await body(connection)
                } catch let ended as EndedSession {
                    try? await connection.close()
                    throw mayRetry ? ended : ended.error
                } catch {
                    if Self.endsSession(error) { try? await connection.close() }
                    throw error
                }
            }
        }
        let request: @Sendable () async throws -> T = {
            do {
                return try await attempt(true)
            } catch let ended as EndedSession {
                guard !deadline.hasPassed else { throw ended.error }
                return try await attempt(false)
            }
        }
        do {
            guard let limit else { return try await request() }
            return try await withTimeLimit(limit, onExpiry: deadline.pass, expired: { [address] in
                ShelterServerError.noAnswer(
                    host: address.host, seconds: Int(limit.components.seconds), mayHaveSaved: deadline.hadSentCommit)
            }, request)
        } catch let error as ShelterServerError {
            throw error
        } catch {
            throw deadline.hasPassed
                ? ShelterServerError.noAnswer(
                    host: address.host, seconds: Int((limit ?? .zero).components.seconds), mayHaveSaved: deadline.hadSentCommit)
                : ShelterServerError.plain(error, address: address)
        }
    }

    /// Runs `body` in one transaction, committed when it returns and rolled back when it
    /// throws, with errors in plain words.
    ///
    /// A transaction whose `BEGIN` finds the session ended runs again on a new connection
    /// (``EndedSession``). One whose connection ended later is not rolled back by the
    /// desk, and the desk is told: the server discards the work of a session that ends (a
    /// FATAL error always ends it), and
    /// postgres-nio (1.33) never answers a statement sent on a closed connection, so a
    /// `ROLLBACK` sent there would wait for ever.
    func transaction<T: Sendable>(
        _ patience: Patience = .request, _ body: @escaping @Sendable (PostgresConnection) async throws -> T
    ) async throws -> T {
        let deadline = RequestDeadline()
        return try await run(within: limit(patience), deadline: deadline) { connection in
            do {
                try await connection.query("BEGIN", logger: Self.logger)
            } catch where Self.endsSession(error) {
                throw EndedSession(error: error)
            }
            let value: T
            do {
                value = try await body(connection)
            } catch {
                if !Self.endsSession(error) && !connection.isClosed {
                    _ = try? await connection.query("ROLLBACK", logger: Self.logger)
                }
                throw error
            }
            guard !connection.isClosed else { throw ShelterServerError.connectionLost }
            deadline.sendingCommit()
            do {
                try await connection.query("COMMIT", logger: Self.logger)
            } catch where Self.closedConnection(error) && !deadline.hasPassed {
                throw ShelterServerError.lostWhileSaving
            }
            return value
        }
    }

    /// Whether `error` ended the connection's session: the connection closed, or the
    /// server reported a FATAL or PANIC error, after which it closes the connection
    /// (PostgreSQL's protocol, "ErrorResponse").
    static func endsSession(_ error: any Error) -> Bool {
        guard let error = error as? PSQLError else { return false }
        return error.code == .server ? ["FATAL", "PANIC"].contains(error.serverInfo?[.severity] ?? "") : closedConnection(error)
    }

    /// Whether `error` is the connection closing without the server's answer (rather than
    /// the server's refusal): what was sent last may or may not have been done.
    static func closedConnection(_ error: any Error) -> Bool {
        guard let error = error as? PSQLError else { return false }
        return [.serverClosedConnection, .uncleanShutdown, .clientClosedConnection, .connectionError].contains(error.code)
    }

    /// Every value of `rows`, read to the end: a result is always read whole before the
    /// connection goes on to its next statement or back to the pool.
    static func values<T: PostgresDecodable & Sendable>(_ rows: PostgresRowSequence, as type: T.Type) async throws -> [T] {
        var values: [T] = []
        for try await value in rows.decode(T.self) { values.append(value) }
        return values
    }

    /// The version an insert or update of one record stored (its `RETURNING version`).
    static func storedVersion(_ rows: PostgresRowSequence) async throws -> Int64 {
        guard let version = try await values(rows, as: Int64.self).first else { throw ShelterServerError.invalidValue }
        return version
    }
}

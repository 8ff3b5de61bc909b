import PostgresNIO
import Synchronization

/// The time a request to the shelter server may take, and what happens when it passes:
/// the connection the request holds is closed, which fails its statement at once (the
/// server then rolls back an unfinished transaction), and the request is told it had no
/// answer. A request still waiting for a connection is cancelled instead.
///
/// postgres-nio waits for an answer as long as the connection stays open: a server that
/// is stopped (`SIGSTOP`), or unreachable behind a network that drops packets, keeps a
/// request waiting for as long as TCP does, minutes.
final class RequestDeadline: Sendable {
    private enum State {
        case waiting
        case holding(PostgresConnection)
        case passed
    }

    private let state = Mutex(State.waiting)
    /// Whether the request sent its `COMMIT`: after that, a request without an answer
    /// may have been saved.
    private let committing = Mutex(false)

    /// Whether the time passed before the request finished.
    var hasPassed: Bool {
        state.withLock { if case .passed = $0 { true } else { false } }
    }

    /// Whether the request had sent its `COMMIT` when the time passed.
    var hadSentCommit: Bool { committing.withLock { $0 } }

    /// Notes that the request holds `connection`, and returns `true`; returns `false` when
    /// the time passed already (the request was given its connection too late, and must
    /// not start: the desk was told it had no answer).
    func hold(_ connection: PostgresConnection) -> Bool {
        state.withLock { state in
            if case .passed = state { return false }
            state = .holding(connection)
            return true
        }
    }

    /// Notes that the request is sending its `COMMIT`.
    func sendingCommit() {
        committing.withLock { $0 = true }
    }

    /// The time passed: closes the connection the request holds, if any.
    func pass() {
        let held: PostgresConnection? = state.withLock { state in
            defer { state = .passed }
            if case .holding(let connection) = state { return connection }
            return nil
        }
        if let held { Self.close(held) }
    }

    /// Closes `connection` at once, without waiting for the server (which may never answer).
    private static func close(_ connection: PostgresConnection) {
        let closing: EventLoopFuture<Void> = connection.close()
        _ = closing
    }
}

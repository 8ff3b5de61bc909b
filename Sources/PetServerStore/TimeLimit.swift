import Synchronization

/// Runs `operation` in a task of its own and returns what it returns, unless `limit`
/// passes first: then the operation's task is cancelled, `onExpiry` runs (to end the
/// operation if cancelling cannot) and `expired()` is thrown at once, without waiting for
/// the operation, which may never end: postgres-nio (1.33) never answers a statement sent
/// on a connection that has closed (a server that restarted), and waiting for it would
/// hang the desk.
func withTimeLimit<T: Sendable>(
    _ limit: Duration, onExpiry: @escaping @Sendable () -> Void, expired: @escaping @Sendable () -> any Error,
    _ operation: @escaping @Sendable () async throws -> T
) async throws -> T {
    let outcome = FirstOutcome<T>()
    return try await withCheckedThrowingContinuation { continuation in
        outcome.await(continuation)
        let work = Task {
            let result: Result<T, any Error>
            do { result = .success(try await operation()) } catch { result = .failure(error) }
            outcome.settle(result)
        }
        let timer = Task {
            try await Task.sleep(for: limit)
            guard outcome.settle(.failure(expired())) else { return }
            work.cancel()
            onExpiry()
        }
        outcome.onSettled { timer.cancel() }
    }
}

/// The first of several outcomes to arrive, handed to a waiting continuation once.
private final class FirstOutcome<T: Sendable>: Sendable {
    private struct State {
        var continuation: CheckedContinuation<T, any Error>?
        var isSettled = false
        var onSettled: (@Sendable () -> Void)?
    }

    private let state = Mutex(State())

    func await(_ continuation: CheckedContinuation<T, any Error>) {
        state.withLock { $0.continuation = continuation }
    }

    /// Runs `action` once an outcome arrived (at once if one has).
    func onSettled(_ action: @escaping @Sendable () -> Void) {
        let settled = state.withLock { state in
            if !state.isSettled { state.onSettled = action }
            return state.isSettled
        }
        if settled { action() }
    }

    /// Resumes the waiting continuation with `result` unless an earlier outcome did;
    /// returns whether this one did.
    @discardableResult
    func settle(_ result: Result<T, any Error>) -> Bool {
        let (continuation, action) = state.withLock { state -> (CheckedContinuation<T, any Error>?, (@Sendable () -> Void)?) in
            guard !state.isSettled else { return (nil, nil) }
            state.isSettled = true
            defer {
                state.continuation = nil
                state.onSettled = nil
            }
            return (state.continuation, state.onSettled)
        }
        guard let continuation else { return false }
        continuation.resume(with: result)
        action?()
        return true
    }
}

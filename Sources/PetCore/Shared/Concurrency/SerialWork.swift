/// Runs a store's operations one after the other, in the order they were asked for,
/// even though each suspends while its commit runs off the main actor.
///
/// Two quick clicks on a favourite button are two toggles: the second reads the state
/// the first committed, never the state both started from. A reload asked for while a
/// write is committing reads after it. Each operation counts as ``PendingWork`` from the
/// moment it is asked for until it has finished.
@MainActor
final class SerialWork {
    private var last: Task<Void, Never>?

    /// Runs `operation` after every operation asked for before it, and returns what it
    /// returned.
    func run<T: Sendable>(_ operation: @escaping @MainActor () async -> T) async -> T {
        // `operation` cannot throw, so neither can this.
        try! await run { () async throws -> T in await operation() }
    }

    /// Runs `operation` after every operation asked for before it, and returns what it
    /// returned (or throws what it threw).
    func run<T: Sendable>(_ operation: @escaping @MainActor () async throws -> T) async throws -> T {
        PendingWork.begin()
        let previous = last
        let task = Task { @MainActor () async throws -> T in
            defer { PendingWork.end() }
            await previous?.value
            return try await operation()
        }
        last = Task { _ = await task.result }
        return try await task.value
    }
}

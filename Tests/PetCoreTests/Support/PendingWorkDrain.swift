import PetCore

/// Waits, without sleeping, for the work counted by ``PendingWork`` to land.
///
/// PetCore tests run in parallel and every store operation counts while it is in flight,
/// so the count can be above zero because of another test: await the operation itself
/// where possible, and use this only to show that nothing is left in flight.
enum PendingWorkDrain {
    /// Yields until ``PendingWork/count`` is 0, at most `maxTurns` times.
    ///
    /// Each turn queues once behind the jobs waiting for the main actor (where store
    /// operations finish) and once behind those waiting for the thread pool (where
    /// commits run), so the bound counts turns that other work had, not how fast one
    /// thread can spin.
    ///
    /// - Returns: whether the count reached 0.
    nonisolated static func settle(maxTurns: Int = 100_000) async -> Bool {
        for _ in 0..<maxTurns {
            if PendingWork.count == 0 { return true }
            await MainActor.run {}
            await Task.yield()
        }
        return PendingWork.count == 0
    }
}

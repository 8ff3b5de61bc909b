import Observation

/// Asks Observation whether an action changes what a view would have read.
@MainActor
enum Observed {
    /// Whether `act` changes anything `read` reads, as Observation reports it: `read` runs
    /// inside `withObservationTracking`, then `act` runs (and is awaited) on the main actor.
    static func changes(_ read: () -> Void, when act: @MainActor () async throws -> Void) async rethrows -> Bool {
        let flag = ChangeFlag()
        withObservationTracking(read, onChange: { flag.fired = true })
        try await act()
        return flag.fired
    }

    /// The names of the `reads` whose observation `act` notified; each read is tracked on
    /// its own, so this tells which of several observers an action reaches.
    static func notified(
        _ reads: KeyValuePairs<String, () -> Void>, when act: @MainActor () async throws -> Void
    ) async rethrows -> Set<String> {
        let flags = reads.map { name, read in
            let flag = ChangeFlag()
            withObservationTracking(read, onChange: { flag.fired = true })
            return (name, flag)
        }
        try await act()
        return Set(flags.filter { $0.1.fired }.map(\.0))
    }
}

/// Set by an observation's `onChange`, which Observation calls synchronously inside the
/// mutation that triggers it (on the main actor, in these tests).
final class ChangeFlag: @unchecked Sendable {
    var fired = false
}

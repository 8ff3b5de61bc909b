import Foundation
import PetCore
import PostgresNIO
import Synchronization

extension ShelterServer {
    /// The channel the server notifies on when a transaction changed pets or recipes.
    static let changeChannel = "catalog_change"

    /// Shows this desk, through `onChange`, every pet and recipe other desks change from
    /// the moment the catalog was opened, until the calling task is cancelled; and,
    /// through `onReach`, whether the server can be reached.
    ///
    /// A connection of its own listens on ``changeChannel``; each notification (and each
    /// new connection, which may have missed some) reads the change log from
    /// ``changeHorizon`` and then the records it names as they are now. Every
    /// ``heartbeat`` the connection asks the server a question: one it does not answer
    /// within ``requestTimeout`` (a server stopped, a network gone) ends the connection. A
    /// lost connection is made again, after 1 s and then up to 30 s apart, and the log
    /// read again, so a desk that was away shows everything it missed. `onChange` gets
    /// only what changed, never an empty change; `onReach` hears
    /// ``ServerReach/unreachable(since:)`` (since the server last answered) once the
    /// connection is lost, and ``ServerReach/reachable`` once a connection caught up again.
    public func followChanges(
        _ onChange: @escaping @Sendable (CatalogRecordChanges) async -> Void,
        onReach: @escaping @Sendable (ServerReach) async -> Void = { _ in }
    ) async {
        var pause = Duration.seconds(1)
        let lastAnswer = LastAnswer()
        var isReachable = true
        while !Task.isCancelled {
            do {
                try await Self.withConnection(to: address, password: password) { connection in
                    try await connection.listen(on: Self.changeChannel) { notifications in
                        try await deliverChanges(to: onChange)
                        lastAnswer.now()
                        pause = .seconds(1)
                        if !isReachable {
                            isReachable = true
                            await onReach(.reachable)
                        }
                        // Whichever ends first (the server not answering, or the connection
                        // closing under the notifications) ends the other.
                        try await withThrowingTaskGroup(of: Void.self) { group in
                            group.addTask { try await self.keepAsking(connection, lastAnswer: lastAnswer) }
                            group.addTask {
                                for try await _ in notifications { try await self.deliverChanges(to: onChange) }
                                throw ShelterServerError.connectionLost
                            }
                            try await group.next()
                            group.cancelAll()
                        }
                    }
                }
            } catch {
                // Cancelled, or the server went away: try again unless cancelled.
            }
            guard !Task.isCancelled else { return }
            if isReachable {
                isReachable = false
                await onReach(.unreachable(since: lastAnswer.date))
            }
            try? await Task.sleep(for: pause)
            pause = min(pause * 2, .seconds(30))
        }
    }

    /// How often the connection that listens for changes asks the server whether it is
    /// still there (half the ``requestTimeout``: 5 s): a listening connection otherwise
    /// waits in silence, and would not notice a server that stopped answering.
    var heartbeat: Duration { requestTimeout / 2 }

    /// Asks the server a question on `connection` every ``heartbeat``, noting when it
    /// answered in `lastAnswer`; closes the connection, and throws, when an answer takes
    /// longer than ``requestTimeout``. Runs until cancelled.
    private func keepAsking(_ connection: PostgresConnection, lastAnswer: LastAnswer) async throws {
        while true {
            try await Task.sleep(for: heartbeat)
            let deadline = RequestDeadline()
            _ = deadline.hold(connection)
            try await withTimeLimit(requestTimeout, onExpiry: deadline.pass, expired: { ShelterServerError.connectionLost }) {
                _ = try await Self.values(connection.query("SELECT 1", logger: Self.logger), as: Int.self)
            }
            lastAnswer.now()
        }
    }

    /// Reads what changed since ``changeHorizon`` and hands it to `onChange`.
    private func deliverChanges(to onChange: @Sendable (CatalogRecordChanges) async -> Void) async throws {
        let changes = try await readChanges()
        if !changes.isEmpty { await onChange(changes) }
    }

    /// The pets and recipes the change log names since ``changeHorizon``, as they are
    /// now (those gone as removed), and the horizon moved on.
    ///
    /// One statement reads the log and the oldest transaction still running
    /// (`pg_snapshot_xmin`) in one snapshot: every transaction older than that had
    /// finished, so its rows were read now or before; the rows of those still running may
    /// be read again, which changes nothing.
    func readChanges() async throws -> CatalogRecordChanges {
        let since = changeHorizon.withLock { $0 }
        let (horizon, changed) = try await run { connection in
            var horizon = since
            var changed: [String: Set<String>] = [:]
            let rows = try await connection.query("""
                SELECT pg_snapshot_xmin(pg_current_snapshot())::text, log.kind, log.record_id
                FROM (SELECT 1) AS now
                LEFT JOIN (SELECT DISTINCT kind, record_id FROM change_log WHERE txid >= \(since)::xid8) AS log ON true
                """, logger: Self.logger)
            for try await (xmin, kind, id) in rows.decode((String, String?, String?).self) {
                horizon = xmin
                if let kind, let id { changed[kind, default: []].insert(id) }
            }
            return (horizon, changed)
        }
        let petIDs = changed["pet"] ?? []
        let recipeIDs = changed["recipe"] ?? []
        let pets = petIDs.isEmpty ? [] : try await loadPets(ids: Array(petIDs))
        let recipes = recipeIDs.isEmpty ? [] : try await loadRecipes(ids: Array(recipeIDs))
        changeHorizon.withLock { $0 = horizon }
        return CatalogRecordChanges(
            pets: RecordChanges(changed: pets, removedIDs: petIDs.subtracting(pets.map(\.id))),
            recipes: RecordChanges(changed: recipes, removedIDs: recipeIDs.subtracting(recipes.map(\.id))))
    }

    /// Sets ``changeHorizon`` to now: the oldest transaction still running.
    func readChangeHorizon() async throws {
        let horizon = try await run { connection in
            try await Self.values(connection.query("SELECT pg_snapshot_xmin(pg_current_snapshot())::text", logger: Self.logger), as: String.self)
        }
        if let horizon = horizon.first { changeHorizon.withLock { $0 = horizon } }
    }

    /// The pets with `ids` that exist.
    private func loadPets(ids: [Pet.ID]) async throws -> [Pet] {
        try await run { connection in
            var bindings = PostgresBindings()
            bindings.append(ids)
            return try await Self.pets(connection.query(
                PostgresQuery(unsafeSQL: ServerPetRow.selectSQL + " WHERE id = ANY($1)", binds: bindings), logger: Self.logger))
        }
    }

    /// The recipes with `ids` that exist.
    private func loadRecipes(ids: [Recipe.ID]) async throws -> [Recipe] {
        try await run { connection in
            var bindings = PostgresBindings()
            bindings.append(ids)
            var recipes: [Recipe] = []
            let rows = try await connection.query(
                PostgresQuery(unsafeSQL: ServerRecipeRow.selectSQL + " WHERE id = ANY($1)", binds: bindings), logger: Self.logger)
            for try await row in rows { recipes.append(try ServerRecipeRow.recipe(from: row)) }
            return recipes
        }
    }
}

/// When the server last answered the connection that follows changes.
private final class LastAnswer: Sendable {
    private let answered = Mutex(Date())

    /// The time of the last answer.
    var date: Date { answered.withLock { $0 } }

    /// The server answered now.
    func now() {
        answered.withLock { $0 = Date() }
    }
}

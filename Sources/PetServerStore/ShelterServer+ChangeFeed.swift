import Foundation
import PetCore
import PostgresNIO

extension ShelterServer {
    /// The channel the server notifies on when a transaction changed pets or recipes.
    static let changeChannel = "catalog_change"

    /// Shows this desk, through `onChange`, every pet and recipe other desks change from
    /// the moment the catalog was opened, until the calling task is cancelled.
    ///
    /// A connection of its own listens on ``changeChannel``; each notification (and each
    /// new connection, which may have missed some) reads the change log from
    /// ``changeHorizon`` and then the records it names as they are now. A lost connection
    /// is made again, after 1 s and then up to 30 s apart, and the log read again, so a
    /// desk that was away shows everything it missed. `onChange` gets only what changed,
    /// never an empty change.
    public func followChanges(_ onChange: @escaping @Sendable (CatalogRecordChanges) async -> Void) async {
        var pause = Duration.seconds(1)
        while !Task.isCancelled {
            do {
                try await Self.withConnection(to: address, password: password) { connection in
                    try await connection.listen(on: Self.changeChannel) { notifications in
                        try await deliverChanges(to: onChange)
                        pause = .seconds(1)
                        for try await _ in notifications { try await deliverChanges(to: onChange) }
                    }
                }
            } catch {
                // Cancelled, or the server went away: try again unless cancelled.
            }
            guard !Task.isCancelled else { return }
            try? await Task.sleep(for: pause)
            pause = min(pause * 2, .seconds(30))
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

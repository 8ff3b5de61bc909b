import PetCore
import PostgresNIO

extension ShelterServer {
    /// Runs an edit, `query` (an `UPDATE … WHERE id = $1 AND version = … RETURNING
    /// version`), in a transaction of its own: one statement decides, since another
    /// desk's save in between raised the version (or holds the row's lock until it has),
    /// and this one then changes nothing. Returns the new version; otherwise throws the
    /// ``EditConflict`` with the record `current` reads (given the bindings of its id), or
    /// ``EditConflict/deletedElsewhere`` when there is none.
    ///
    /// An edit `overwriting` another desk's change on purpose records that in the same
    /// transaction: the `kind` record `id`, the version saved over, and (as the table's
    /// defaults) the desk's role and the time.
    func edit<Record: Sendable>(
        _ query: PostgresQuery, of kind: String, id: String, overwriting: Bool,
        current: @escaping @Sendable (PostgresConnection, PostgresBindings) async throws -> Record?
    ) async throws -> Int64 {
        try await transaction { connection in
            guard let version = try await Self.values(connection.query(query, logger: Self.logger), as: Int64.self).first
            else {
                var bindings = PostgresBindings()
                bindings.append(id)
                throw try await current(connection, bindings).map(EditConflict.changedElsewhere)
                    ?? EditConflict<Record>.deletedElsewhere
            }
            if overwriting {
                try await connection.query("""
                    INSERT INTO overwrite (kind, record_id, overwritten_version) VALUES (\(kind), \(id), \(version - 1))
                    """, logger: Self.logger)
            }
            return version
        }
    }
}

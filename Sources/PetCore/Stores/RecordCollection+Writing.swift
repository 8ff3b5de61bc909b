extension RecordCollection where Record: VersionedRecord {
    /// Stores `record` through `write` (a repository's save, returning the version it
    /// stored) and shows it at that version. Throws what `write` threw, changing nothing.
    func save(_ record: Record, through write: (Record) async throws -> Int64) async throws -> Record {
        var stored = record
        stored.version = try await write(record)
        upsert(stored)
        return stored
    }

    /// Stores an edit of `record` through `update` (a repository's write conditional on
    /// the record's version, returning the new one) and shows it at that version. On an
    /// ``EditConflict`` shows the record as stored now, or no longer shows it when it was
    /// deleted (after `deletedElsewhere` ran), and rethrows; other errors change nothing.
    func saveEdit(
        _ record: Record, through update: (Record) async throws -> Int64, deletedElsewhere: () -> Void = {}
    ) async throws -> Record {
        do {
            return try await save(record, through: update)
        } catch let conflict as EditConflict<Record> {
            switch conflict {
            case .changedElsewhere(let current):
                upsert(current)
            case .deletedElsewhere:
                deletedElsewhere()
                remove(record.id)
            }
            throw conflict
        }
    }
}

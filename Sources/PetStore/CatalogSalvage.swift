import Foundation
import GRDB

/// Copies what can still be read from a damaged catalog database into a new file with
/// the same schema: SQLite's own rules, table by table, with no knowledge of pets or
/// recipes.
///
/// - Each table is first copied whole, in one statement.
/// - When that fails on a damaged page, a table with row ids is copied row by row,
///   from 1 to the largest row id the table still reports (each row is looked up from
///   the root of its b-tree, so a damaged page loses only the rows under it). A table
///   `WITHOUT ROWID` has no such keys to step through: it is kept whole or not at all.
/// - Rows whose parent was lost are then settled as the schema settles them when a
///   parent is deleted (a favourite of a pet that could not be read goes; a pet whose
///   import batch was lost keeps its place with no batch), so the new file keeps every
///   rule of the schema and passes `PRAGMA integrity_check`.
/// - A catalog whose seeding record was lost is marked as seeded, so that opening it
///   never adds the sample catalog to what was recovered.
///
/// The damaged file is only read, through its own connection.
enum CatalogSalvage {
    /// What was copied.
    struct Outcome: Equatable {
        /// Pets in the new file.
        var pets: Int
        /// Recipes in the new file.
        var recipes: Int
    }

    /// Creates `target` (which must not exist) with the current schema and copies into
    /// it every row of `source` that can still be read.
    static func copyReadableRows(from source: DatabasePool, into target: URL, now: Date) throws -> Outcome {
        let queue = try DatabaseQueue(path: target.path)
        do {
            try CatalogSchema.migrator.migrate(queue)
            let outcome = try queue.writeWithoutTransaction { db in
                try db.execute(sql: "PRAGMA foreign_keys = OFF")
                for table in try tables(db) {
                    try copy(table, from: source, into: db)
                }
                try settleOrphans(db)
                try db.execute(
                    sql: "INSERT OR IGNORE INTO catalogState (id, seededAt) VALUES (1, ?)",
                    arguments: [now.timeIntervalSinceReferenceDate])
                return Outcome(
                    pets: try Int.fetchOne(db, sql: "SELECT count(*) FROM pet") ?? 0,
                    recipes: try Int.fetchOne(db, sql: "SELECT count(*) FROM recipe") ?? 0)
            }
            try queue.close()
            return outcome
        } catch {
            try? queue.close()
            try? FileManager.default.removeItem(at: target)
            throw error
        }
    }

    /// The schema's tables, without SQLite's and GRDB's own.
    private static func tables(_ db: Database) throws -> [String] {
        try String.fetchAll(db, sql: """
            SELECT name FROM sqlite_master
            WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name <> 'grdb_migrations'
            ORDER BY name
            """)
    }

    /// Copies `table`'s readable rows from `source`, whole if it can, else row by row.
    private static func copy(_ table: String, from source: DatabasePool, into db: Database) throws {
        let columns = try db.columns(in: table).map(\.name)
        let columnList = columns.map { $0.quotedDatabaseIdentifier }.joined(separator: ", ")
        let insert = "INSERT INTO \(table.quotedDatabaseIdentifier) (\(columnList)) VALUES (\(databaseQuestionMarks(count: columns.count)))"
        let select = "SELECT \(columnList) FROM \(table.quotedDatabaseIdentifier)"
        if let rows = try? source.read({ try Row.fetchAll($0, sql: select) }) {
            for row in rows {
                try db.execute(sql: insert, arguments: StatementArguments(row.databaseValues))
            }
            return
        }
        guard try db.tableExists(table), try !isWithoutRowID(table, db) else { return }
        let maxRowID = "SELECT max(rowid) FROM \(table.quotedDatabaseIdentifier)"
        guard let largest = (try? source.read { try Int64.fetchOne($0, sql: maxRowID) }) ?? nil else { return }
        let rowSelect = "\(select) WHERE rowid = ?"
        var rowID: Int64 = 1
        while rowID <= largest {
            // A damaged page answers with an error for its rows only. Each lookup is its
            // own statement outside any transaction (SQLite may abort a transaction on such
            // an error, and GRDB then fails the whole read); one reader per batch keeps the cost of
            // 300,000 lookups in seconds.
            let batchEnd = min(largest, rowID + 999)
            let rows = (try? source.unsafeRead { source in
                (rowID...batchEnd).compactMap { id in try? Row.fetchOne(source, sql: rowSelect, arguments: [id]) }
            }) ?? []
            for row in rows {
                try db.execute(sql: insert, arguments: StatementArguments(row.databaseValues))
            }
            rowID = batchEnd + 1
        }
    }

    /// Whether `table` was created `WITHOUT ROWID`.
    private static func isWithoutRowID(_ table: String, _ db: Database) throws -> Bool {
        let sql = try String.fetchOne(db, sql: "SELECT sql FROM sqlite_master WHERE name = ?", arguments: [table]) ?? ""
        return sql.range(of: "WITHOUT ROWID", options: .caseInsensitive) != nil
    }

    /// Settles the rows whose parent row was lost as the schema settles them when a parent
    /// is deleted: `ON DELETE SET NULL` clears the reference, any other action deletes
    /// the row (a favourite of a lost pet). Repeats until `PRAGMA foreign_key_check` finds
    /// nothing, since a deleted row may be the parent of others.
    private static func settleOrphans(_ db: Database) throws {
        while try !Row.fetchAll(db, sql: "PRAGMA foreign_key_check").isEmpty {
            for table in try tables(db) {
                for foreignKey in try foreignKeys(of: table, db) {
                    try settle(foreignKey, of: table, db)
                }
            }
        }
    }

    /// One foreign key of a table, as `PRAGMA foreign_key_list` gives it.
    private struct ForeignKey {
        var parentTable: String
        /// Child column and parent column, in order.
        var columns: [(child: String, parent: String)]
        var setsNullOnDelete: Bool
    }

    /// The foreign keys of `table`.
    private static func foreignKeys(of table: String, _ db: Database) throws -> [ForeignKey] {
        let rows = try Row.fetchAll(db, sql: "SELECT * FROM pragma_foreign_key_list(?) ORDER BY id, seq", arguments: [table])
        var keys: [Int: ForeignKey] = [:]
        for row in rows {
            let id: Int = row["id"]
            keys[id, default: ForeignKey(parentTable: row["table"], columns: [], setsNullOnDelete: row["on_delete"] == "SET NULL")]
                .columns.append((child: row["from"], parent: row["to"]))
        }
        return keys.keys.sorted().compactMap { keys[$0] }
    }

    /// Clears or deletes the rows of `table` whose `foreignKey` names a missing parent.
    private static func settle(_ foreignKey: ForeignKey, of table: String, _ db: Database) throws {
        let child = table.quotedDatabaseIdentifier
        let parent = foreignKey.parentTable.quotedDatabaseIdentifier
        let present = foreignKey.columns.map { "\(child).\($0.child.quotedDatabaseIdentifier) IS NOT NULL" }
        let matches = foreignKey.columns.map {
            "\(parent).\($0.parent.quotedDatabaseIdentifier) = \(child).\($0.child.quotedDatabaseIdentifier)"
        }
        let orphan = (present + ["NOT EXISTS (SELECT 1 FROM \(parent) WHERE \(matches.joined(separator: " AND ")))"])
            .joined(separator: " AND ")
        if foreignKey.setsNullOnDelete {
            let clear = foreignKey.columns.map { "\($0.child.quotedDatabaseIdentifier) = NULL" }.joined(separator: ", ")
            try db.execute(sql: "UPDATE \(child) SET \(clear) WHERE \(orphan)")
        } else {
            try db.execute(sql: "DELETE FROM \(child) WHERE \(orphan)")
        }
    }
}

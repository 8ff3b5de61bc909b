import Foundation
import GRDB
import PetCore

extension CatalogDatabase {
    /// The versions of the pet or recipe `id` that were saved over on purpose
    /// (``PetRepository/updatePet(_:overwriting:)``), oldest first.
    public func overwrittenVersions(of id: String) throws -> [Int64] {
        try read { db in
            try Int64.fetchAll(db, sql: "SELECT overwrittenVersion FROM overwrite WHERE recordId = ? ORDER BY id", arguments: [id])
        }
    }

    /// Records, in the transaction of the edit that did it, that version `version` of
    /// the `kind` record `id` was saved over on purpose.
    static func recordOverwrite(kind: String, of id: String, version: Int64, _ db: Database) throws {
        try db.execute(
            sql: "INSERT INTO overwrite (kind, recordId, overwrittenVersion, savedAt) VALUES (?, ?, ?, ?)",
            arguments: [kind, id, version, Date().timeIntervalSinceReferenceDate])
    }
}

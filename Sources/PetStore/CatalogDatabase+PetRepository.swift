import Foundation
import GRDB
import PetCore

extension CatalogDatabase: PetRepository {
    public func loadPets() throws -> [Pet] {
        countPetLoad()
        return try read(PetRow.fetchAll)
    }

    public func loadNameSearchKeys() throws -> [String: String] {
        try read(PetRow.fetchNameSearchKeys)
    }

    public func loadPetPreview(limit: Int) throws -> RecordPreview<Pet> {
        try read { db in
            RecordPreview(
                records: try PetRow.fetchFirstByName(db, limit: limit),
                totalCount: try Int.fetchOne(db, sql: "SELECT count(*) FROM pet") ?? 0)
        }
    }

    @discardableResult
    public func recordAdoption(petID: Pet.ID, on date: Date) async throws -> AdoptionReceipt {
        try await write { db in
            let adopted = CatalogCodes.status.code(.adopted)
            // One statement decides: two windows (or processes) adopting at once are
            // serialised by SQLite's write lock, and the second finds the pet adopted.
            guard let version = try Int64.fetchOne(db, sql: """
                UPDATE pet SET status = ?, version = version + 1 WHERE id = ? AND status <> ? RETURNING version
                """, arguments: [adopted, petID, adopted])
            else { throw try Self.petExists(petID, db) ? AdoptionConflict.alreadyAdopted : CatalogStoreError.unknownPet(petID) }
            try db.execute(
                sql: "INSERT INTO adoption (petId, adoptedAt) VALUES (?, ?)",
                arguments: [petID, date.timeIntervalSinceReferenceDate])
            return AdoptionReceipt(petVersion: version)
        }
    }

    public func undoAdoption(petID: Pet.ID, restoring previousStatus: AdoptionStatus, receipt: AdoptionReceipt) async throws {
        try await write { db in
            try db.execute(
                sql: "UPDATE pet SET status = ?, version = version + 1 WHERE id = ? AND version = ?",
                arguments: [CatalogCodes.status.code(previousStatus), petID, receipt.petVersion])
            guard db.changesCount == 1 else {
                throw try Self.petExists(petID, db) ? AdoptionConflict.changedSinceAdoption : CatalogStoreError.unknownPet(petID)
            }
            try db.execute(sql: """
                UPDATE adoption SET isUndone = 1
                WHERE id = (SELECT id FROM adoption WHERE petId = ? AND NOT isUndone ORDER BY id DESC LIMIT 1)
                """, arguments: [petID])
        }
    }

    @discardableResult
    public func savePet(_ pet: Pet) async throws -> Int64 {
        try await write { db in
            try Self.registerPhotos(of: pet, db)
            guard let version = try Int64.fetchOne(db, sql: PetRow.upsertSQL, arguments: PetRow.arguments(pet, importBatchID: nil))
            else { throw CatalogStoreError.damaged }
            return version
        }
    }

    public func updatePet(_ pet: Pet, overwriting: Bool) async throws -> Int64 {
        try await write { db in
            try Self.registerPhotos(of: pet, db)
            // One statement decides, under SQLite's write lock: another window's save in
            // between raised the version, and this one then changes nothing (and the
            // transaction, the photos registered with it).
            guard let version = try Int64.fetchOne(db, sql: PetRow.editSQL, arguments: PetRow.arguments(pet, importBatchID: nil))
            else { throw try PetRow.fetchOne(id: pet.id, db).map(EditConflict.changedElsewhere) ?? EditConflict<Pet>.deletedElsewhere }
            if overwriting { try Self.recordOverwrite(kind: "pet", of: pet.id, version: pet.version, db) }
            return version
        }
    }

    public func deletePet(id: Pet.ID) async throws {
        try await write { db in
            try db.execute(sql: "DELETE FROM pet WHERE id = ?", arguments: [id])
        }
    }

    /// Whether the catalog has a pet with `id`.
    private static func petExists(_ id: Pet.ID, _ db: Database) throws -> Bool {
        try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM pet WHERE id = ?)", arguments: [id]) ?? false
    }

    /// The adoptions recorded for a pet, oldest first, with whether each was undone.
    public func adoptions(petID: Pet.ID) throws -> [(date: Date, isUndone: Bool)] {
        try read { db in
            try Row.fetchAll(
                db, sql: "SELECT adoptedAt, isUndone FROM adoption WHERE petId = ? ORDER BY id",
                arguments: [petID]
            ).map { row in (Date(timeIntervalSinceReferenceDate: row[0]), row[1]) }
        }
    }
}

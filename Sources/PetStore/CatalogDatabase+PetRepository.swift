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

    public func recordAdoption(petID: Pet.ID, on date: Date) async throws {
        try await write { db in
            try db.execute(
                sql: "UPDATE pet SET status = ? WHERE id = ?",
                arguments: [CatalogCodes.status.code(.adopted), petID])
            guard db.changesCount == 1 else { throw CatalogStoreError.unknownPet(petID) }
            try db.execute(
                sql: "INSERT INTO adoption (petId, adoptedAt) VALUES (?, ?)",
                arguments: [petID, date.timeIntervalSinceReferenceDate])
        }
    }

    public func undoAdoption(petID: Pet.ID, restoring previousStatus: AdoptionStatus) async throws {
        try await write { db in
            try db.execute(sql: "UPDATE pet SET status = ? WHERE id = ?", arguments: [CatalogCodes.status.code(previousStatus), petID])
            guard db.changesCount == 1 else { throw CatalogStoreError.unknownPet(petID) }
            try db.execute(sql: """
                UPDATE adoption SET isUndone = 1
                WHERE id = (SELECT id FROM adoption WHERE petId = ? AND NOT isUndone ORDER BY id DESC LIMIT 1)
                """, arguments: [petID])
        }
    }

    public func savePet(_ pet: Pet) async throws {
        try await write { db in
            try Self.registerPhotos(of: pet, db)
            try db.execute(sql: PetRow.upsertSQL, arguments: PetRow.arguments(pet, importBatchID: nil))
        }
    }

    public func deletePet(id: Pet.ID) async throws {
        try await write { db in
            try db.execute(sql: "DELETE FROM pet WHERE id = ?", arguments: [id])
        }
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

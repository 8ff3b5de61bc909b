import Foundation
import PetCore
import PostgresNIO

extension ShelterServer: PetRepository {
    public func loadPets() async throws -> [Pet] {
        try await run(.unlimited) { connection in
            try await Self.pets(connection.query(PostgresQuery(unsafeSQL: ServerPetRow.selectSQL), logger: Self.logger))
        }
    }

    public func loadNameSearchKeys() async throws -> [String: String] {
        try await run { connection in
            var keys: [String: String] = [:]
            let rows = try await connection.query(
                "SELECT name, name_search_key FROM pet WHERE name_search_key <> ''", logger: Self.logger)
            for try await (name, key) in rows.decode((String, String).self) { keys[name] = key }
            return keys
        }
    }

    public func loadPetPreview(limit: Int) async throws -> RecordPreview<Pet> {
        try await transaction { connection in
            var bindings = PostgresBindings()
            bindings.append(limit)
            let first = try await Self.pets(connection.query(
                PostgresQuery(unsafeSQL: ServerPetRow.selectSQL + " ORDER BY lower(name), id LIMIT $1", binds: bindings),
                logger: Self.logger))
            let total = try await Self.values(connection.query("SELECT count(*) FROM pet", logger: Self.logger), as: Int.self)
            return RecordPreview(records: first, totalCount: total.first ?? 0)
        }
    }

    @discardableResult
    public func recordAdoption(petID: Pet.ID, on date: Date) async throws -> AdoptionReceipt {
        try await transaction { connection in
            // One statement decides: of two desks adopting at once, the second waits for
            // the first's row lock, then finds the status adopted and changes nothing.
            let versions = try await Self.values(connection.query(
                "UPDATE pet SET status = 'adopted', version = version + 1 WHERE id = \(petID) AND status <> 'adopted' RETURNING version",
                logger: Self.logger), as: Int64.self)
            guard let version = versions.first else {
                throw try await Self.exists("SELECT 1 FROM pet WHERE id = \(petID)", connection)
                    ? AdoptionConflict.alreadyAdopted : ShelterServerError.unknownPet(petID)
            }
            try await connection.query(
                "INSERT INTO adoption (pet_id, adopted_at) VALUES (\(petID), \(date))", logger: Self.logger)
            return AdoptionReceipt(petVersion: version)
        }
    }

    public func undoAdoption(petID: Pet.ID, restoring previousStatus: AdoptionStatus, receipt: AdoptionReceipt) async throws {
        try await transaction { connection in
            let undone = try await Self.values(connection.query("""
                UPDATE pet SET status = \(previousStatus.rawValue), version = version + 1
                WHERE id = \(petID) AND version = \(receipt.petVersion) RETURNING id
                """, logger: Self.logger), as: String.self)
            guard !undone.isEmpty else {
                throw try await Self.exists("SELECT 1 FROM pet WHERE id = \(petID)", connection)
                    ? AdoptionConflict.changedSinceAdoption : ShelterServerError.unknownPet(petID)
            }
            try await connection.query("""
                UPDATE adoption SET is_undone = true
                WHERE id = (SELECT id FROM adoption WHERE pet_id = \(petID) AND NOT is_undone ORDER BY id DESC LIMIT 1)
                """, logger: Self.logger)
        }
    }

    @discardableResult
    public func savePet(_ pet: Pet) async throws -> Int64 {
        try await transaction { connection in
            try await Self.storedVersion(connection.query(
                PostgresQuery(unsafeSQL: ServerPetRow.upsertSQL, binds: ServerPetRow.bindings(pet)), logger: Self.logger))
        }
    }

    @discardableResult
    public func updatePet(_ pet: Pet, overwriting: Bool) async throws -> Int64 {
        try await edit(
            PostgresQuery(unsafeSQL: ServerPetRow.editSQL, binds: ServerPetRow.bindings(pet)),
            of: "pet", id: pet.id, overwriting: overwriting
        ) {
            connection, bindings in
            try await Self.pets(connection.query(
                PostgresQuery(unsafeSQL: ServerPetRow.selectSQL + " WHERE id = $1", binds: bindings), logger: Self.logger)).first
        }
    }

    public func deletePet(id: Pet.ID) async throws {
        try await transaction { connection in
            _ = try await connection.query("DELETE FROM pet WHERE id = \(id)", logger: Self.logger)
        }
    }

    /// Every pet of `rows` (selected by ``ServerPetRow/selectSQL``).
    static func pets(_ rows: PostgresRowSequence) async throws -> [Pet] {
        var pets: [Pet] = []
        for try await row in rows { pets.append(try ServerPetRow.pet(from: row)) }
        return pets
    }
}

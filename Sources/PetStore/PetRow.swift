import Foundation
import GRDB
import PetCore

/// How a ``Pet`` maps to a row of the `pet` table.
enum PetRow {
    /// The stored columns, in the order of ``arguments(_:importBatchID:)``.
    static let columns = [
        "id", "name", "species", "breed", "sex", "birthday", "rarity", "fee", "photo", "about",
        "status", "goodWithChildren", "goodWithDogs", "goodWithCats", "dateAdded", "originSource", "originAnimalId",
        "morePhotos",
    ] + detailColumns + ["version", "nameSearchKey", "importBatchId"]

    /// The columns an update writes from the pet: all but the id, its version (which the
    /// statement raises) and the import batch.
    private static let updatedColumns = columns.enumerated().dropFirst().dropLast()
        .filter { $0.element != "version" }

    /// `SELECT` of every column ``pet(from:)`` reads, in its order (not the search key or
    /// the import batch).
    static let selectSQL = "SELECT \(columns.dropLast(2).joined(separator: ", ")) FROM pet"

    /// The stored search keys of Chinese names, by name (see `NameSearchKeys`).
    static func fetchNameSearchKeys(_ db: Database) throws -> [String: String] {
        var keys: [String: String] = [:]
        let rows = try Row.fetchCursor(db, sql: "SELECT name, nameSearchKey FROM pet WHERE nameSearchKey != ''")
        while let row = try rows.next() { keys[row[0]] = row[1] }
        return keys
    }

    /// `INSERT` of one pet, with `?` for each of ``columns``.
    static let insertSQL = """
        INSERT INTO pet (\(columns.joined(separator: ", ")))
        VALUES (\(Array(repeating: "?", count: columns.count).joined(separator: ", ")))
        """

    /// The position of the version among the arguments (``arguments(_:importBatchID:)``).
    private static let versionArgument = columns.firstIndex(of: "version")! + 1

    /// Insert (with the pet's version), or update every field but the id and the import
    /// batch when the id exists, leaving the version above both the stored one and the
    /// pet's. Never `REPLACE`: that would delete the row and cascade to its favourite and
    /// adoptions. Selects the version stored.
    static let upsertSQL = insertSQL + """

        ON CONFLICT (id) DO UPDATE SET
        \(updatedColumns.map { "\($1) = excluded.\($1)" }.joined(separator: ",\n")),
        version = max(pet.version, excluded.version) + 1
        RETURNING version
        """

    /// `UPDATE` of the pet with the id, from the same arguments as ``insertSQL``: every
    /// field; the import batch only when one is given; the version left above both the
    /// stored one and the pet's. Changes nothing when the id is gone.
    static let updateSQL = update(version: "max(version, ?\(versionArgument)) + 1", where: "id = ?1")

    /// ``updateSQL`` of an edit: only while the stored version is still the pet's, raising
    /// it by one. Selects the new version; selects nothing when the pet changed or is gone.
    static let editSQL = update(version: "version + 1", where: "id = ?1 AND version = ?\(versionArgument)")
        + "\nRETURNING version"

    /// `UPDATE` of every field from the arguments of ``insertSQL`` (the import batch only
    /// when one is given), setting the version to `version`, of the pet `condition` selects.
    private static func update(version: String, where condition: String) -> String {
        """
        UPDATE pet SET
        \(updatedColumns.map { "\($1) = ?\($0 + 1)" }.joined(separator: ",\n")),
        importBatchId = COALESCE(?\(columns.count), importBatchId),
        version = \(version)
        WHERE \(condition)
        """
    }

    static func arguments(_ pet: Pet, importBatchID: Int64?) -> StatementArguments {
        let codes = CatalogCodes.self
        let listed: [(any DatabaseValueConvertible)?] = [
            pet.id, pet.name, codes.species.code(pet.species), pet.breed, codes.sex.code(pet.sex),
            pet.birthday.daysSinceEpoch, codes.rarity.code(pet.rarity), pet.fee.map { "\($0)" }, pet.photo, pet.about,
            codes.status.code(pet.status), codes.answer.code(pet.goodWithChildren),
            codes.answer.code(pet.goodWithDogs), codes.answer.code(pet.goodWithCats),
            pet.dateAdded.timeIntervalSinceReferenceDate, pet.origin?.source, pet.origin?.animalID,
            lines(pet.morePhotos),
        ]
        return StatementArguments(
            listed + detailArguments(pet.details) + [pet.version, NameSearchKeys.makeKey(for: pet.name), importBatchID])
    }

    /// Decodes a row selected by ``selectSQL``.
    static func pet(from row: Row) throws -> Pet {
        let codes = CatalogCodes.self
        guard let species = codes.species.value(row[2]),
              let sex = codes.sex.value(row[4]),
              let rarity = codes.rarity.value(row[6]),
              let status = codes.status.value(row[10]),
              let goodWithChildren = codes.answer.value(row[11]),
              let goodWithDogs = codes.answer.value(row[12]),
              let goodWithCats = codes.answer.value(row[13])
        else { throw CatalogStoreError.damaged }
        return Pet(
            id: row[0], name: row[1], species: species, breed: row[3], sex: sex,
            birthday: CalendarDate(daysSinceEpoch: row[5]), rarity: rarity, fee: try decimal(row[7]),
            photo: row[8], morePhotos: lines(row[17]), about: row[9],
            status: status, goodWithChildren: goodWithChildren, goodWithDogs: goodWithDogs,
            goodWithCats: goodWithCats,
            dateAdded: Date(timeIntervalSinceReferenceDate: row[14]),
            origin: origin(source: row[15], animalID: row[16]),
            details: try details(from: row, at: 18),
            version: row[18 + detailColumns.count]
        )
    }

    /// The origin stored in the two columns: both set, or neither.
    private static func origin(source: String?, animalID: String?) -> PetOrigin? {
        guard let source, let animalID else { return nil }
        return PetOrigin(source: source, animalID: animalID)
    }

    /// The pet with `id`, if the catalog has it.
    static func fetchOne(id: Pet.ID, _ db: Database) throws -> Pet? {
        try fetch(db, sql: selectSQL + " WHERE id = ?", arguments: [id], capacity: 1).first
    }

    /// The id of the pet of `origin`, if the catalog has it.
    static func id(of origin: PetOrigin, _ db: Database) throws -> Pet.ID? {
        try String.fetchOne(
            db, sql: "SELECT id FROM pet WHERE originSource = ? AND originAnimalId = ?",
            arguments: [origin.source, origin.animalID])
    }

    /// Every pet, in storage order: a plain table scan, the fastest way to read them all.
    static func fetchAll(_ db: Database) throws -> [Pet] {
        try fetch(db, sql: selectSQL, capacity: try Int.fetchOne(db, sql: "SELECT MAX(rowid) FROM pet") ?? 0)
    }

    /// `SELECT` of the first `?` pets by name (case ignored), then id: a walk of the first
    /// entries of the `pet_on_name` index.
    static let firstByNameSQL = selectSQL + " ORDER BY name COLLATE NOCASE, id LIMIT ?"

    /// The first `limit` pets by name (case ignored), then id.
    static func fetchFirstByName(_ db: Database, limit: Int) throws -> [Pet] {
        try fetch(db, sql: firstByNameSQL, arguments: [limit], capacity: limit)
    }

    private static func fetch(
        _ db: Database, sql: String, arguments: StatementArguments = [], capacity: Int
    ) throws -> [Pet] {
        var pets: [Pet] = []
        pets.reserveCapacity(capacity)
        let rows = try Row.fetchCursor(db, sql: sql, arguments: arguments)
        while let row = try rows.next() {
            pets.append(try pet(from: row))
        }
        return pets
    }
}

import Foundation
import GRDB
import PetCore

/// How a ``Pet`` maps to a row of the `pet` table.
enum PetRow {
    /// The stored columns, in the order of ``arguments(_:importBatchID:)``.
    static let columns = [
        "id", "name", "species", "breed", "sex", "birthday", "rarity", "fee", "photo", "about",
        "status", "goodWithChildren", "goodWithDogs", "goodWithCats", "dateAdded", "importBatchId",
    ]

    /// `SELECT` of every column ``pet(from:)`` reads, in its order.
    static let selectSQL = "SELECT \(columns.dropLast().joined(separator: ", ")) FROM pet"

    /// `INSERT` of one pet, with `?` for each of ``columns``.
    static let insertSQL = """
        INSERT INTO pet (\(columns.joined(separator: ", ")))
        VALUES (\(Array(repeating: "?", count: columns.count).joined(separator: ", ")))
        """

    /// Insert, or update every field but the id and the import batch when the id exists.
    /// Never `REPLACE`: that would delete the row and cascade to its favourite and adoptions.
    static let upsertSQL = insertSQL + """

        ON CONFLICT (id) DO UPDATE SET
        \(columns.dropFirst().dropLast().map { "\($0) = excluded.\($0)" }.joined(separator: ",\n"))
        """

    static func arguments(_ pet: Pet, importBatchID: Int64?) -> StatementArguments {
        [
            pet.id, pet.name, pet.species.rawValue, pet.breed, pet.sex.rawValue,
            pet.birthday.iso8601, pet.rarity.rawValue, pet.fee.map { "\($0)" }, pet.photo, pet.about,
            pet.status.rawValue, pet.goodWithChildren.rawValue, pet.goodWithDogs.rawValue,
            pet.goodWithCats.rawValue, pet.dateAdded.timeIntervalSinceReferenceDate, importBatchID,
        ]
    }

    /// Decodes a row selected by ``selectSQL``.
    static func pet(from row: Row) throws -> Pet {
        let feeText: String? = row[7]
        guard let species = Species(rawValue: row[2]),
              let sex = Sex(rawValue: row[4]),
              let birthday = CalendarDate(iso8601: row[5]),
              let rarity = Rarity(rawValue: row[6]),
              let status = AdoptionStatus(rawValue: row[10]),
              let goodWithChildren = Compatibility(rawValue: row[11]),
              let goodWithDogs = Compatibility(rawValue: row[12]),
              let goodWithCats = Compatibility(rawValue: row[13])
        else { throw CatalogStoreError.damaged }
        let fee: Decimal?
        if let feeText {
            guard let value = Decimal(string: feeText, locale: Locale(identifier: "en_US_POSIX")) else {
                throw CatalogStoreError.damaged
            }
            fee = value
        } else {
            fee = nil
        }
        return Pet(
            id: row[0], name: row[1], species: species, breed: row[3], sex: sex,
            birthday: birthday, rarity: rarity, fee: fee, photo: row[8], about: row[9],
            status: status, goodWithChildren: goodWithChildren, goodWithDogs: goodWithDogs,
            goodWithCats: goodWithCats,
            dateAdded: Date(timeIntervalSinceReferenceDate: row[14])
        )
    }

    /// Every pet, in id order.
    static func fetchAll(_ db: Database) throws -> [Pet] {
        var pets: [Pet] = []
        let rows = try Row.fetchCursor(db, sql: selectSQL + " ORDER BY id")
        while let row = try rows.next() {
            pets.append(try pet(from: row))
        }
        return pets
    }
}

import Foundation
import PetCore
import PostgresNIO

/// How a ``Pet`` maps to a row of the server's `pet` table.
enum ServerPetRow {
    /// The columns a pet is written to, in the order of ``bindings(_:)``.
    static let columns = [
        "id", "name", "name_search_key", "species", "breed", "sex", "birthday", "rarity", "fee", "photo",
        "more_photos", "about", "status", "good_with_children", "good_with_dogs", "good_with_cats", "date_added",
        "origin_source", "origin_animal_id", "size", "colors", "coat_length", "weight", "weight_unit",
        "house_trained", "spayed_or_neutered", "vaccinated", "microchip", "intake_date", "special_needs",
        "special_needs_note", "kennel", "version",
    ]

    /// The columns an update writes from the pet, with their parameters: all but the id
    /// and the version (which the statement raises).
    private static let updated = zip(columns, values).dropFirst().filter { $0.0 != "version" }

    /// The parameter of the pet's version.
    private static let versionParameter = "$\(columns.count)"

    /// The parameter of each column: a day is sent as its number since 1970-01-01.
    private static let values = columns.enumerated().map { index, column in
        ["birthday", "intake_date"].contains(column) ? "DATE '1970-01-01' + $\(index + 1)::integer" : "$\(index + 1)"
    }

    /// `SELECT` of the columns ``pet(from:)`` decodes, days as numbers.
    static let selectSQL = "SELECT " + columns.map { column in
        ["birthday", "intake_date"].contains(column) ? "\(column) - DATE '1970-01-01'" : column
    }.joined(separator: ", ") + " FROM pet"

    /// `INSERT` of a new pet; `$\(columns.count + 1)` is its import batch (or NULL).
    static let insertSQL = """
        INSERT INTO pet (\(columns.joined(separator: ", ")), import_batch_id)
        VALUES (\(values.joined(separator: ", ")), $\(columns.count + 1))
        """

    /// Insert (with the pet's version), or update every field but the id and the import
    /// batch when the id exists, leaving the version above both the stored one and the
    /// pet's. Selects the version stored.
    static let upsertSQL = """
        INSERT INTO pet (\(columns.joined(separator: ", ")))
        VALUES (\(values.joined(separator: ", ")))
        ON CONFLICT (id) DO UPDATE SET
        \(updated.map { column, _ in "\(column) = excluded.\(column)" }.joined(separator: ",\n")),
        version = GREATEST(pet.version, excluded.version) + 1
        RETURNING version
        """

    /// `UPDATE` of every field of the pet with the id, leaving the version above both
    /// the stored one and the pet's; changes nothing when the id is gone.
    static let updateSQL = update(version: "GREATEST(version, \(versionParameter)) + 1", where: "id = $1")

    /// ``updateSQL`` of an edit: only while the stored version is still the pet's, raising
    /// it by one. Selects the new version; selects nothing when the pet changed or is gone.
    static let editSQL = update(version: "version + 1", where: "id = $1 AND version = \(versionParameter)")
        + "\nRETURNING version"

    /// `UPDATE` of every field from the parameters of ``bindings(_:)``, setting the
    /// version to `version`, of the pet `condition` selects.
    private static func update(version: String, where condition: String) -> String {
        """
        UPDATE pet SET
        \(updated.map { "\($0) = \($1)" }.joined(separator: ",\n")),
        version = \(version)
        WHERE \(condition)
        """
    }

    /// The values of ``columns`` for `pet`.
    static func bindings(_ pet: Pet) throws -> PostgresBindings {
        var bindings = PostgresBindings(capacity: columns.count + 1)
        let details = pet.details
        bindings.append(pet.id)
        bindings.append(pet.name)
        bindings.append(NameSearchKeys.makeKey(for: pet.name))
        bindings.append(pet.species.rawValue)
        bindings.append(pet.breed)
        bindings.append(pet.sex.rawValue)
        bindings.append(pet.birthday.daysSinceEpoch)
        bindings.append(pet.rarity.rawValue)
        try bindings.append(pet.fee)
        bindings.append(pet.photo)
        bindings.append(pet.morePhotos)
        bindings.append(pet.about)
        bindings.append(pet.status.rawValue)
        bindings.append(pet.goodWithChildren.rawValue)
        bindings.append(pet.goodWithDogs.rawValue)
        bindings.append(pet.goodWithCats.rawValue)
        bindings.append(pet.dateAdded.timeIntervalSinceReferenceDate)
        bindings.append(pet.origin?.source)
        bindings.append(pet.origin?.animalID)
        bindings.append(details.size?.rawValue)
        bindings.append(details.colors)
        bindings.append(details.coatLength?.rawValue)
        try bindings.append(details.weight?.value)
        bindings.append(details.weight?.unit.rawValue)
        bindings.append(details.houseTrained.rawValue)
        bindings.append(details.spayedOrNeutered.rawValue)
        bindings.append(details.vaccinated.rawValue)
        bindings.append(details.microchip)
        bindings.append(details.intakeDate?.daysSinceEpoch)
        bindings.append(details.specialNeeds.rawValue)
        bindings.append(details.specialNeedsNote)
        bindings.append(details.kennel)
        bindings.append(pet.version)
        return bindings
    }

    /// Decodes a row selected by ``selectSQL``.
    static func pet(from row: PostgresRow) throws -> Pet {
        let cells = row.makeRandomAccess()
        func value<T: PostgresDecodable>(_ index: Int, _ type: T.Type = T.self) throws -> T {
            try cells[index].decode(T.self)
        }
        func named<T: RawRepresentable>(_ index: Int) throws -> T where T.RawValue == String {
            guard let named = T(rawValue: try value(index, String.self)) else { throw ShelterServerError.invalidValue }
            return named
        }
        func namedIfAny<T: RawRepresentable>(_ index: Int) throws -> T? where T.RawValue == String {
            guard let name = try value(index, String?.self) else { return nil }
            guard let named = T(rawValue: name) else { throw ShelterServerError.invalidValue }
            return named
        }
        var weight: PetWeight?
        if let amount = try value(22, Decimal?.self), let unit: WeightUnit = try namedIfAny(23) {
            weight = PetWeight(amount, unit)
        }
        let origin: PetOrigin? = try value(17, String?.self).flatMap { source in
            try value(18, String?.self).map { PetOrigin(source: source, animalID: $0) }
        }
        return Pet(
            id: try value(0), name: try value(1), species: try named(3), breed: try value(4), sex: try named(5),
            birthday: CalendarDate(daysSinceEpoch: try value(6)), rarity: try named(7), fee: try value(8),
            photo: try value(9), morePhotos: try value(10), about: try value(11), status: try named(12),
            goodWithChildren: try named(13), goodWithDogs: try named(14), goodWithCats: try named(15),
            dateAdded: Date(timeIntervalSinceReferenceDate: try value(16)), origin: origin,
            details: ShelterDetails(
                size: try namedIfAny(19), colors: try value(20), coatLength: try namedIfAny(21), weight: weight,
                houseTrained: try named(24), spayedOrNeutered: try named(25), vaccinated: try named(26),
                microchip: try value(27), intakeDate: try value(28, Int?.self).map(CalendarDate.init(daysSinceEpoch:)),
                specialNeeds: try named(29), specialNeedsNote: try value(30), kennel: try value(31)),
            version: try value(32))
    }
}

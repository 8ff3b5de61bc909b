import Foundation
import GRDB
import PetCore

extension PetRow {
    /// The columns of a pet's ``ShelterDetails``, in the order of ``detailArguments(_:)``.
    static let detailColumns = [
        "size", "colors", "coatLength", "weight", "weightUnit", "houseTrained", "spayedOrNeutered",
        "vaccinated", "microchip", "intakeDate", "specialNeeds", "specialNeedsNote", "kennel",
    ]

    /// The values of ``detailColumns``.
    static func detailArguments(_ details: ShelterDetails) -> [(any DatabaseValueConvertible)?] {
        let codes = CatalogCodes.self
        return [
            details.size.map(codes.size.code), lines(details.colors), details.coatLength.map(codes.coatLength.code),
            details.weight.map { "\($0.value)" }, details.weight.map { codes.weightUnit.code($0.unit) },
            codes.answer.code(details.houseTrained), codes.answer.code(details.spayedOrNeutered),
            codes.answer.code(details.vaccinated), details.microchip, details.intakeDate?.daysSinceEpoch,
            codes.answer.code(details.specialNeeds), details.specialNeedsNote, details.kennel,
        ]
    }

    /// Decodes the details stored in ``detailColumns`` from `row`, starting at column `first`.
    static func details(from row: Row, at first: Int) throws -> ShelterDetails {
        let codes = CatalogCodes.self
        func code<Value>(_ offset: Int, _ list: StoredCodes<Value>) throws -> Value? {
            guard let stored = row[first + offset] as Int? else { return nil }
            guard let value = list.value(stored) else { throw CatalogStoreError.damaged }
            return value
        }
        func answer(_ offset: Int) throws -> YesNoAnswer {
            guard let value = try code(offset, codes.answer) else { throw CatalogStoreError.damaged }
            return value
        }
        var weight: PetWeight?
        if let value = try decimal(row[first + 3]) {
            guard let unit = try code(4, codes.weightUnit) else { throw CatalogStoreError.damaged }
            weight = PetWeight(value, unit)
        }
        return ShelterDetails(
            size: try code(0, codes.size), colors: lines(row[first + 1]), coatLength: try code(2, codes.coatLength),
            weight: weight, houseTrained: try answer(5), spayedOrNeutered: try answer(6), vaccinated: try answer(7),
            microchip: row[first + 8], intakeDate: (row[first + 9] as Int?).map(CalendarDate.init(daysSinceEpoch:)),
            specialNeeds: try answer(10), specialNeedsNote: row[first + 11], kennel: row[first + 12]
        )
    }

    /// Decimal text, written without a locale (“12.10”), or `nil` for NULL.
    static func decimal(_ text: String?) throws -> Decimal? {
        guard let text else { return nil }
        // No locale: "." is the separator, and no locale data is loaded at start-up.
        guard let value = Decimal(string: text) else { throw CatalogStoreError.damaged }
        return value
    }

    /// A list of single-line texts stored as one text, a line each.
    static func lines(_ items: [String]) -> String {
        items.joined(separator: "\n")
    }

    /// The list ``lines(_:)-(String)`` stored: split at every line feed, a carriage
    /// return before one staying with its line. It is read for every pet of the catalog:
    /// split as bytes, loading 100,000 pets takes 190 ms, against 222 ms with Foundation's
    /// `components(separatedBy:)` (StoreBenchmark).
    static func lines(_ text: String) -> [String] {
        guard !text.isEmpty else { return [] }
        return text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
    }
}

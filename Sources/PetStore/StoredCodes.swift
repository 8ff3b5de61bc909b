import PetCore

/// How an enum is stored: as the small integer that is its position in a fixed list.
///
/// Integers instead of the raw strings because the pet list decodes seven enums for
/// each of up to 100,000 pets at start-up, and an integer column costs a fraction of a
/// string one. The lists are persisted: append new cases at the end, never reorder.
struct StoredCodes<Value: Hashable>: Sendable where Value: Sendable {
    private let values: [Value]
    private let codes: [Value: Int]

    init(_ values: [Value]) {
        self.values = values
        self.codes = Dictionary(uniqueKeysWithValues: values.enumerated().map { ($1, $0) })
    }

    /// The stored code of `value`.
    func code(_ value: Value) -> Int {
        // Every case is listed (checked by the tests).
        codes[value]!
    }

    /// The value stored as `code`, or `nil` for a code this build does not know.
    func value(_ code: Int) -> Value? {
        values.indices.contains(code) ? values[code] : nil
    }

    /// The SQL check that a column holds a known code.
    func check(_ column: String) -> String {
        "CHECK (\(column) BETWEEN 0 AND \(values.count - 1))"
    }
}

/// The code lists of the catalog's enums.
enum CatalogCodes {
    static let species = StoredCodes<Species>([.dog, .cat, .rabbit, .bird, .smallAnimal, .other])
    static let sex = StoredCodes<Sex>([.unknown, .female, .male])
    static let rarity = StoredCodes<Rarity>([.common, .uncommon, .rare, .veryRare])
    static let status = StoredCodes<AdoptionStatus>([.available, .pending, .adopted])
    static let answer = StoredCodes<YesNoAnswer>([.unknown, .yes, .no])
    static let size = StoredCodes<PetSize>([.small, .medium, .large, .extraLarge])
    static let coatLength = StoredCodes<CoatLength>([.hairless, .short, .medium, .long, .wire, .curly])
    static let weightUnit = StoredCodes<WeightUnit>([.kilograms, .pounds])
}

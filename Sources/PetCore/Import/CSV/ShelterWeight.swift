import Foundation

/// Reads a weight column: `12`, `12.5`, `45 lbs`, `4,2 kg`, with its unit from the cell,
/// else from a unit column (Adopt-a-Pet's `SizeUOM`, RescueGroups' `animalSizeUOM`:
/// `lbs`, `lb`, `pounds`, `kg`, `kilograms`).
///
/// A bare number with no unit column takes the unit the column is documented in:
/// Adopt-a-Pet's `Sizecurrent` and Shelterluv's `Current Weight` (its interface's
/// `CurrentWeightPounds`) are pounds. Animal Shelter Manager's `ANIMALWEIGHT` and a plain
/// `Weight` column are in the shelter's unit, which the file does not say; they are read
/// as pounds too, the unit of the US shelter software and listing sites these layouts
/// come from, and the import says so once for the file (``Reading/assumedPounds``).
/// `0` is no weight (Animal Shelter Manager's default).
enum ShelterWeight {
    /// What a weight cell says.
    enum Reading: Equatable, Sendable {
        case weight(PetWeight)
        /// A bare number read as pounds though nothing says so.
        case assumedPounds(PetWeight)
        case empty
        case unknownText
    }

    /// Headers (normalized) whose weights are documented as pounds.
    private static let poundColumns: Set<String> = ["sizecurrent", "currentweight", "currentweightpounds"]
    private static let unitWords: [String: WeightUnit] = [
        "lb": .pounds, "lbs": .pounds, "pound": .pounds, "pounds": .pounds,
        "kg": .kilograms, "kgs": .kilograms, "kilo": .kilograms, "kilos": .kilograms,
        "kilogram": .kilograms, "kilograms": .kilograms,
    ]
    private static let posix = Locale(identifier: "en_US_POSIX")

    /// Reads `text` of the column headed `header`, beside the unit column's `unitText`
    /// (`nil` when the file has none).
    static func read(_ text: String, header: String, unitText: String?) -> Reading {
        let number = text.prefix { $0.isASCII && ($0.isNumber || $0 == "." || $0 == ",") }
        let rest = ShelterColumn.normalized(String(text.dropFirst(number.count)))
        if number.isEmpty { return rest.isEmpty ? .empty : .unknownText }
        guard let value = Decimal(string: number.replacingOccurrences(of: ",", with: "."), locale: posix)
        else { return .unknownText }
        if value == 0 { return rest.isEmpty || unitWords[rest] != nil ? .empty : .unknownText }
        if !rest.isEmpty {
            guard let unit = unitWords[rest] else { return .unknownText }
            return .weight(PetWeight(value, unit))
        }
        if let unitText, !unitText.isEmpty {
            guard let unit = unitWords[ShelterColumn.normalized(unitText)] else { return .unknownText }
            return .weight(PetWeight(value, unit))
        }
        return poundColumns.contains(ShelterColumn.normalized(header))
            ? .weight(PetWeight(value, .pounds))
            : .assumedPounds(PetWeight(value, .pounds))
    }
}

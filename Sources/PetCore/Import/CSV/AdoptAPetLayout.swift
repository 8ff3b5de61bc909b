/// Adopt-a-Pet's `pets.csv` as Animal Shelter Manager publishes it: no header line (the
/// columns are declared in the `import.cfg` sent beside it), 25 columns, or 26 when the
/// colour is included as the tenth.
///
/// A file without a header is recognised by its first row's values, which a header
/// cannot have: `Sex` is `M` or `F`, `Status` is `Available`, `Adopted` or `Delete`, the
/// seven flags from `GoodWKids` to `SpecialNeeds` are each `1`, `0` or empty, and
/// `SizeUOM` is `lbs` or empty. A file that has a header line is read by its headers
/// like any other.
enum AdoptAPetLayout {
    /// The columns, as `import.cfg` declares them, without the optional colour.
    private static let columns = [
        "Id", "Animal", "Breed", "Breed2", "Purebred", "Age", "Name", "Size", "Sex", "Description", "Status",
        "GoodWKids", "GoodWCats", "GoodWDogs", "SpayedNeutered", "ShotsCurrent", "Housetrained", "Declawed",
        "SpecialNeeds", "HairLength", "YouTubeVideoURL", "Birthdate", "Sizecurrent", "SizeUOM", "AdoptionFee",
    ]
    private static let flags = ["GoodWKids", "GoodWCats", "GoodWDogs", "SpayedNeutered", "ShotsCurrent", "Housetrained",
                                "Declawed", "SpecialNeeds"]

    /// The headers of a headerless Adopt-a-Pet file whose first row is `fields`; `nil`
    /// when the row is not an Adopt-a-Pet data row.
    static func headers(forFirstRow fields: [String]) -> [String]? {
        let headers: [String]
        switch fields.count {
        case columns.count: headers = columns
        case columns.count + 1: headers = Array(columns[..<9]) + ["Color"] + columns[9...]
        default: return nil
        }
        func value(_ header: String) -> String {
            fields[headers.firstIndex(of: header)!].trimmingWhitespace
        }
        guard ["M", "F"].contains(value("Sex")),
              ["available", "adopted", "delete"].contains(value("Status").lowercased()),
              flags.allSatisfy({ ["1", "0", ""].contains(value($0)) }),
              ["lbs", ""].contains(value("SizeUOM").lowercased())
        else { return nil }
        return headers
    }
}

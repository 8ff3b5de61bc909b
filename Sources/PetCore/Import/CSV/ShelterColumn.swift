/// A column of a shelter export the importer reads, with the header names it answers
/// to. Headers match ignoring case, spaces, underscores and hyphens, so `animal_type`,
/// `Animal Type` and `AnimalType` are the same column. Synonyms are in order of
/// preference: `AnimalID` wins over a plain `ID` wherever each stands; between headers
/// with the same name, the first wins.
///
/// A header that begins with `_` or `:` is a data portal's own column (CKAN's `_id`,
/// Socrata's `:id` and `:created_at`: the row's number and bookkeeping), never the
/// animal's, so it matches nothing. Neither do other records' ids (`Source_Id`,
/// `Staff_Id`, `Activity_Number`): only the synonyms below name the animal.
///
/// The synonyms cover the Austin Animal Center outcomes export, PetFinder.my's adoption
/// data (`Type, Name, Age, Breed1, Gender, Color1, …, Fee, Description, PetID`), Animal
/// Shelter Manager (`ShelterCode`, its code for the animal, before its row `ID`), and
/// the intake-and-outcome exports of Sonoma County, San José and Dallas.
enum ShelterColumn: CaseIterable, Hashable, Sendable {
    case id, name, species, breed, sex, birthday, age, fee, description, color, date, intakeDate, outcome, photo

    /// Header names, in normalized form (lowercase letters and digits only).
    var synonyms: [String] {
        switch self {
        case .id: ["animalid", "petid", "sheltercode", "id"]
        case .name: ["name", "petname", "animalname"]
        case .species: ["animaltype", "type", "species", "animal", "kind"]
        case .breed: ["breed", "breed1", "primarybreed"]
        case .sex: ["sexuponoutcome", "gender", "sex", "sexuponintake"]
        case .birthday: ["dateofbirth", "birthday", "birthdate", "dob"]
        case .age: ["ageuponoutcome", "age", "ageuponintake", "ageinmonths"]
        case .fee: ["fee", "adoptionfee", "price"]
        case .description: ["description", "about", "notes", "comments"]
        case .color: ["color", "colour", "color1", "colour1"]
        case .date: ["datetime", "outcomedate", "date", "dateadded"]
        case .intakeDate: ["intakedate"]
        case .outcome: ["outcometype", "outcome"]
        case .photo: ["photo", "photourl", "image", "imageurl"]
        }
    }

    /// The name a user would recognise, for messages.
    var displayName: String {
        switch self {
        case .id: "animal_id"
        case .name: "name"
        case .species: "animal_type"
        case .breed: "breed"
        case .sex: "sex"
        case .birthday: "date_of_birth"
        case .age: "age"
        case .fee: "fee"
        case .description: "description"
        case .color: "color"
        case .date: "datetime"
        case .intakeDate: "intake_date"
        case .outcome: "outcome_type"
        case .photo: "photo"
        }
    }

    /// `header` reduced to lowercase letters and digits.
    static func normalized(_ header: String) -> String {
        String(header.lowercased().unicodeScalars.filter { scalar in
            scalar.isASCII ? ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) : scalar.properties.isAlphabetic
        })
    }

    /// The index of each known column in `headers`.
    static func indices(in headers: [String]) -> [ShelterColumn: Int] {
        let normalized = headers.map { header in
            let trimmed = header.trimmingWhitespace
            return trimmed.hasPrefix("_") || trimmed.hasPrefix(":") ? "" : Self.normalized(trimmed)
        }
        var indices: [ShelterColumn: Int] = [:]
        for column in allCases {
            indices[column] = column.synonyms.lazy.compactMap { normalized.firstIndex(of: $0) }.first
        }
        return indices
    }
}

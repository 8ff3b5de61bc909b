/// A column of a shelter export the importer reads, with the header names it answers
/// to. Headers match ignoring case, spaces, underscores and hyphens, so `animal_type`,
/// `Animal Type` and `AnimalType` are the same column; the first matching column wins.
///
/// The synonyms cover the Austin Animal Center outcomes export and PetFinder.my's
/// adoption data (`Type, Name, Age, Breed1, Gender, Color1, …, Fee, Description, PetID`).
enum ShelterColumn: CaseIterable, Hashable, Sendable {
    case id, name, species, breed, sex, birthday, age, fee, description, color, date, outcome, photo

    /// Header names, in normalized form (lowercase letters and digits only).
    var synonyms: [String] {
        switch self {
        case .id: ["animalid", "petid", "id"]
        case .name: ["name", "petname", "animalname"]
        case .species: ["animaltype", "type", "species", "animal", "kind"]
        case .breed: ["breed", "breed1", "primarybreed"]
        case .sex: ["sexuponoutcome", "gender", "sex", "sexuponintake"]
        case .birthday: ["dateofbirth", "birthday", "birthdate", "dob"]
        case .age: ["ageuponoutcome", "age", "ageuponintake", "ageinmonths"]
        case .fee: ["fee", "adoptionfee", "price"]
        case .description: ["description", "about", "notes", "comments"]
        case .color: ["color", "colour", "color1", "colour1"]
        case .date: ["datetime", "outcomedate", "date", "intakedate", "dateadded"]
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
        let normalized = headers.map(normalized)
        var indices: [ShelterColumn: Int] = [:]
        for column in allCases {
            indices[column] = normalized.firstIndex { column.synonyms.contains($0) }
        }
        return indices
    }
}

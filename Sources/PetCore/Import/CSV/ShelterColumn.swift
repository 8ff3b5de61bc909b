/// A column of a shelter export the importer reads, with the header names it answers
/// to. Headers match ignoring case, spaces, underscores and hyphens, so `animal_type`,
/// `Animal Type` and `AnimalType` are the same column; a `#` reads as “number”
/// (PetPoint's `Animal #`). Synonyms are in order of preference: `AnimalID` wins over a
/// plain `ID` wherever each stands; between headers with the same name, the first wins.
///
/// A header that begins with `_` or `:` is a data portal's own column (CKAN's `_id`,
/// Socrata's `:id` and `:created_at`: the row's number and bookkeeping), never the
/// animal's, so it matches nothing. Neither do other records' ids (`Source_Id`,
/// `Staff_Id`, `Activity_Number`): only the synonyms below name the animal.
///
/// The synonyms cover the Austin Animal Center outcomes export, PetFinder.my's adoption
/// data (`Type, Name, Age, Breed1, Gender, Color1, …, Fee, Description, PetID`), the
/// intake-and-outcome exports of Sonoma County, San José and Dallas, and the documented
/// columns of shelter software and listing sites:
/// - Animal Shelter Manager's CSV import and export (`ANIMALCODE`, `ANIMALNAME`,
///   `ANIMALSPECIES`, `ANIMALSIZE`, `ANIMALCOLOR`, `ANIMALCOATTYPE`, `ANIMALWEIGHT`,
///   `ANIMALNEUTERED`, `ANIMALMICROCHIP`, `ANIMALENTRYDATE`, `ANIMALLOCATION`,
///   `ANIMALUNIT`, `ANIMALHASSPECIALNEEDS`, `ANIMALHEALTHPROBLEMS`, …), and its
///   `ShelterCode`, before its row `ID`;
/// - Shelterluv's animals export (`Animal ID`, `Primary Color`, `Current Weight`,
///   `Age (Y/M/D)`, `Altered before Arrival`, `Altered in Care`, `Kennel Card / Web Site Memo`);
/// - PetPoint's intake report (`Animal #`, `Gender`, `Altered`, `Location`, `Microchip Number`);
/// - RescueGroups' custom report (`Size Potential (General)`, `Color (General)`,
///   `OK with Dogs`, `Received Date`, `Microchip Number`) and its listing file
///   (`dogs`, `cats`, `kids`, `uptodate`, `coatLength`);
/// - the Petfinder listing file as Animal Shelter Manager writes it (`ID`, `Internal`,
///   `Size`, `Shots`, `Altered`, `NoDogs`, `NoCats`, `NoKids`, `arrival_date`,
///   `primaryColor`, `coat_length`, `special_needs_notes`);
/// - Adopt-a-Pet's `pets.csv` (`Id`, `Animal`, `GoodWKids`, `SpayedNeutered`,
///   `ShotsCurrent`, `HairLength`, `Sizecurrent`, `SizeUOM`).
enum ShelterColumn: CaseIterable, Hashable, Sendable {
    case id, name, species, breed, secondaryBreed, sex, birthday, age, fee, description
    case color, secondaryColor, tertiaryColor, date, intakeDate, outcome, listingStatus, photo
    case size, coatLength, weight, weightUnit, houseTrained, spayedOrNeutered, alteredInCare, vaccinated
    case microchip, specialNeeds, specialNeedsNote, kennel, kennelUnit
    case goodWithChildren, goodWithDogs, goodWithCats, noChildren, noDogs, noCats

    /// Header names, in normalized form (lowercase letters and digits only).
    var synonyms: [String] {
        switch self {
        case .id: ["animalid", "petid", "sheltercode", "animalcode", "animalnumber", "id", "internal"]
        case .name: ["name", "petname", "animalname"]
        case .species: ["animalspecies", "animaltype", "type", "species", "animal", "kind"]
        case .breed: ["breed", "breed1", "primarybreed", "animalbreed", "animalbreed1"]
        case .secondaryBreed: ["secondarybreed", "breed2", "animalbreed2"]
        case .sex: ["sexuponoutcome", "gender", "sex", "sexuponintake", "animalsex"]
        case .birthday: ["dateofbirth", "birthday", "birthdate", "dob", "animaldob"]
        case .age: ["ageuponoutcome", "age", "ageuponintake", "ageinmonths", "ageymd", "animalage"]
        case .fee: ["fee", "adoptionfee", "price"]
        case .description: ["description", "about", "notes", "comments", "desc", "animalcomments", "animaldescription",
                            "kennelcardwebsitememo"]
        case .color: ["color", "colour", "color1", "colour1", "primarycolor", "primarycolour", "animalcolor", "colorgeneral"]
        case .secondaryColor: ["secondarycolor", "secondarycolour", "color2", "colour2"]
        case .tertiaryColor: ["tertiarycolor", "tertiarycolour", "color3", "colour3"]
        case .date: ["datetime", "outcomedate", "date", "dateadded"]
        case .intakeDate: ["intakedate", "arrivaldate", "animalentrydate", "receiveddate", "animalreceiveddate"]
        case .outcome: ["outcometype", "outcome"]
        case .listingStatus: ["status", "animalstatus"]
        case .photo: ["photo", "photourl", "image", "imageurl"]
        case .size: ["size", "animalsize", "sizepotentialgeneral", "sizepotential", "animalgeneralsizepotential"]
        case .coatLength: ["coatlength", "hairlength", "animalcoattype", "coattype", "coat", "animalcoatlength"]
        case .weight: ["weight", "animalweight", "currentweight", "currentweightpounds", "sizecurrent", "animalsizecurrent",
                       "bodyweight"]
        case .weightUnit: ["sizeuom", "animalsizeuom", "weightunit", "bodyweightunit"]
        case .houseTrained: ["housetrained", "animalhousetrained", "housebroken"]
        case .spayedOrNeutered: ["altered", "spayedneutered", "animalneutered", "neutered", "alteredbeforearrival",
                                 "animalaltered"]
        case .alteredInCare: ["alteredincare"]
        case .vaccinated: ["shots", "shotscurrent", "uptodate", "animaluptodate"]
        case .microchip: ["microchipnumber", "microchip", "animalmicrochip", "animalmicrochipnumber", "chipnumber"]
        case .specialNeeds: ["specialneeds", "animalhasspecialneeds", "hasspecialneeds", "animalspecialneeds"]
        case .specialNeedsNote: ["specialneedsnotes", "specialneedsdescription", "animalspecialneedsdescription",
                                 "animalhealthproblems", "healthproblems"]
        case .kennel: ["kennelnumber", "kennel", "animallocation", "location"]
        case .kennelUnit: ["animalunit", "sublocation"]
        case .goodWithChildren: ["goodwithchildren", "goodwithkids", "goodwkids", "okwithkids", "animalgoodwithkids", "kids"]
        case .goodWithDogs: ["goodwithdogs", "goodwdogs", "okwithdogs", "animalgoodwithdogs", "dogs"]
        case .goodWithCats: ["goodwithcats", "goodwcats", "okwithcats", "animalgoodwithcats", "cats"]
        case .noChildren: ["nokids", "nochildren"]
        case .noDogs: ["nodogs"]
        case .noCats: ["nocats"]
        }
    }

    /// The name a user would recognise, for messages.
    var displayName: String {
        switch self {
        case .id: "animal_id"
        case .species: "animal_type"
        case .sex: "sex"
        case .birthday: "date_of_birth"
        case .age: "age"
        case .date: "datetime"
        case .intakeDate: "intake_date"
        case .outcome: "outcome_type"
        default: synonyms[0]
        }
    }

    /// `header` reduced to lowercase letters and digits, a `#` read as “number”.
    static func normalized(_ header: String) -> String {
        let header = header.contains("#") ? header.replacing("#", with: "number") : header
        return String(header.lowercased().unicodeScalars.filter { scalar in
            scalar.isASCII ? ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) : scalar.properties.isAlphabetic
        })
    }

    /// `headers` normalized; a data portal's own columns (`_id`, `:created_at`) become `""`.
    static func normalizedHeaders(_ headers: [String]) -> [String] {
        headers.map { header in
            let trimmed = header.trimmingWhitespace
            return trimmed.hasPrefix("_") || trimmed.hasPrefix(":") ? "" : Self.normalized(trimmed)
        }
    }

    /// The index of each known column in `headers`.
    static func indices(in headers: [String]) -> [ShelterColumn: Int] {
        let normalized = normalizedHeaders(headers)
        var indices: [ShelterColumn: Int] = [:]
        for column in allCases {
            indices[column] = column.synonyms.lazy.compactMap { normalized.firstIndex(of: $0) }.first
        }
        return indices
    }
}

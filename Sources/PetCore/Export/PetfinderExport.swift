import Foundation

/// Writes pets as a Petfinder import file: the 39 columns in the order Petfinder's import
/// documentation of August 2019 mandates, with its value codes, as Animal Shelter
/// Manager's Petfinder publisher (`src/asm3/publishers/petfinder.py`) writes them.
///
/// The header line is written unquoted, every field of the pets' lines quoted, lines
/// ending in LF, UTF-8 without a byte order mark, as Animal Shelter Manager does.
///
/// - `ID` is the animal's id in the shelter's records it was imported from (what the
///   shelter lists it under), else the app's id; `Internal` is the app's id, so a
///   listing leads back to the pet (Animal Shelter Manager writes its code in both).
/// - `Status`: `A` available, `P` pending (Petfinder's adoption-pending status, which
///   Animal Shelter Manager never sends), `X` adopted: an adopted pet stays in the file
///   so that Petfinder marks its listing adopted, as Animal Shelter Manager's "send
///   adopted" option does.
/// - Flags (`Shots`, `Altered`, `Housetrained`, `specialNeeds`, `Mix`) are `1` or empty;
///   `NoDogs`, `NoCats`, `NoKids` are negations: `1` when the pet is *not* good with
///   them, `0` when it is, empty when unknown.
/// - `Sex` and `Size` are empty when unknown, where Animal Shelter Manager writes `M`.
/// - `photo1`…`photo6` are the file names of the pet's photos, its picture first.
/// - `adoption_fee` is the pet's fee (its own or its rarity's) with two decimals, and
///   `display_adoption_fee` is `1`, when the fee is more than 0; a fee of 0 is written
///   as `adoption_fee_waived` `1`.
public struct PetfinderExport: Sendable {
    /// The columns, in order.
    public static let columns = [
        "ID", "Internal", "AnimalName", "PrimaryBreed", "SecondaryBreed", "Sex", "Size", "Age", "Desc", "Type",
        "Status", "Shots", "Altered", "NoDogs", "NoCats", "NoKids", "Housetrained", "Declawed", "specialNeeds", "Mix",
        "photo1", "photo2", "photo3", "photo4", "photo5", "photo6", "arrival_date", "birth_date",
        "primaryColor", "secondaryColor", "tertiaryColor", "coat_length", "adoption_fee", "display_adoption_fee",
        "adoption_fee_waived", "special_needs_notes", "no_other", "no_other_note", "tags",
    ]

    /// The day ages are counted to.
    public var today: CalendarDate

    /// An export counting ages to `today`.
    public init(today: CalendarDate) {
        self.today = today
    }

    /// The whole file for `pets`, in their order: the header line, then one line each.
    public func text(of pets: [Pet]) -> String {
        let writer = CSVWriter(quoting: .always, lineEnding: "\n")
        var text = Self.columns.joined(separator: ",") + "\n"
        for pet in pets {
            text += writer.record(fields(of: pet))
        }
        return text
    }

    /// The pet's fields, one per column.
    func fields(of pet: Pet) -> [String] {
        let details = pet.details
        let breeds = ListingValues.breeds(pet.breed)
        let photos = ListingValues.photoFileNames(of: pet)
        let fee = PetFormatter.fee(of: pet)
        let colors = details.colors
        return [
            ListingValues.listingID(of: pet),
            pet.id,
            pet.name,
            breeds.primary,
            breeds.secondary,
            ListingValues.sexCode(pet.sex),
            ListingValues.sizeCode(details.size),
            age(born: pet.birthday),
            ListingValues.plainPunctuation(ListingValues.description(pet.about, lineBreak: "&#10;")),
            ListingValues.petfinderSpecies(pet.species),
            status(pet.status),
            flag(details.vaccinated == .yes),
            flag(details.spayedOrNeutered == .yes),
            notGoodWith(pet.goodWithDogs),
            notGoodWith(pet.goodWithCats),
            notGoodWith(pet.goodWithChildren),
            flag(details.houseTrained == .yes),
            "",
            flag(details.specialNeeds == .yes),
            flag(ListingValues.isMix(pet.breed)),
        ] + (0..<6).map { $0 < photos.count ? photos[$0] : "" } + [
            details.intakeDate?.iso8601 ?? "",
            pet.birthday.iso8601,
        ] + (0..<3).map { $0 < colors.count ? colors[$0] : "" } + [
            ListingValues.coatLength(details.coatLength),
            fee > 0 ? ListingValues.amount(fee, places: 2, rounding: .plain) : "",
            flag(fee > 0),
            flag(fee == 0),
            details.specialNeedsNote,
            "", "", "",
        ]
    }

    /// `Baby` under 182 days, `Young` under 730, `Adult` under 3285 (9 years), else
    /// `Senior`: Animal Shelter Manager's default Petfinder age bands.
    func age(born birthday: CalendarDate) -> String {
        switch birthday.days(until: today) {
        case ..<182: "Baby"
        case ..<730: "Young"
        case ..<3285: "Adult"
        default: "Senior"
        }
    }

    private func status(_ status: AdoptionStatus) -> String {
        switch status {
        case .available: "A"
        case .pending: "P"
        case .adopted: "X"
        }
    }

    private func flag(_ isSet: Bool) -> String {
        isSet ? "1" : ""
    }

    /// `NoDogs`, `NoCats`, `NoKids`: `1` when the pet is not good with them.
    private func notGoodWith(_ answer: YesNoAnswer) -> String {
        switch answer {
        case .yes: "0"
        case .no: "1"
        case .unknown: ""
        }
    }
}

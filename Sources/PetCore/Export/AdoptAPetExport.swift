import Foundation

/// Writes pets as an Adopt-a-Pet AutoUpload `pets.csv`: no header line, the 25 columns
/// of Animal Shelter Manager's Adopt-a-Pet publisher (`src/asm3/publishers/adoptapet.py`)
/// without its optional `Color` column, every field quoted, lines ending in LF.
///
/// `Color` is left out: Adopt-a-Pet accepts only its own colour names and rejects a file
/// with any other, and our colours are free text.
///
/// - `Status`: `Available` (pending pets too: they stay listed until adopted, as Animal
///   Shelter Manager lists reserved animals), `Adopted` for adopted pets.
/// - `GoodWKids`, `GoodWCats`, `GoodWDogs`, `SpayedNeutered`, `ShotsCurrent`,
///   `Housetrained`, `SpecialNeeds`: `1` yes, `0` no, empty when unknown (Animal Shelter
///   Manager writes `0` for some of these even when it does not know).
/// - `Purebred`: `1` for a pure breed, `0` for a mix, empty when the breed is unknown.
///   Animal Shelter Manager's `isCrossBreed` compares its flag the wrong way round and
///   writes the opposite; this export writes what the column means.
/// - `Size` only for dogs and cats; `Sex` and `Size` empty when unknown.
/// - `Sizecurrent` is the weight in pounds, truncated to a whole number; `SizeUOM` `lbs`.
/// - `AdoptionFee` is the fee in whole units, empty when 0.
public struct AdoptAPetExport: Sendable {
    /// The columns, in order (the file itself has no header line).
    public static let columns = [
        "Id", "Animal", "Breed", "Breed2", "Purebred", "Age", "Name", "Size", "Sex", "Description", "Status",
        "GoodWKids", "GoodWCats", "GoodWDogs", "SpayedNeutered", "ShotsCurrent", "Housetrained", "Declawed",
        "SpecialNeeds", "HairLength", "YouTubeVideoURL", "Birthdate", "Sizecurrent", "SizeUOM", "AdoptionFee",
    ]

    /// The day ages are counted to.
    public var today: CalendarDate

    /// An export counting ages to `today`.
    public init(today: CalendarDate) {
        self.today = today
    }

    /// The whole file for `pets`, one line each, in their order.
    public func text(of pets: [Pet]) -> String {
        let writer = CSVWriter(quoting: .always, lineEnding: "\n")
        return pets.map { writer.record(fields(of: $0)) }.joined()
    }

    /// The pet's fields, one per column.
    func fields(of pet: Pet) -> [String] {
        let details = pet.details
        let breeds = ListingValues.breeds(pet.breed)
        let fee = PetFormatter.fee(of: pet)
        let pounds = details.weight.map { $0.converted(to: .pounds).value }
        return [
            ListingValues.listingID(of: pet),
            ListingValues.petfinderSpecies(pet.species),
            breeds.primary,
            breeds.secondary,
            pet.breed.isEmpty ? "" : (ListingValues.isMix(pet.breed) ? "0" : "1"),
            age(born: pet.birthday),
            pet.name,
            pet.species == .dog || pet.species == .cat ? ListingValues.sizeCode(details.size) : "",
            ListingValues.sexCode(pet.sex),
            ListingValues.description(pet.about, lineBreak: "<br>"),
            pet.status == .adopted ? "Adopted" : "Available",
            ListingValues.yesNo(pet.goodWithChildren),
            ListingValues.yesNo(pet.goodWithCats),
            ListingValues.yesNo(pet.goodWithDogs),
            ListingValues.yesNo(details.spayedOrNeutered),
            ListingValues.yesNo(details.vaccinated),
            ListingValues.yesNo(details.houseTrained),
            "",
            ListingValues.yesNo(details.specialNeeds),
            hairLength(pet.species, details.coatLength),
            "",
            Self.usDate(pet.birthday),
            pounds.map { ListingValues.amount($0, places: 0, rounding: .down) } ?? "",
            "lbs",
            fee > 0 ? ListingValues.amount(fee, places: 0, rounding: .down) : "",
        ]
    }

    /// By years of 365 days: `Baby` under half a year, `Young` under 2, `Adult` under 9,
    /// else `Senior` (Animal Shelter Manager's fixed Adopt-a-Pet bands).
    func age(born birthday: CalendarDate) -> String {
        let days = birthday.days(until: today)
        return switch days {
        case _ where days * 2 < 365: "Baby"
        case _ where days < 2 * 365: "Young"
        case _ where days < 9 * 365: "Adult"
        default: "Senior"
        }
    }

    /// Adopt-a-Pet's hair lengths: cats Short, Medium or Long; rabbits Short or Long;
    /// small animals Hairless, Short, Medium or Long; nothing for other species or a
    /// length the species' list lacks (Animal Shelter Manager writes `Short` then).
    private func hairLength(_ species: Species, _ coat: CoatLength?) -> String {
        let allowed: [CoatLength] = switch species {
        case .cat: [.short, .medium, .long]
        case .rabbit: [.short, .long]
        case .smallAnimal: [.hairless, .short, .medium, .long]
        case .dog, .bird, .other: []
        }
        guard let coat, allowed.contains(coat) else { return "" }
        return ListingValues.coatLength(coat)
    }

    /// `MM/DD/YYYY`.
    private static func usDate(_ date: CalendarDate) -> String {
        let iso = date.iso8601.split(separator: "-")
        return "\(iso[1])/\(iso[2])/\(iso[0])"
    }
}

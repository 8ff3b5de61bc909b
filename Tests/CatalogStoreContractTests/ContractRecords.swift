import Foundation
import PetCore

/// Records the contract writes: a pet with every field set, so a store that drops or
/// rounds one fails the round trip.
enum ContractRecords {
    static func pet(_ id: String, name: String = "Bella", origin: PetOrigin? = nil) -> Pet {
        Pet(
            id: id, name: name, species: .dog, breed: "Pit Bull/Boxer", sex: .female,
            birthday: CalendarDate(year: 2021, month: 5, day: 31)!, rarity: .rare, fee: Decimal(string: "12.10"),
            photo: "bella.jpg", morePhotos: ["bella-2.jpg", "bella 3.png"], about: "Loves naps.\nSnores a little.",
            status: .pending, goodWithChildren: .yes, goodWithDogs: .no, goodWithCats: .unknown,
            // A date with a fraction finer than a microsecond: it must come back exactly.
            dateAdded: Date(timeIntervalSinceReferenceDate: 800_000_000.123456789), origin: origin,
            details: ShelterDetails(
                size: .medium, colors: ["Brindle", "White"], coatLength: .short,
                weight: PetWeight(Decimal(string: "21.35")!, .kilograms), houseTrained: .yes, spayedOrNeutered: .no,
                vaccinated: .yes, microchip: "985112003456789", intakeDate: CalendarDate(year: 2026, month: 2, day: 28)!,
                specialNeeds: .yes, specialNeedsNote: "Needs a ramp.", kennel: "B-12"))
    }

    /// A pet with nothing but what every pet has.
    static func plainPet(_ id: String, name: String) -> Pet {
        Pet(id: id, name: name, species: .cat, birthday: CalendarDate(year: 2019, month: 1, day: 1)!,
            dateAdded: Date(timeIntervalSinceReferenceDate: 700_000_000))
    }

    static func recipe(_ id: String, name: String = "Pumpkin Bites", prepMinutes: Int? = 10) -> Recipe {
        Recipe(
            id: id, name: name, difficulty: .medium, photo: "pumpkin.jpg", photoDescription: "Round treats",
            prepMinutes: prepMinutes, cookMinutes: 20, totalMinutes: 95, yield: 24, yieldText: "24–30 bites",
            ingredients: ["## Dough", "1 cup pumpkin", "2 cups flour", "1 egg"],
            directions: ["Mix.", "Chill for an hour.", "Bake."], source: "https://example.org/bites",
            language: LanguageTag("en-GB"))
    }
}

import Foundation
@testable import PetCore

/// Hand-made pets for the listing-file tests, as of ``today``.
enum ExportFixtures {
    static let today = CalendarDate(year: 2026, month: 11, day: 22)!
    static let added = Date(timeIntervalSince1970: 1_790_000_000)

    /// A dog imported from a shelter's records: every field known; a description with
    /// quotes, a comma, a line break and an en dash.
    static let rex = Pet(
        id: "pet-rex", name: "Rex", species: .dog, breed: "Pit Bull/Boxer", sex: .male,
        birthday: CalendarDate(year: 2025, month: 11, day: 22)!, photo: "dogs/rex.jpg", morePhotos: ["rex-2.jpg"],
        about: "Loves \"fetch\", naps.\nHouse-trained \u{2013} mostly.", status: .available,
        goodWithChildren: .yes, goodWithDogs: .no, goodWithCats: .unknown, dateAdded: added,
        origin: PetOrigin(source: "asm", animalID: "A123"),
        details: ShelterDetails(
            size: .large, colors: ["Black", "White"], coatLength: .short, weight: PetWeight(30, .kilograms),
            houseTrained: .yes, spayedOrNeutered: .yes, vaccinated: .yes, microchip: "985112003456789",
            intakeDate: CalendarDate(year: 2026, month: 10, day: 1)!, specialNeeds: .no, kennel: "Kennel 4"))

    /// An adopted cat of whom little is known, fee waived, with special needs.
    static let mo = Pet(
        id: "pet-mo", name: "Mo", species: .cat, birthday: CalendarDate(year: 2026, month: 8, day: 1)!,
        fee: 0, status: .adopted, dateAdded: added,
        details: ShelterDetails(specialNeeds: .yes, specialNeedsNote: "Needs daily insulin, twice"))

    /// A pending senior rabbit with its own fee, weighed in pounds.
    static let hops = Pet(
        id: "pet-old", name: "Hops", species: .rabbit, breed: "Holland Lop Mix", sex: .female,
        birthday: CalendarDate(year: 2016, month: 1, day: 1)!, fee: Decimal(string: "12.5")!, status: .pending, dateAdded: added,
        details: ShelterDetails(size: .small, coatLength: .long, weight: PetWeight(Decimal(string: "4.5")!, .pounds)))
}

import Foundation
import PetCore
import Testing

/// Fixed dates, contexts and pets for the pet view model tests.
enum PetFixtures {
    /// "Today" in every test unless a test says otherwise: Saturday 15 June 2024.
    static let today = CalendarDate(year: 2024, month: 6, day: 15)!

    /// Noon UTC on `day`.
    static func noon(on day: CalendarDate) -> Date {
        Date(timeIntervalSince1970: Double(day.daysSinceEpoch) * 86_400 + 12 * 3_600)
    }

    /// A US English, UTC, US dollar context whose clock is stopped at noon on `today`.
    static func context(
        today: CalendarDate = today, locale: String = "en_US", currency: String = "USD"
    ) -> DisplayContext {
        let now = noon(on: today)
        return DisplayContext(
            locale: Locale(identifier: locale), timeZone: TimeZone(identifier: "UTC")!,
            currencyCode: currency, now: { now })
    }

    /// A day given as "yyyy-MM-dd".
    static func day(_ text: String) -> CalendarDate {
        CalendarDate(iso8601: text)!
    }

    /// A pet with test defaults: a two-year-old common beagle called Bella.
    static func pet(
        _ id: String = "bella",
        name: String = "Bella",
        species: Species = .dog,
        breed: String = "Beagle",
        sex: Sex = .female,
        born birthday: String = "2022-05-01",
        rarity: Rarity = .common,
        fee: Decimal? = nil,
        photo: String? = nil,
        about: String = "",
        status: AdoptionStatus = .available,
        children: YesNoAnswer = .unknown,
        dogs: YesNoAnswer = .unknown,
        cats: YesNoAnswer = .unknown,
        addedDaysAgo: Int = 10
    ) -> Pet {
        Pet(
            id: id, name: name, species: species, breed: breed, sex: sex, birthday: day(birthday),
            rarity: rarity, fee: fee, photo: photo, about: about, status: status,
            goodWithChildren: children, goodWithDogs: dogs, goodWithCats: cats,
            dateAdded: noon(on: today).addingTimeInterval(-Double(addedDaysAgo) * 86_400))
    }

    /// A catalog over an in-memory store holding `pets`, loaded once.
    @MainActor
    static func catalog(
        _ pets: [Pet], favourites: Set<Pet.ID> = [], context: DisplayContext = context()
    ) async throws -> (PetCatalog, InMemoryCatalogStore) {
        let store = InMemoryCatalogStore(pets: pets)
        for id in favourites { try store.setFavourite(true, petID: id) }
        let catalog = PetCatalog(repository: store, context: context)
        await catalog.load()
        return (catalog, store)
    }

    /// The detail view model of the pet with `id` in a fresh catalog of `pets`.
    @MainActor
    static func detail(
        of id: Pet.ID = "bella", in pets: [Pet] = [pet()], context: DisplayContext = context()
    ) async throws -> (PetViewModel, PetCatalog, InMemoryCatalogStore) {
        let (catalog, store) = try await catalog(pets, context: context)
        let detail = try #require(PetViewModel(petID: id, catalog: catalog))
        return (detail, catalog, store)
    }
}

/// An error that reads like one a real disk gives.
struct PetTestDiskFull: LocalizedError {
    var errorDescription: String? { "The disk is full." }
}

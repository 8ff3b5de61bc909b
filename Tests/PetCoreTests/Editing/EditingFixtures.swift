import Foundation
import PetCore

/// A fixed clock, locale and records for the form view model tests.
enum EditingFixtures {
    /// 2026-03-15T12:00:00Z.
    static let now = Date(timeIntervalSince1970: 1_773_576_000)
    static let context = DisplayContext(
        locale: Locale(identifier: "en_US"), timeZone: TimeZone(identifier: "UTC")!, currencyCode: "USD",
        now: { now })

    static let bella = Pet(
        id: "pet-1", name: "Bella", species: .dog, breed: "Pit Bull/Boxer", sex: .female,
        birthday: CalendarDate(year: 2021, month: 5, day: 31)!, rarity: .rare, fee: Decimal(string: "80.5"),
        photo: "bella.jpg", about: "Loves naps.", status: .pending,
        goodWithChildren: .yes, goodWithDogs: .no, goodWithCats: .unknown,
        dateAdded: Date(timeIntervalSince1970: 1_700_000_000))

    static let biscuits = Recipe(
        id: "recipe-1", name: "Pumpkin Bites", difficulty: .easy, photo: "pumpkin.jpg",
        photoDescription: "Round treats", prepMinutes: 10, cookMinutes: 20, yield: 24,
        ingredients: ["1 cup pumpkin", "2 cups flour"], directions: ["Mix.", "Bake."], source: "https://example.org/bites")

    /// ``context`` in `locale`, with fees in `currencyCode`.
    static func context(locale: String, currencyCode: String = "USD") -> DisplayContext {
        DisplayContext(
            locale: Locale(identifier: locale), timeZone: TimeZone(identifier: "UTC")!, currencyCode: currencyCode,
            now: { now })
    }

    /// A catalog over `store` in `context` (``context`` unless given), loaded once.
    @MainActor
    static func catalog(over store: InMemoryCatalogStore, context: DisplayContext = context) async -> PetCatalog {
        let catalog = PetCatalog(repository: store, context: context)
        await catalog.load()
        return catalog
    }

    /// A recipe book over `store` in ``context``, loaded once.
    @MainActor
    static func book(over store: InMemoryCatalogStore) async -> RecipeBook {
        let book = RecipeBook(repository: store, context: context)
        await book.load()
        return book
    }

    /// What a store throws when the disk is full.
    struct DiskFull: Error, LocalizedError {
        var errorDescription: String? { "The disk is full." }
    }
}

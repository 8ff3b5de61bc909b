import Foundation
import PetCore
import Testing
@testable import PetStore

@Suite("Pet catalog over the catalog database")
@MainActor
struct PetCatalogOverDatabaseTests {
    @Test func togglingFavourites_readsNoWholeCatalog() async throws {
        let pets = StoreFixtures.generatedPets(count: 5_000)
        let database = try StoreFixtures.open(
            in: StoreFixtures.temporaryFolder(), seed: CatalogSeed(pets: pets, recipes: [])).database
        let catalog = PetCatalog(repository: database, context: DisplayContext(now: { StoreFixtures.addedDate }))
        await catalog.load()
        #expect(catalog.count == 5_000)
        #expect(database.petLoadCount == 1)

        try await catalog.toggleFavourite(petID: pets[2_500].id)
        try await catalog.toggleFavourite(petID: pets[10].id)
        try await catalog.toggleFavourite(petID: pets[2_500].id)

        #expect(database.petLoadCount == 1)
        #expect(catalog.favouriteIDs == [pets[10].id])
        #expect(try database.loadFavouriteIDs() == [pets[10].id])
    }
}

import Foundation
import PetCore
import Testing
@testable import PetStore

/// The shelter's whole catalog leaves one database as catalog JSON and arrives in an
/// empty one with every field intact.
@Suite("Catalog JSON between databases")
struct CatalogJSONRoundTripStoreTests {
    @Test func exportedJSON_importedIntoAnEmptyDatabase_givesBackEveryPetAndRecipe_fieldForField() async throws {
        let source = try StoreFixtures.open(in: StoreFixtures.temporaryFolder(), seed: .empty).database
        let now = Date(timeIntervalSinceReferenceDate: 815_000_000.123)
        var pets = PetGenerator(seed: 16).makePets(count: 2_000, today: CalendarDate(now, in: .gmt), now: now)
        pets[0].origin = PetOrigin(source: "austin_outcomes", animalID: "A746874")
        pets[0].photo = "library/3F2504E0-4F89-11D3-9A0C-0305E82C3301.jpg"
        pets[0].morePhotos = ["pet-zoe.svg"]
        _ = try await source.importCatalog(pets: pets, recipes: [StoreFixtures.recipe("r")], source: "generated")
        let stored = try source.loadPets()
        let recipes = try source.loadRecipes()

        let json = CatalogJSONWriter().text(pets: stored, recipes: recipes, photos: CatalogPhotos(pets: stored, recipes: recipes))
        let read = try CatalogImporter().importCatalog(from: Data(json.utf8), fileName: "catalog.json")
        let target = try StoreFixtures.open(in: StoreFixtures.temporaryFolder(), seed: .empty).database
        _ = try await target.importCatalog(pets: read.pets, recipes: read.recipes, source: "catalog.json")

        #expect(read.petProblems.isEmpty && read.recipeProblems.isEmpty)
        let arrived = try target.loadPets()
        #expect(arrived.count == stored.count)
        #expect(Dictionary(uniqueKeysWithValues: arrived.map { ($0.id, $0) }) == Dictionary(uniqueKeysWithValues: stored.map { ($0.id, $0) }))
        #expect(try target.loadRecipes() == recipes)
    }
}

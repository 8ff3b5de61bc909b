import Foundation
import Testing
@testable import PetCore

/// What ``CatalogJSONWriter`` writes, ``CatalogImporter`` reads back as the same records.
@Suite("Catalog JSON round trip")
struct CatalogJSONRoundTripTests {
    private func roundTrip(pets: [Pet], recipes: [Recipe] = []) throws -> (text: String, read: CatalogImportResult) {
        let text = CatalogJSONWriter().text(pets: pets, recipes: recipes, photos: CatalogPhotos(pets: pets, recipes: recipes))
        return (text, try CatalogImporter().importCatalog(from: Data(text.utf8), fileName: "catalog.json"))
    }

    @Test func sampleCatalog_readsBackEqual_petsAndRecipes() throws {
        let data = try Data(contentsOf: SampleCatalogTests.folder.appendingPathComponent("catalog.json"))
        let sample = try CatalogImporter().importCatalog(from: data, fileName: "catalog.json")

        let (_, read) = try roundTrip(pets: sample.pets, recipes: sample.recipes)

        #expect(read.problems.isEmpty, "\(read.problems)")
        #expect(read.pets == sample.pets)
        #expect(read.recipes == sample.recipes)
    }

    @Test func tenThousandGeneratedPets_readBackEqual_detailsAndFractionalTimesIncluded() throws {
        let now = Date(timeIntervalSinceReferenceDate: 785_412_345.123_456_7)
        let pets = PetGenerator(seed: 16).makePets(count: 10_000, today: ExportFixtures.today, now: now)
        #expect(pets.contains { $0.details.weight != nil && $0.details.intakeDate != nil })

        let (_, read) = try roundTrip(pets: pets)

        #expect(read.problems.isEmpty)
        #expect(read.pets.count == pets.count)
        let different = zip(read.pets, pets).filter { $0 != $1 }.map(\.1.id)
        #expect(different.isEmpty, "\(different.prefix(5))")
    }

    @Test func handMadePets_everyFieldReadsBackEqual() throws {
        var rex = ExportFixtures.rex
        rex.dateAdded = Date(timeIntervalSinceReferenceDate: -1_234.567_8)
        rex.fee = Decimal(string: "49.99")
        let pets = [rex, ExportFixtures.mo, ExportFixtures.hops]

        let (_, read) = try roundTrip(pets: pets)

        #expect(read.pets == pets)
    }

    @Test func photosThatAreWebAddresses_readBackWithTheirAddresses() throws {
        var rex = ExportFixtures.rex
        rex.photo = "https://example.org/rex.jpg"
        rex.morePhotos = ["http://example.org/rex-2.png"]
        let recipe = Recipe(
            id: "biscuits", name: "Biscuits", difficulty: .easy, photo: "https://example.org/biscuits.jpg",
            prepMinutes: 10, cookMinutes: 20, yield: 12, ingredients: ["1 cup oats"], directions: ["Bake."])

        let (_, read) = try roundTrip(pets: [rex], recipes: [recipe])

        #expect(read.pets.first?.photo == "https://example.org/rex.jpg")
        #expect(read.pets.first?.morePhotos == ["http://example.org/rex-2.png"])
        #expect(read.recipes.first?.photo == "https://example.org/biscuits.jpg")
    }

    @Test func aRecipesLanguage_readsBack_underItsDocumentedKey() throws {
        var recipe = Recipe(
            id: "trifle", name: "Trifle", difficulty: .easy, prepMinutes: 30, cookMinutes: nil, yield: 6,
            ingredients: ["1 pint custard"], directions: ["Layer."])
        recipe.language = LanguageTag("en-GB")

        let (text, read) = try roundTrip(pets: [], recipes: [recipe])

        #expect(text.contains(#""language": "en-GB""#))
        #expect(read.recipes == [recipe])
    }

    @Test func text_isTheSameEveryTime_andAfterReadingBack() throws {
        let pets = PetGenerator(seed: 3).makePets(count: 50, today: ExportFixtures.today, now: ExportFixtures.added)

        let (text, read) = try roundTrip(pets: pets)
        let (again, _) = try roundTrip(pets: read.pets)

        #expect(text == again)
        #expect(text.hasPrefix("{\n  \"formatVersion\": 2,\n  \"pets\": [\n    {\n      \"id\": \"gen-0\",\n"))
    }

    @Test func text_writesTheNewFields_underTheDocumentedKeys() throws {
        let (text, _) = try roundTrip(pets: [ExportFixtures.rex])

        for line in [
            #""morePhotos": ["#, #""size": "large""#, #""coatLength": "short""#, #""value": 30"#, #""unit": "kg""#,
            #""houseTrained": "yes""#, #""spayedOrNeutered": "yes""#, #""vaccinated": "yes""#,
            #""microchip": "985112003456789""#, #""intakeDate": "2026-10-01""#, #""specialNeeds": "no""#,
            #""kennel": "Kennel 4""#, #""source": "asm""#, #""animalID": "A123""#, #""dateAdded": "2026-09-21T14:13:20Z""#,
        ] {
            #expect(text.contains(line), "\(line)")
        }
    }
}

import Foundation
import Testing
@testable import PetCore

@Suite("Import service and file routing")
struct ImportServiceTests {
    private typealias F = ImportFlowFixtures

    private func plan(_ files: [ImportFile], store: InMemoryCatalogStore = InMemoryCatalogStore()) async throws -> ImportPlan {
        try await ImportService(store: store, context: F.context).plan(of: files)
    }

    // MARK: Which importer reads a .json file

    @Test func jsonWithAFormatVersion_isTheAppsCatalog_withPetsAndRecipes() async throws {
        let plan = try await plan([F.file("catalog.json", F.catalogJSON)])

        #expect(plan.summary == "1 recipe and 1 pet ready · 1 skipped")
        #expect(plan.lines.map(\.text) == [
            "catalog.json: 1 pet ready · 1 skipped",
            "pet 2 (“Nobody”): species: expected one of “dog”, “cat”, “rabbit”, “bird”, “small-animal”, “other”, found “dragon”",
            "catalog.json: 1 recipe ready",
        ])
        #expect(plan.pets.map(\.id) == ["pet-zoe"])
        #expect(plan.recipes.map(\.id) == ["recipe-bites"])
    }

    @Test func jsonWithPetsButNoFormatVersion_isRefusedAsACatalog_notReadAsARecipePage() async throws {
        let plan = try await plan([F.file("mine.json", #"{"pets": []}"#)])

        #expect(plan.summary == "Nothing to import · 1 file not imported")
        #expect(plan.lines.map(\.text) == ["mine.json: not imported: mine.json is not a Pet Adoption catalog: it has no formatVersion."])
    }

    @Test func jsonOfANewerCatalogFormat_saysSo() async throws {
        let plan = try await plan([F.file("future.json", #"{"formatVersion": 3, "pets": []}"#)])

        #expect(plan.failedFileCount == 1)
        #expect(plan.lines.first?.text.contains("uses catalog format 3") == true)
    }

    @Test func otherJSON_isSchemaOrgJSONLD() async throws {
        let recipe = #"{"@context": "https://schema.org", "@type": "Recipe", "name": "Oat Drops", "recipeIngredient": ["oats"]}"#

        #expect(try await plan([F.file("drops.json", recipe)]).summary == "1 recipe ready")
        #expect(!ImportFileReader.isCatalog(Data(recipe.utf8), fileName: "drops.json"))
    }

    @Test func isCatalog_looksOnlyAtJSONFiles_andFilesWithoutExtension() {
        let catalog = Data(F.catalogJSON.utf8)

        #expect(ImportFileReader.isCatalog(catalog, fileName: "catalog.json"))
        #expect(ImportFileReader.isCatalog(catalog, fileName: "catalog"))
        #expect(!ImportFileReader.isCatalog(catalog, fileName: "catalog.jsonld"))
        #expect(!ImportFileReader.isCatalog(Data("[1]".utf8), fileName: "list.json"))
        #expect(!ImportFileReader.isCatalog(Data("{broken".utf8), fileName: "broken.json"))
    }

    @Test func plist_isReadByTheSeedsPlistImporter() async throws {
        let entry: [String: Any] = [
            "name": "Pumpkin Pupcakes", "difficulty": 2, "prepTime": 15, "cookTime": 25, "yield": 12,
            "ingredients": ["1 cup pumpkin purée"], "directions": ["Bake."], "photoDescription": "Cupcakes.",
        ]
        let data = try PropertyListSerialization.data(fromPropertyList: [entry], format: .xml, options: 0)

        let plan = try await plan([ImportFile(name: "RecipeList.plist") { data }])

        #expect(plan.summary == "1 recipe ready")
        #expect(plan.recipes.first?.source == "RecipeList.plist")
    }

    // MARK: Plan and write

    @Test func plan_isTheSameReportTheCommandLinePrints() async throws {
        let plan = try await plan([F.file("pets.csv", F.shelterCSV), F.missingFile("gone.html")])

        #expect(plan.report(isDryRun: true).text == """
            pets.csv: 3 pets ready · 1 skipped
              row 4 (“Lucy”): outcome “Euthanasia”: not an adoptable pet; skipped
            gone.html: not imported: gone.html could not be found.
            Dry run: nothing was imported.

            """)
        #expect(plan.readyCount == 3)
        #expect(plan.fileNames == ["pets.csv", "gone.html"])
    }

    @Test func plan_whenTheCatalogCannotBeRead_throws() async {
        let store = InMemoryCatalogStore()
        store.readFailure = DiskFullError()

        await #expect(throws: DiskFullError.self) { try await plan([F.file("pets.csv", F.shelterCSV)], store: store) }
    }

    @Test func write_namesTheFilesAsTheBatchSource_andReturnsTheReceipt() async throws {
        let store = InMemoryCatalogStore()
        let service = ImportService(store: store, context: F.context)

        let receipt = try await service.write(try await service.plan(of: [F.file("pets.csv", F.shelterCSV)]))

        #expect(receipt.insertedPetIDs.count == 3)
        #expect(try store.loadPets().compactMap(\.origin?.animalID).sorted() == ["A1", "A2", "A4"])
        #expect(service.importedText(receipt) == "Imported 3 pets")
    }

    @Test func importedText_namesRecipesThenPets_inTheSingularWhenOne() {
        func receipt(pets: Int, recipes: Int) -> CatalogImportReceipt {
            CatalogImportReceipt(
                batchID: 1, insertedPetIDs: (0..<pets).map { "p\($0)" }, insertedRecipeIDs: (0..<recipes).map { "r\($0)" },
                skippedPetIDs: [], skippedRecipeIDs: [])
        }
        let service = ImportService(store: InMemoryCatalogStore(), context: F.context)

        #expect(service.importedText(receipt(pets: 12, recipes: 37)) == "Imported 37 recipes and 12 pets")
        #expect(service.importedText(receipt(pets: 1, recipes: 0)) == "Imported 1 pet")
        #expect(service.importedText(receipt(pets: 0, recipes: 1)) == "Imported 1 recipe")
        #expect(service.importedText(receipt(pets: 0, recipes: 0)) == "Nothing new was imported")
    }
}

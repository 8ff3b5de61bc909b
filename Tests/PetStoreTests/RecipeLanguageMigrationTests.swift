import Foundation
import GRDB
import PetCore
import Testing
@testable import PetStore

@Suite("Migration v12: recipe language")
struct RecipeLanguageMigrationTests {
    @Test func databaseOfVersion11_opens_withItsRecipesInNoKnownLanguage() throws {
        let folder = try StoreFixtures.temporaryFolder()
        var recipe = StoreFixtures.recipe("old-recipe")
        recipe.photo = nil
        let queue = try DatabaseQueue(path: folder.appendingPathComponent("catalog.sqlite").path)
        try CatalogSchema.migrator.migrate(queue, upTo: "v11: overwrites")
        try queue.write { db in
            try db.execute(sql: "INSERT INTO catalogState (id, seededAt) VALUES (1, 0)")
            try db.execute(sql: """
                INSERT INTO recipe (id, name, difficulty, photo, photoDescription, prepMinutes, cookMinutes, yield)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                """, arguments: [recipe.id, recipe.name, recipe.difficulty.rawValue, recipe.photo, recipe.photoDescription, recipe.prepMinutes, recipe.cookMinutes, recipe.yield])
            for (position, text) in recipe.ingredients.enumerated() {
                try db.execute(sql: "INSERT INTO recipeLine (recipeId, kind, position, text) VALUES (?, 'ingredient', ?, ?)",
                               arguments: [recipe.id, position, text])
            }
            for (position, text) in recipe.directions.enumerated() {
                try db.execute(sql: "INSERT INTO recipeLine (recipeId, kind, position, text) VALUES (?, 'direction', ?, ?)",
                               arguments: [recipe.id, position, text])
            }
        }
        try queue.close()

        let recipes = try StoreFixtures.open(in: folder).database.loadRecipes()

        #expect(recipes == [recipe])
        #expect(recipes.first?.language == nil)
    }

    @Test func recipe_keepsItsLanguage_throughSavesAndEdits() async throws {
        let folder = try StoreFixtures.temporaryFolder()
        var recipe = StoreFixtures.recipe("trifle")
        recipe.language = LanguageTag("en-GB")
        let database = try StoreFixtures.open(in: folder, seed: CatalogSeed(pets: [], recipes: [recipe])).database
        #expect(try database.loadRecipes() == [recipe])

        recipe.language = LanguageTag("en-US")
        recipe.version = try await database.saveRecipe(recipe)
        try database.close()

        #expect(try StoreFixtures.open(in: folder).database.loadRecipes() == [recipe])
    }

    @Test func aStoredTagThatIsNoLanguageTag_isReportedAsDamage() throws {
        let folder = try StoreFixtures.temporaryFolder()
        let database = try StoreFixtures.open(in: folder, seed: CatalogSeed(pets: [], recipes: [StoreFixtures.recipe("trifle")])).database
        try database.close()
        let queue = try DatabaseQueue(path: folder.appendingPathComponent("catalog.sqlite").path)
        try queue.write { try $0.execute(sql: "UPDATE recipe SET language = 'British English'") }
        try queue.close()

        #expect(throws: CatalogStoreError.damaged) { try StoreFixtures.open(in: folder).database.loadRecipes() }
    }
}

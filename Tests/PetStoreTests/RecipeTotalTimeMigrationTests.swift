import Foundation
import GRDB
import PetCore
import Testing
@testable import PetStore

@Suite("Migration v4: recipe total time and yield text")
struct RecipeTotalTimeMigrationTests {
    /// A catalog file as the previous version (schema v3) left it: one pet, one recipe with
    /// its lines and a ticked step, and the seeding done.
    private static func version3Database(in folder: URL) throws {
        let queue = try DatabaseQueue(path: folder.appendingPathComponent("catalog.sqlite").path)
        try CatalogSchema.migrator.migrate(queue, upTo: "v3: search keys of Chinese names")
        try queue.write { db in
            try db.execute(sql: "INSERT INTO catalogState (id, seededAt) VALUES (1, 0)")
            try db.execute(sql: """
                INSERT INTO pet (id, name, species, breed, sex, birthday, rarity, fee, photo, about, status,
                                 goodWithChildren, goodWithDogs, goodWithCats, dateAdded, nameSearchKey)
                VALUES ('old-pet', 'Bella', 1, 'Boxer', 1, 18000, 1, '12.10', NULL, 'Naps.', 1, 1, 1, 1, 0, '')
                """)
            try db.execute(sql: """
                INSERT INTO recipe (id, name, difficulty, photo, photoDescription, prepMinutes, cookMinutes, yield, source)
                VALUES ('old-recipe', 'Pumpkin Bites', 2, NULL, '', 10, 20, 24, NULL)
                """)
            for (kind, position, text) in [("ingredient", 0, "1 cup pumpkin"), ("direction", 0, "Mix."), ("direction", 1, "Bake.")] {
                try db.execute(
                    sql: "INSERT INTO recipeLine (recipeId, kind, position, text) VALUES ('old-recipe', ?, ?, ?)",
                    arguments: [kind, position, text])
            }
            try db.execute(sql: "INSERT INTO checklistItem (recipeId, kind, position) VALUES ('old-recipe', 'direction', 1)")
        }
        try queue.close()
    }

    @Test func databaseOfVersion3_opens_andKeepsEveryRecord_withNoTotalOrYieldText() throws {
        let folder = try StoreFixtures.temporaryFolder()
        try Self.version3Database(in: folder)

        let database = try StoreFixtures.open(in: folder).database

        #expect(try database.loadPets().map(\.id) == ["old-pet"])
        let recipes = try database.loadRecipes()
        #expect(recipes == [Recipe(
            id: "old-recipe", name: "Pumpkin Bites", difficulty: .easy, prepMinutes: 10, cookMinutes: 20,
            totalMinutes: nil, yield: 24, yieldText: nil, ingredients: ["1 cup pumpkin"], directions: ["Mix.", "Bake."])])
        #expect(try database.checkedItems(recipeID: "old-recipe") == [ChecklistItem(.direction, 1)])
    }

    @Test func recipe_keepsItsTotalTimeAndYieldText_throughTheDatabase() async throws {
        let folder = try StoreFixtures.temporaryFolder()
        var recipe = StoreFixtures.recipe("frozen")
        recipe.totalMinutes = 15 + 8 * 60
        recipe.yieldText = "Serves 2–4"
        let database = try StoreFixtures.open(in: folder, seed: CatalogSeed(pets: [], recipes: [recipe])).database
        #expect(try database.loadRecipes() == [recipe])

        recipe.totalMinutes = nil
        recipe.yieldText = "32 cookies"
        recipe.version = try await database.saveRecipe(recipe)
        try database.close()

        #expect(try StoreFixtures.open(in: folder).database.loadRecipes() == [recipe])
    }
}

import Foundation
import PetCore
@testable import PetStore
import Testing

/// Each recipe's scale and the units recipes are shown in, kept by the database.
@Suite("Cooking preferences in the database")
struct CookingPreferencesTests {
    @Test func recipeScale_andUnits_surviveReopening() async throws {
        let folder = try StoreFixtures.temporaryFolder()
        let first = try StoreFixtures.open(in: folder).database
        try await first.setRecipeScale(Rational(3, 2), recipeID: "seed-r1")
        try await first.setMeasurementSystem(.metric)
        try first.close()
        let second = try StoreFixtures.open(in: folder).database
        #expect(try second.recipeScale(recipeID: "seed-r1") == Rational(3, 2))
        #expect(try second.measurementSystem() == .metric)
    }

    @Test func recipeScale_isNil_atItsOwnYield_andAfterAReset() async throws {
        let database = try StoreFixtures.open(in: StoreFixtures.temporaryFolder()).database
        #expect(try database.recipeScale(recipeID: "seed-r1") == nil)
        try await database.setRecipeScale(2, recipeID: "seed-r1")
        try await database.setRecipeScale(nil, recipeID: "seed-r1")
        #expect(try database.recipeScale(recipeID: "seed-r1") == nil)
        try await database.setRecipeScale(1, recipeID: "seed-r1")
        #expect(try database.recipeScale(recipeID: "seed-r1") == nil)
    }

    @Test func measurementSystem_isAsWritten_untilOneIsChosen() throws {
        let database = try StoreFixtures.open(in: StoreFixtures.temporaryFolder()).database
        #expect(try database.measurementSystem() == .asWritten)
    }

    @Test func recipeScale_ofAnUnknownRecipe_throws() async throws {
        let database = try StoreFixtures.open(in: StoreFixtures.temporaryFolder()).database
        await #expect(throws: CatalogStoreError.unknownRecipe("nope")) {
            try await database.setRecipeScale(2, recipeID: "nope")
        }
    }

    @Test func deletingARecipe_forgetsItsScale_andEditingKeepsIt() async throws {
        let database = try StoreFixtures.open(in: StoreFixtures.temporaryFolder()).database
        try await database.setRecipeScale(2, recipeID: "seed-r1")
        var recipe = StoreFixtures.recipe("seed-r1")
        recipe.name = "Pumpkin Rounds"
        try await database.saveRecipe(recipe)
        #expect(try database.recipeScale(recipeID: "seed-r1") == 2)
        try await database.deleteRecipe(id: "seed-r1")
        try await database.saveRecipe(recipe)
        #expect(try database.recipeScale(recipeID: "seed-r1") == nil)
    }
}

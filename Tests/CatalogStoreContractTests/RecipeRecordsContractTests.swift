import PetCore
import Testing

/// What every store keeps of the shelter's recipes.
@Suite("Store contract: recipes")
struct RecipeRecordsContractTests {
    @Test(arguments: ContractStore.available)
    func aSavedRecipe_readsBackExactly_withItsLinesInOrder(_ kind: ContractStore) async throws {
        let store = try await kind.make()
        let recipe = ContractRecords.recipe("r1")
        try await store.saveRecipe(recipe)
        #expect(try await store.loadRecipes() == [recipe])
    }

    @Test(arguments: ContractStore.available)
    func savingARecipeAgain_replacesItsFieldsAndLines(_ kind: ContractStore) async throws {
        let store = try await kind.make()
        var recipe = ContractRecords.recipe("r1")
        try await store.saveRecipe(recipe)
        recipe.ingredients = ["1 cup oats"]
        recipe.directions = []
        recipe.totalMinutes = nil
        recipe.yieldText = nil
        recipe.source = nil
        try await store.saveRecipe(recipe)
        #expect(try await store.loadRecipes() == [recipe])
    }

    @Test(arguments: ContractStore.available)
    func aDeletedRecipe_isGone(_ kind: ContractStore) async throws {
        let store = try await kind.make()
        try await store.saveRecipe(ContractRecords.recipe("r1"))
        try await store.saveRecipe(ContractRecords.recipe("r2", name: "Oat Stars"))
        try await store.deleteRecipe(id: "r1")
        #expect(try await store.loadRecipes().map(\.id) == ["r2"])
    }
}

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
        recipe.version = try await store.saveRecipe(recipe)
        #expect(try await store.loadRecipes() == [recipe])
        #expect(recipe.version == 2, "saving it again raised its version")
    }

    @Test(arguments: ContractStore.available)
    func anEditFromTheStoredVersion_isSaved_linesAndAll(_ kind: ContractStore) async throws {
        let store = try await kind.make()
        var recipe = ContractRecords.recipe("r1")
        try await store.saveRecipe(recipe)
        recipe.name = "Oat Bites"
        recipe.ingredients = ["1 cup oats"]
        recipe.version = try await store.updateRecipe(recipe)
        #expect(recipe.version == 2)
        #expect(try await store.loadRecipes() == [recipe])
    }

    @Test(arguments: ContractStore.available)
    func anEditFromAnOlderVersion_isRefused_withTheRecipeAsStoredNow_andWritesNothing(_ kind: ContractStore) async throws {
        let (first, second) = try await kind.makeTwoDesks()
        let opened = ContractRecords.recipe("r1")
        try await first.saveRecipe(opened)
        var theirs = opened
        theirs.directions = ["Stir.", "Bake for 20 minutes."]
        theirs.version = try await second.updateRecipe(theirs)
        var mine = opened
        mine.name = "Mine"
        mine.ingredients = ["2 cups oats"]

        await #expect(throws: EditConflict.changedElsewhere(current: theirs)) { try await first.updateRecipe(mine) }
        #expect(try await first.loadRecipes() == [theirs])
    }

    @Test(arguments: ContractStore.available)
    func anEditSavedOverAnotherDesksChangeOnPurpose_isRecorded(_ kind: ContractStore) async throws {
        let (first, second) = try await kind.makeTwoDesks()
        let opened = ContractRecords.recipe("r1")
        try await first.saveRecipe(opened)
        var theirs = opened
        theirs.name = "Their Bites"
        theirs.version = try await second.updateRecipe(theirs)
        var mine = theirs
        mine.name = "My Bites"

        mine.version = try await first.updateRecipe(mine, overwriting: true)
        #expect(try await first.loadRecipes() == [mine])
        #expect(try await kind.overwrittenVersions(of: "r1", in: second) == [theirs.version])
    }

    @Test(arguments: ContractStore.available)
    func anEditOfARecipeDeletedElsewhere_isRefused_andDoesNotAddItBack(_ kind: ContractStore) async throws {
        let (first, second) = try await kind.makeTwoDesks()
        let recipe = ContractRecords.recipe("r1")
        try await first.saveRecipe(recipe)
        try await second.deleteRecipe(id: "r1")

        await #expect(throws: EditConflict<Recipe>.deletedElsewhere) { try await first.updateRecipe(recipe) }
        #expect(try await first.loadRecipes().isEmpty)
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

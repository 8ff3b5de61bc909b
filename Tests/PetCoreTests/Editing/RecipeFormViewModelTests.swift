import Foundation
import PetCore
import Testing

@Suite("Recipe form")
@MainActor
struct RecipeFormViewModelTests {
    @Test func save_isRefused_withAnErrorUnderEveryInvalidField() {
        let form = RecipeFormViewModel(repository: InMemoryCatalogStore())
        form.prepMinutesText = "ten"
        form.cookMinutesText = "-5"
        form.yieldText = "2.5"
        #expect(!form.save())
        #expect(form.nameError == "Name is required")
        #expect(form.prepMinutesError == "Prep time must be a whole number")
        #expect(form.cookMinutesError == "Cook time must be 0 or more")
        #expect(form.yieldError == "Yield must be a whole number")
        #expect(form.ingredientsError == "Add at least one ingredient")
        #expect(form.directionsError == "Add at least one direction")
    }

    @Test func save_addsTheRecipe_withOneLinePerIngredientAndDirection() throws {
        let store = InMemoryCatalogStore()
        let form = RecipeFormViewModel(repository: store, newID: { "new-recipe" })
        form.name = "Carrot Crunch"
        form.difficultyIndex = 2
        form.prepMinutesText = "15"
        form.ingredientsText = "2 carrots\n\n1 cup oats\n"
        form.directionsText = "Grate.\nMix.\nBake 20 minutes."
        #expect(form.nameError == nil && form.cookMinutesError == nil)
        #expect(form.save())
        let recipe = try #require(store.recipes["new-recipe"])
        #expect(recipe.difficulty == .medium)
        #expect(recipe.prepMinutes == 15 && recipe.cookMinutes == nil && recipe.yield == nil)
        #expect(recipe.ingredients == ["2 carrots", "1 cup oats"])
        #expect(recipe.directions.count == 3)
    }

    @Test func editForm_keepsPhotoAndSource() throws {
        let store = InMemoryCatalogStore(recipes: [EditingFixtures.biscuits])
        let form = RecipeFormViewModel(repository: store, recipe: EditingFixtures.biscuits)
        #expect(form.title == "Edit Pumpkin Bites")
        #expect(form.ingredientsText == "1 cup pumpkin\n2 cups flour")
        #expect(form.yieldText == "24")
        form.yieldText = "30"
        #expect(form.save())
        let saved = try #require(store.recipes["recipe-1"])
        #expect(saved.yield == 30)
        #expect(saved.photo == "pumpkin.jpg")
        #expect(saved.source == "https://example.org/bites")
    }

    @Test func failedSave_reportsAFailure_andTheStoredRecipeIsUnchanged() {
        let store = InMemoryCatalogStore(recipes: [EditingFixtures.biscuits])
        store.failure = EditingFixtures.DiskFull()
        let form = RecipeFormViewModel(repository: store, recipe: EditingFixtures.biscuits)
        form.name = "Pumpkin Balls"
        #expect(!form.save())
        #expect(form.failure?.text == "Couldn't save Pumpkin Balls. The disk is full.")
        #expect(store.recipes["recipe-1"] == EditingFixtures.biscuits)
    }

    @Test func delete_thenUndo_keepsTheChecklist() throws {
        let store = InMemoryCatalogStore(recipes: [EditingFixtures.biscuits])
        try store.setChecked(true, item: ChecklistItem(.ingredient, 1), recipeID: "recipe-1")
        let form = RecipeFormViewModel(repository: store, recipe: EditingFixtures.biscuits)
        form.delete()
        #expect(form.deletionNotice == "Deleted Pumpkin Bites.")
        form.undoDelete()
        form.finishDeletion()
        #expect(store.recipes["recipe-1"] != nil)
        #expect(store.checklists["recipe-1"] == [ChecklistItem(.ingredient, 1)])
    }

    @Test func delete_isCommitted_whenTheToastCloses() {
        let store = InMemoryCatalogStore(recipes: [EditingFixtures.biscuits])
        let form = RecipeFormViewModel(repository: store, recipe: EditingFixtures.biscuits)
        form.delete()
        form.finishDeletion()
        #expect(form.isDeleted)
        #expect(store.recipes.isEmpty)
        #expect(!form.canSave)
    }
}

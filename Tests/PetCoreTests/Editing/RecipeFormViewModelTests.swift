import Foundation
import PetCore
import Testing

@Suite("Recipe form")
@MainActor
struct RecipeFormViewModelTests {
    @Test func save_isRefused_withAnErrorUnderEveryInvalidField() async {
        let form = RecipeFormViewModel(book: await EditingFixtures.book(over: InMemoryCatalogStore()))
        form.prepMinutesText = "ten"
        form.cookMinutesText = "-5"
        form.yieldText = "2.5"
        #expect(await !form.save())
        #expect(form.nameError == "Name is required")
        #expect(form.prepMinutesError == "Prep time must be a whole number")
        #expect(form.cookMinutesError == "Cook time must be 0 or more")
        #expect(form.yieldError == "Yield must be a whole number")
        #expect(form.ingredientsError == "Add at least one ingredient")
        #expect(form.directionsError == "Add at least one direction")
    }

    @Test func save_addsTheRecipe_withOneLinePerIngredientAndDirection() async throws {
        let store = InMemoryCatalogStore()
        let book = await EditingFixtures.book(over: store)
        let form = RecipeFormViewModel(book: book, newID: { "new-recipe" })
        form.name = "Carrot Crunch"
        form.difficultyIndex = 2
        form.prepMinutesText = "15"
        form.ingredientsText = "2 carrots\n\n1 cup oats\n"
        form.directionsText = "Grate.\nMix.\nBake 20 minutes."
        #expect(form.nameError == nil && form.cookMinutesError == nil)
        #expect(await form.save())
        let recipe = try #require(store.recipes["new-recipe"])
        #expect(recipe.difficulty == .medium)
        #expect(recipe.prepMinutes == 15 && recipe.cookMinutes == nil && recipe.yield == nil)
        #expect(recipe.ingredients == ["2 carrots", "1 cup oats"])
        #expect(recipe.directions.count == 3)
        #expect(book.recipe(withID: "new-recipe") == recipe)
    }

    @Test func editForm_keepsPhotoAndSource() async throws {
        let store = InMemoryCatalogStore(recipes: [EditingFixtures.biscuits])
        let form = RecipeFormViewModel(book: await EditingFixtures.book(over: store), recipe: EditingFixtures.biscuits)
        #expect(form.title == "Edit Pumpkin Bites")
        #expect(form.ingredientsText == "1 cup pumpkin\n2 cups flour")
        #expect(form.yieldText == "24")
        form.yieldText = "30"
        #expect(await form.save())
        let saved = try #require(store.recipes["recipe-1"])
        #expect(saved.yield == 30)
        #expect(saved.photo == "pumpkin.jpg")
        #expect(saved.source == "https://example.org/bites")
    }

    @Test func editForm_keepsTotalTimeAndYieldWording_onSave() async throws {
        var recipe = EditingFixtures.biscuits
        recipe.totalMinutes = 480
        recipe.yieldText = "Serves 2–4"
        let store = InMemoryCatalogStore(recipes: [recipe])
        let form = RecipeFormViewModel(book: await EditingFixtures.book(over: store), recipe: recipe)
        #expect(form.totalMinutesText == "480")
        #expect(form.yieldWording == "Serves 2–4")
        form.name = "Frozen Bites"
        #expect(await form.save())
        let saved = try #require(store.recipes["recipe-1"])
        #expect(saved.totalMinutes == 480 && saved.yieldText == "Serves 2–4")

        form.totalMinutesText = ""
        form.yieldWording = "  "
        #expect(await form.save())
        let cleared = try #require(store.recipes["recipe-1"])
        #expect(cleared.totalMinutes == nil && cleared.yieldText == nil)
    }

    @Test func language_isATag_keptThroughAnEdit_inTheRegistrysCase_andMayBeCleared() async throws {
        var recipe = EditingFixtures.biscuits
        recipe.language = LanguageTag("en-GB")
        let store = InMemoryCatalogStore(recipes: [recipe])
        let form = RecipeFormViewModel(book: await EditingFixtures.book(over: store), recipe: recipe)
        #expect(form.languageText == "en-GB")
        form.name = "Trifle Bites"
        #expect(await form.save())
        #expect(store.recipes["recipe-1"]?.language == LanguageTag("en-GB"))

        form.languageText = " en-ie "
        #expect(await form.save())
        #expect(store.recipes["recipe-1"]?.language?.description == "en-IE")
        form.languageText = ""
        #expect(await form.save())
        #expect(store.recipes["recipe-1"]?.language == nil)
    }

    @Test func language_thatIsNoTag_isRefused_sayingWhatATagLooksLike() async {
        let form = RecipeFormViewModel(book: await EditingFixtures.book(over: InMemoryCatalogStore()))
        form.languageText = "British"
        #expect(await !form.save())
        #expect(form.languageError == "Language must be a language tag such as en-GB")
    }

    @Test func aSaveOverAnotherDesksEdit_asksNamingTheFieldsItChanged_andWritesNothing() async throws {
        let store = InMemoryCatalogStore(recipes: [EditingFixtures.biscuits])
        let form = RecipeFormViewModel(book: await EditingFixtures.book(over: store), recipe: EditingFixtures.biscuits)
        let otherDesk = await EditingFixtures.book(over: store)
        var theirs = EditingFixtures.biscuits
        theirs.directions = ["Mix well.", "Bake."]
        theirs = try await otherDesk.update(theirs)
        form.name = "Pumpkin Treats"

        #expect(await !form.save())

        #expect(form.editing.conflict?.body
            == "Another desk changed Pumpkin Bites since you opened it: Directions. Keep their changes, or save yours over them?")
        #expect(store.recipes["recipe-1"] == theirs)
        #expect(await form.answerConflict(.destructive))
        #expect(store.recipes["recipe-1"]?.name == "Pumpkin Treats", "what the cook changed goes over theirs")
        #expect(store.recipes["recipe-1"]?.directions == ["Mix well.", "Bake."], "what the cook left alone keeps their change")
        #expect(store.overwrites["recipe-1"] == [theirs.version], "the store records the overwrite of their version")
    }

    @Test func totalMinutes_mustBeAWholeNumber() async {
        let form = RecipeFormViewModel(book: await EditingFixtures.book(over: InMemoryCatalogStore()))
        form.totalMinutesText = "all night"
        #expect(await !form.save())
        #expect(form.totalMinutesError == "Total time must be a whole number")
    }

    @Test func failedSave_reportsAFailure_andTheStoredRecipeIsUnchanged() async {
        let store = InMemoryCatalogStore(recipes: [EditingFixtures.biscuits])
        let form = RecipeFormViewModel(book: await EditingFixtures.book(over: store), recipe: EditingFixtures.biscuits)
        store.failure = EditingFixtures.DiskFull()
        form.name = "Pumpkin Balls"
        #expect(await !form.save())
        #expect(form.editing.failure?.text == "Couldn't save Pumpkin Balls. The disk is full.")
        #expect(store.recipes["recipe-1"] == EditingFixtures.biscuits)
    }

    @Test func delete_thenUndo_keepsTheChecklist() async throws {
        let store = InMemoryCatalogStore(recipes: [EditingFixtures.biscuits])
        try store.setChecked(true, item: ChecklistItem(.ingredient, 1), recipeID: "recipe-1")
        let form = RecipeFormViewModel(book: await EditingFixtures.book(over: store), recipe: EditingFixtures.biscuits)
        form.editing.delete()
        #expect(form.editing.deletionNotice == "Deleted Pumpkin Bites.")
        form.editing.undoDelete()
        await form.editing.finishDeletion()
        #expect(store.recipes["recipe-1"] != nil)
        #expect(store.checklists["recipe-1"] == [ChecklistItem(.ingredient, 1)])
    }

    @Test func delete_isCommitted_whenTheToastCloses() async {
        let store = InMemoryCatalogStore(recipes: [EditingFixtures.biscuits])
        let form = RecipeFormViewModel(book: await EditingFixtures.book(over: store), recipe: EditingFixtures.biscuits)
        form.editing.delete()
        await form.editing.finishDeletion()
        #expect(form.editing.isDeleted)
        #expect(store.recipes.isEmpty)
        #expect(!form.canSave)
    }

    @Test func layout_listsEveryField_inGroups() async {
        let form = RecipeFormViewModel(book: await EditingFixtures.book(over: InMemoryCatalogStore()))
        #expect(form.layout.map(\.title) == [nil, "Ingredients", "Directions"])
        #expect(form.layout.map(\.description) == [nil, "One per line", "One per line"])
        #expect(form.layout.flatMap(\.fields).map(\.title) == [
            "Name", "Difficulty", "Preparation (minutes)", "Cooking (minutes)", "Total (minutes)",
            "Yield (servings or pieces)", "Yield in Words", "Language (such as en-GB)", "Photo Description", "Ingredients", "Directions",
        ])
    }

    @Test func requiredFields_areTheNameTheIngredientsAndTheDirections() async {
        let form = RecipeFormViewModel(book: await EditingFixtures.book(over: InMemoryCatalogStore()))
        #expect(form.layout.flatMap(\.fields).filter(\.isRequired).map(\.title) == ["Name", "Ingredients", "Directions"])
    }

    @Test func hasChanges_followsTheFields_andIsFalseAfterSaving() async {
        let store = InMemoryCatalogStore(recipes: [EditingFixtures.biscuits])
        let form = RecipeFormViewModel(book: await EditingFixtures.book(over: store), recipe: EditingFixtures.biscuits)
        #expect(!form.hasChanges)
        form.directionsText += "\nCool."
        #expect(form.hasChanges)
        form.directionsText = "Mix.\nBake."
        #expect(!form.hasChanges)
        form.difficultyIndex = 2
        #expect(form.hasChanges)
        #expect(await form.save())
        #expect(!form.hasChanges)
    }
}

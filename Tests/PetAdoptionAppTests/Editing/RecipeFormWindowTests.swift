import CGtk
import Foundation
import PetCore
import Testing
@testable import PetAdoptionApp

extension GTKSuite {
    @MainActor @Suite("Recipe form window")
    struct RecipeFormWindowTests {
        @Test func addRecipe_withTwoIngredientLines_savesTwoIngredients() async throws {
            try GTKTestLoop.initialize()
            let store = InMemoryCatalogStore(recipes: RecipesFixture.recipes)
            let book = RecipeBook(repository: store, context: RecipesFixture.context, newID: { "new-recipe" })
            book.replace(with: RecordContents(try store.loadRecipes()))
            let recipeList = RecipeListViewModel(book: book)
            let section = RecipesSection(name: "recipes", iconName: "emoji-food-symbolic", list: recipeList, editable: true)
            let shell = try ShellFixture(state: WindowState(width: 1000, height: 700, sectionName: "recipes"), sections: {
                [PlaceholderSection.pets, section]
            })
            try await shell.waitUntilMapped()
            let controls = try #require(section.editingControls)

            pet_signal_emit(gpointer(controls.addButton), "clicked")
            let form = try #require(controls.openForm)
            #expect(!isSensitive(form.saveButton))
            type("Carrot Bites", into: try form.field(named: "Name"))
            type("10", into: try form.field(named: "Preparation (minutes)"))
            type("1 egg\n\n2 carrots\n", intoTextView: try form.field(named: "Ingredients"))
            type("Mix.\nBake.", intoTextView: try form.field(named: "Directions"))
            await GTKTestLoop.settle()
            try #require(isSensitive(form.saveButton))
            pet_signal_emit(gpointer(form.saveButton), "clicked")

            await GTKTestLoop.settle()
            let saved = try #require(store.recipes["new-recipe"])
            #expect(saved.name == "Carrot Bites")
            #expect(saved.prepMinutes == 10)
            #expect(saved.ingredients == ["1 egg", "2 carrots"])
            #expect(saved.directions == ["Mix.", "Bake."])
            #expect(formWindows().isEmpty)
            await shell.tearDown()
        }
    }
}

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
            let context = DisplayContext(locale: Locale(identifier: "en_US"), now: { Date(timeIntervalSince1970: 1_800_000_000) })
            let recipeList = RecipeListViewModel(repository: store, context: context)
            let forms = FormFactory(
                petForm: { _ in nil },
                recipeForm: { id in id == nil ? RecipeFormViewModel(repository: store, newID: { "new-recipe" }) : nil })
            let section = RecipesSection(recipeList: recipeList, forms: forms)
            let shell = try ShellFixture(state: WindowState(width: 1000, height: 700, sectionName: "recipes"), sections: {
                [PlaceholderSection.pets, section]
            })
            try await shell.waitUntilMapped()
            let controls = try #require(section.editingControls)

            pet_signal_emit(gpointer(controls.addButton), "clicked")
            let form = try #require(controls.openForm)
            #expect(!isSensitive(form.frame.saveButton))
            type("Carrot Bites", into: form.nameRow)
            type("10", into: form.numberRows[0])
            type("1 egg\n\n2 carrots\n", intoTextView: form.ingredientsView)
            type("Mix.\nBake.", intoTextView: form.directionsView)
            try #require(await GTKTestLoop.run(until: { isSensitive(form.frame.saveButton) }))
            pet_signal_emit(gpointer(form.frame.saveButton), "clicked")

            let saved = try #require(store.recipes["new-recipe"])
            #expect(saved.name == "Carrot Bites")
            #expect(saved.prepMinutes == 10)
            #expect(saved.ingredients == ["1 egg", "2 carrots"])
            #expect(saved.directions == ["Mix.", "Bake."])
            #expect(await GTKTestLoop.run(until: { formWindows().isEmpty }))
            await shell.tearDown()
        }
    }
}

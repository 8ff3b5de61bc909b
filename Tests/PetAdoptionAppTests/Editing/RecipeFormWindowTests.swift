import CGtk
import Foundation
import PetCore
import Testing
@testable import PetAdoptionApp

extension GTKSuite {
    @MainActor @Suite("Recipe form window")
    struct RecipeFormWindowTests {
        /// The Recipes section of a shell over ``RecipesFixture/recipes``, its store, and its
        /// Add button's form; an added recipe gets the id `new-recipe`.
        private func openAddForm() async throws -> (shell: ShellFixture, store: InMemoryCatalogStore, form: FormWindow<RecipeFormViewModel>) {
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
            return (shell, store, try #require(controls.openForm))
        }

        @Test func addRecipe_withTwoIngredientLines_savesTwoIngredients() async throws {
            let (shell, store, form) = try await openAddForm()
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

        @Test func requiredFields_sayRequired_fromTheMomentTheFormOpens_textAreasToo() async throws {
            let (shell, _, form) = try await openAddForm()

            await GTKTestLoop.settle()
            #expect(String(cString: gtk_window_get_title(form.window.window)) == "Add a Recipe")
            for title in ["Name", "Ingredients", "Directions"] {
                #expect(labelText(try form.required(named: title)) == "Required")
                #expect(gtk_widget_is_visible(try form.required(named: title)) != 0)
                #expect(isMarkedRequired(try form.spoken(named: title)))
                #expect(hasAccessibleDescription(try form.spoken(named: title), "Required"))
            }
            #expect(form.requiredLabel("Preparation (minutes)") == nil)
            await shell.tearDown()
        }

        @Test func saveAction_onAnInvalidRecipe_savesNothing_andShowsTheTextAreasErrors() async throws {
            let (shell, store, form) = try await openAddForm()
            type("Carrot Bites", into: try form.field(named: "Name"))
            type("1 egg", intoTextView: try form.field(named: "Ingredients"))

            form.activate(FormWindow<RecipeFormViewModel>.saveAction)

            await GTKTestLoop.settle()
            #expect(store.recipes["new-recipe"] == nil)
            #expect(formWindows() == [form.window.widget])
            #expect(labelText(try form.error(named: "Directions")) == "Add at least one direction")
            #expect(gtk_widget_is_visible(try form.error(named: "Directions")) != 0)
            #expect(hasAccessibleDescription(try form.spoken(named: "Directions"), "Add at least one direction"))
            #expect(isMarkedInvalid(try form.spoken(named: "Directions")) == gtkReportsInvalidEntries)
            #expect(!isFocusable(try form.error(named: "Directions")))
            await shell.tearDown()
        }

        @Test func cancelAction_onAChangedRecipe_asksWhetherToDiscard() async throws {
            let (shell, _, form) = try await openAddForm()
            type("1 egg", intoTextView: try form.field(named: "Ingredients"))
            await GTKTestLoop.settle()

            form.activate(FormWindow<RecipeFormViewModel>.cancelAction)

            await GTKTestLoop.settle()
            #expect(messageDialogs().map(heading(of:)) == ["Discard Changes?"])
            for dialog in messageDialogs() { pet_message_dialog_destroy(dialog) }
            await shell.tearDown()
        }
    }
}

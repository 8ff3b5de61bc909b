import CGtk
import PetCore
import Testing
@testable import PetAdoptionApp

extension GTKSuite {
    @MainActor @Suite("Recipes detail pane")
    struct RecipeDetailPaneTests {
        @Test func nothingSelected_showsTheNoRecipePage() async throws {
            let recipes = try await RecipesFixture()

            #expect(try !recipes.detailPane.isShowingDetail)
            #expect(try recipes.detailPane.page.checklist == nil)
            await recipes.tearDown()
        }

        @Test func activatingARow_showsItsRecipe() async throws {
            let recipes = try await RecipesFixture()
            let detail = try recipes.detailPane

            try recipes.activateRow(at: 0)  // sorted by name: Catnip Cookies

            await GTKTestLoop.settle()
            #expect(recipes.recipeList.selectedID == "cookies")
            #expect(labelText(detail.page.nameLabel) == "Catnip Cookies")
            #expect(detail.isShowingDetail)
            let texts = labelTexts(in: detail.widget)
            for expected in ["Easy", "15 min", "20 min", "35 min", "Serves 40", "0 of 4 done", "1 tbsp dried catnip", "Heat the oven."] {
                #expect(texts.contains(expected), "\(expected)")
            }
            #expect(detail.page.photo.state == .photo)
            await recipes.tearDown()
        }

        @Test func tickingALine_updatesTheProgress_andIsSaved() async throws {
            let recipes = try await RecipesFixture()
            try await recipes.openRecipe(at: 2)  // Veggie Kebabs: 2 ingredients, 1 direction
            let checklist = try recipes.checklist
            #expect(gtk_widget_get_sensitive(checklist.resetButton) == 0)

            gtk_check_button_set_active(checklist.ingredientChecks[1].c, 1)

            await GTKTestLoop.settle()
            #expect(labelText(checklist.progressLabel.widget) == "1 of 3 done")
            #expect(recipes.store.checklists["kebabs"] == [ChecklistItem(.ingredient, 2)])
            #expect(gtk_widget_get_sensitive(checklist.resetButton) != 0)
            await recipes.tearDown()
        }

        @Test func activatingALinesRow_togglesItsCheckButton() async throws {
            let recipes = try await RecipesFixture()
            try await recipes.openRecipe(at: 2)
            let check = try recipes.checklist.directionChecks[0]
            let row = try #require(gtk_widget_get_ancestor(check.widget, adw_action_row_get_type()))

            adw_action_row_activate(pet_adw_action_row(gpointer(row)))

            await GTKTestLoop.settle()
            #expect(RecipesFixture.isActive(check))
            #expect(recipes.store.checklists["kebabs"] == [ChecklistItem(.direction, 1)])
            await recipes.tearDown()
        }

        @Test func reset_untiksEveryLine_andBecomesInsensitive() async throws {
            let recipes = try await RecipesFixture()
            try await recipes.openRecipe(at: 2)
            let checklist = try recipes.checklist
            for check in checklist.ingredientChecks + checklist.directionChecks {
                gtk_check_button_set_active(check.c, 1)
            }
            await GTKTestLoop.settle()
            #expect(labelText(checklist.progressLabel.widget) == "3 of 3 done")

            await activate(checklist.resetButton)

            await GTKTestLoop.settle()
            #expect(labelText(checklist.progressLabel.widget) == "0 of 3 done")
            #expect(!(checklist.ingredientChecks + checklist.directionChecks).contains(where: RecipesFixture.isActive))
            #expect(gtk_widget_get_sensitive(checklist.resetButton) == 0)
            #expect(recipes.store.checklists["kebabs"] == nil)
            await recipes.tearDown()
        }

        @Test func headings_ofIngredientGroupsAndSections_areTextRows_withoutCheckButtons() async throws {
            let recipes = try await RecipesFixture()
            try await recipes.openRecipe(at: 2)
            let checklist = try recipes.checklist

            #expect(checklist.ingredientChecks.count == 2)
            #expect(checklist.directionChecks.count == 1)
            let texts = labelTexts(in: checklist.widget)
            #expect(texts.contains("Vegetables:") && texts.contains("To serve"))
            #expect(!texts.contains { $0.hasPrefix("## ") })
            #expect(labelText(checklist.progressLabel.widget) == "0 of 3 done")
            await recipes.tearDown()
        }

        @Test func reset_showsAToast_whoseUndoTicksTheLinesAgain() async throws {
            let recipes = try await RecipesFixture()
            try await recipes.openRecipe(at: 2)
            let checklist = try recipes.checklist
            gtk_check_button_set_active(checklist.ingredientChecks[0].c, 1)
            await GTKTestLoop.settle()

            await activate(checklist.resetButton)
            await GTKTestLoop.settle()
            #expect(try recipes.toasts.titles == ["Started Veggie Kebabs over."])
            #expect(try recipes.toasts.canUndo)
            try recipes.toasts.undoLatest()

            await GTKTestLoop.settle()
            #expect(RecipesFixture.isActive(checklist.ingredientChecks[0]))
            #expect(labelText(checklist.progressLabel.widget) == "1 of 3 done")
            #expect(recipes.store.checklists["kebabs"] == [ChecklistItem(.ingredient, 1)])
            await recipes.tearDown()
        }

        @Test func failedTick_showsAToast_andLeavesTheLineUnticked() async throws {
            let recipes = try await RecipesFixture()
            try await recipes.openRecipe(at: 2)
            let checklist = try recipes.checklist
            recipes.store.failure = RecipesFixture.DiskFull()

            gtk_check_button_set_active(checklist.ingredientChecks[0].c, 1)

            await GTKTestLoop.settle()
            #expect(!RecipesFixture.isActive(checklist.ingredientChecks[0]))
            #expect(try recipes.toasts.titles == ["Couldn't tick “1 carrot”. The disk is full."])
            #expect(recipes.recipeList.selected?.checklist.failure == nil, "the toast dismisses the failure")
            #expect(labelText(checklist.progressLabel.widget) == "0 of 3 done")
            #expect(recipes.store.checklists["kebabs"] == nil)
            await recipes.tearDown()
        }

        @Test func language_showsInTheDetails_onlyForARecipeThatDeclaresOne() async throws {
            let recipes = try await RecipesFixture()
            let detail = try recipes.detailPane
            func shownTexts(_ widget: UnsafeMutablePointer<GtkWidget>) -> [String] {
                guard gtk_widget_get_visible(widget) != 0 else { return [] }
                var texts = pet_is_label(gpointer(widget)) != 0 ? [labelText(widget)] : []
                var child = gtk_widget_get_first_child(widget)
                while let current = child {
                    texts += shownTexts(current)
                    child = gtk_widget_get_next_sibling(current)
                }
                return texts
            }

            try recipes.activateRow(at: 1)  // Tuna Crunchies, British
            await GTKTestLoop.settle()
            #expect(shownTexts(detail.widget).contains("Language"))
            #expect(shownTexts(detail.widget).contains("English (United Kingdom)"))

            try recipes.activateRow(at: 0)  // Catnip Cookies
            await GTKTestLoop.settle()
            #expect(!shownTexts(detail.widget).contains("Language"))
            await recipes.tearDown()
        }

        @Test func selectingAnotherRecipe_rebuildsTheChecklist_butTogglingDoesNot() async throws {
            let recipes = try await RecipesFixture()
            try await recipes.openRecipe(at: 2)
            let first = try recipes.checklist
            gtk_check_button_set_active(first.ingredientChecks[0].c, 1)
            await GTKTestLoop.settle()
            #expect(try recipes.checklist === first)

            try recipes.activateRow(at: 1)  // Tuna Crunchies

            await GTKTestLoop.settle()
            #expect((try? recipes.checklist) !== first)
            #expect(try recipes.checklist.ingredientChecks.count == 3)
            #expect(try !recipes.checklist.ingredientChecks.contains(where: RecipesFixture.isActive))
            await recipes.tearDown()
        }
    }
}

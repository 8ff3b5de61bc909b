import CGtk
import PetCore
import Testing
@testable import PetAdoptionApp

extension GTKSuite {
    /// Cooking mode's window, driven as the keyboard and a finger would.
    @MainActor @Suite("Cooking mode")
    struct CookingWindowTests {
        /// Tuna Crunchies' cooking mode (steps “Mix everything.”, “Bake for 20 minutes.”) over the recipes window.
        private func openTuna(_ recipes: RecipesFixture) async throws -> CookingWindow {
            try await recipes.openRecipe(at: 1)
            let recipe = try #require(recipes.recipeList.selected)
            let cooking = try #require(CookingWindow.present(recipe.cookingMode(), over: try recipes.detailPane.widget))
            await GTKTestLoop.settle()
            return cooking
        }

        private func press(_ keyval: Int32, in cooking: CookingWindow) async -> Bool {
            let handled = pet_test_key_press(cooking.window.widget, guint(keyval), GdkModifierType(0)) != 0
            await GTKTestLoop.settle()
            return handled
        }

        @Test func opens_onTheFirstStep_withTheIngredientsItMentions() async throws {
            let recipes = try await RecipesFixture()
            let cooking = try await openTuna(recipes)

            #expect(labelText(cooking.stepLabel.widget) == "Mix everything.")
            #expect(gtk_widget_get_sensitive(cooking.previousButton.widget) == 0)
            #expect(gtk_widget_has_focus(cooking.nextButton.widget) != 0)
            gtk_window_destroy(cooking.window.window)
            await recipes.tearDown()
        }

        @Test func rightAndSpace_goForward_leftAndBackspace_goBack_homeAndEnd_goToTheEnds() async throws {
            let recipes = try await RecipesFixture()
            let cooking = try await openTuna(recipes)

            #expect(await press(GDK_KEY_Right, in: cooking))
            #expect(labelText(cooking.stepLabel.widget) == "Bake for 20 minutes.")
            #expect(await press(GDK_KEY_space, in: cooking))
            #expect(labelText(cooking.stepLabel.widget) == "Bake for 20 minutes.", "the last step stays")
            #expect(await press(GDK_KEY_Left, in: cooking))
            #expect(labelText(cooking.stepLabel.widget) == "Mix everything.")
            #expect(await press(GDK_KEY_space, in: cooking))
            #expect(await press(GDK_KEY_BackSpace, in: cooking))
            #expect(labelText(cooking.stepLabel.widget) == "Mix everything.")
            #expect(await press(GDK_KEY_End, in: cooking))
            #expect(labelText(cooking.stepLabel.widget) == "Bake for 20 minutes.")
            #expect(await press(GDK_KEY_Home, in: cooking))
            #expect(labelText(cooking.stepLabel.widget) == "Mix everything.")
            gtk_window_destroy(cooking.window.window)
            await recipes.tearDown()
        }

        @Test func swipingLeft_showsTheNextStep_andRight_theOneBefore() async throws {
            let recipes = try await RecipesFixture()
            let cooking = try await openTuna(recipes)
            let content = try #require(adw_window_get_content(cooking.window.c))

            pet_test_swipe(content, -900, 40)
            await GTKTestLoop.settle()
            #expect(labelText(cooking.stepLabel.widget) == "Bake for 20 minutes.")
            pet_test_swipe(content, 900, 0)
            await GTKTestLoop.settle()
            #expect(labelText(cooking.stepLabel.widget) == "Mix everything.")
            gtk_window_destroy(cooking.window.window)
            await recipes.tearDown()
        }

        @Test func aStepsDuration_isATimerButton_thatStartsATimerShownOnThePage() async throws {
            let recipes = try await RecipesFixture()
            let cooking = try await openTuna(recipes)
            _ = await press(GDK_KEY_Right, in: cooking)
            let button = try #require(Widgets.children(of: cooking.timerButtonsBox.widget).first)
            #expect(hasAccessibleDescription(button, "Starts a timer for 20 minutes"))

            await activate(button)

            await GTKTestLoop.settle()
            #expect(recipes.book.timers.rows.map(\.label) == ["Tuna Crunchies, step 2: 20 minutes"])
            #expect(cooking.timersBar.rows.count == 1)
            #expect(try recipes.detailPane.page.timersBar?.rows.count == 1)
            gtk_window_destroy(cooking.window.window)
            await recipes.tearDown()
        }

        @Test func aFocusedTimerButton_passesTheFocusOn_whenItsStepGoes() async throws {
            let recipes = try await RecipesFixture()
            let cooking = try await openTuna(recipes)
            _ = await press(GDK_KEY_Right, in: cooking)
            let button = try #require(Widgets.children(of: cooking.timerButtonsBox.widget).first)
            gtk_widget_grab_focus(button)

            #expect(await press(GDK_KEY_Left, in: cooking))

            #expect(gtk_widget_has_focus(cooking.nextButton.widget) != 0)
            gtk_window_destroy(cooking.window.window)
            await recipes.tearDown()
        }

        @Test func escape_leavesAtOnce_withoutTimers() async throws {
            let recipes = try await RecipesFixture()
            let cooking = try await openTuna(recipes)
            var destroyed = false
            connect(cooking.window.widget, \.destroy) { destroyed = true }

            #expect(await press(GDK_KEY_Escape, in: cooking))

            #expect(destroyed)
            await recipes.tearDown()
        }

        @Test func escape_withATimerRunning_asksFirst_andKeepCookingStays() async throws {
            let recipes = try await RecipesFixture()
            let cooking = try await openTuna(recipes)
            recipes.book.timers.start(label: "Bake", seconds: 600)

            #expect(await press(GDK_KEY_Escape, in: cooking))

            let dialogs = messageDialogs()
            #expect(dialogs.count == 1)
            let dialog = try #require(dialogs.first)
            #expect(String(cString: pet_message_dialog_get_heading(dialog)) == "Leave Cooking Mode?")
            #expect(String(cString: pet_message_dialog_get_body(dialog))
                == "1 timer is still running. They keep running, and the recipe's page shows them.")
            pet_message_dialog_respond(dialog, QuestionDialog.keepResponse)
            await GTKTestLoop.settle()
            #expect(gtk_widget_get_visible(cooking.window.widget) != 0)
            gtk_window_destroy(cooking.window.window)
            await recipes.tearDown()
        }

        @Test func whileOpen_theScreenDoesNotBlank_andLeavingLetsItAgain() async throws {
            let manager = try await DBusMock.sessionManager()  // Before the application registers.
            let recipes = try await RecipesFixture()
            let cooking = try await openTuna(recipes)
            await GTKTestLoop.wait(for: "Inhibit") { !manager.calls(of: "Inhibit").isEmpty }
            #expect(cooking.isInhibitingIdle)
            #expect(manager.calls(of: "Inhibit").first?.arguments[3] == "uint32 8")  // GTK_APPLICATION_INHIBIT_IDLE

            #expect(await press(GDK_KEY_Escape, in: cooking))

            await GTKTestLoop.wait(for: "Uninhibit") { !manager.calls(of: "Uninhibit").isEmpty }
            #expect(manager.calls(of: "Uninhibit").map(\.arguments) == [["uint32 42"]])
            await recipes.tearDown()
            manager.stop()
        }
    }
}

import CGtk
import PetCore
import Testing
@testable import PetAdoptionApp

extension GTKSuite {
    @MainActor @Suite("Recipe amount and units")
    struct RecipeAmountGroupTests {
        /// Tuna Crunchies: serves 50; “1 cup oat flour”.
        private func openTuna(_ recipes: RecipesFixture) async throws -> RecipeAmountGroup {
            try await recipes.openRecipe(at: 1)  // Sorted by name: Catnip Cookies, Tuna Crunchies, Veggie Kebabs.
            return try recipes.checklist.amount
        }

        private func spinValue(_ spin: Widget<Gtk.SpinButton>) -> Int {
            Int(gtk_spin_button_get_value_as_int(spin.c))
        }

        @Test func servings_showTheRecipesOwnYield_andResetIsOff() async throws {
            let recipes = try await RecipesFixture()
            let amount = try await openTuna(recipes)

            #expect(spinValue(amount.amountSpin) == 50)
            #expect(gtk_widget_get_sensitive(amount.resetButton) == 0)
            #expect(labelTexts(in: try recipes.detailPane.widget).contains("1 cup oat flour"))
            await recipes.tearDown()
        }

        @Test func doublingTheServings_doublesTheIngredients_andIsKept() async throws {
            let recipes = try await RecipesFixture()
            let amount = try await openTuna(recipes)

            gtk_spin_button_set_value(amount.amountSpin.c, 100)

            await GTKTestLoop.settle()
            let texts = labelTexts(in: try recipes.detailPane.widget)
            #expect(texts.contains("2 cups oat flour"))
                        #expect(texts.contains("Serves 100"))
            #expect(try recipes.store.recipeScale(recipeID: "tuna") == 2)
            #expect(gtk_widget_get_sensitive(amount.resetButton) != 0)
            await recipes.tearDown()
        }

        @Test func reset_returnsToTheOwnYield() async throws {
            let recipes = try await RecipesFixture()
            let amount = try await openTuna(recipes)
            gtk_spin_button_set_value(amount.amountSpin.c, 25)
            await GTKTestLoop.settle()
            #expect(labelTexts(in: try recipes.detailPane.widget).contains("½ cup oat flour"))

            await activate(amount.resetButton)

            await GTKTestLoop.settle()
            #expect(spinValue(amount.amountSpin) == 50)
            #expect(labelTexts(in: try recipes.detailPane.widget).contains("1 cup oat flour"))
            #expect(try recipes.store.recipeScale(recipeID: "tuna") == nil)
            await recipes.tearDown()
        }

        @Test func metricUnits_convertTheCups_forEveryRecipe() async throws {
            let recipes = try await RecipesFixture()
            let amount = try await openTuna(recipes)

            Widgets.setActive(amount.unitChecks[1], true)  // Metric

            await GTKTestLoop.settle()
            #expect(labelTexts(in: try recipes.detailPane.widget).contains("240 ml oat flour"))
            #expect(try recipes.store.measurementSystem() == .metric)
            try await recipes.openRecipe(at: 0)  // Catnip Cookies
            #expect(try recipes.checklist.amount.unitChecks.map(Widgets.isActive) == [false, true, false])
            #expect(labelTexts(in: try recipes.detailPane.widget).contains("240 ml oat flour"))
            await recipes.tearDown()
        }

        @Test func aUnitsChoiceThatCannotBeSaved_isUndone_andToldInAToast() async throws {
            let recipes = try await RecipesFixture()
            let amount = try await openTuna(recipes)
            recipes.store.failure = RecipesFixture.DiskFull()

            Widgets.setActive(amount.unitChecks[2], true)  // US customary

            await GTKTestLoop.settle()
            #expect(amount.unitChecks.map(Widgets.isActive) == [true, false, false])
            #expect(try recipes.toasts.titles == ["Couldn't switch to US Customary units. The disk is full."])
            await recipes.tearDown()
        }

        @Test func servings_takeDigitsOnly() async throws {
            let recipes = try await RecipesFixture()
            let amount = try await openTuna(recipes)

            #expect(gtk_spin_button_get_numeric(amount.amountSpin.c) != 0)
            await recipes.tearDown()
        }

        @Test func controls_haveAccessibleNames() async throws {
            let recipes = try await RecipesFixture()
            let amount = try await openTuna(recipes)

            #expect(hasAccessibleLabel(amount.amountSpin.widget, "Servings"))
            #expect(hasAccessibleLabel(amount.resetButton, "Reset amount"))
            #expect(zip(amount.unitChecks.map(\.widget), ["As Written", "Metric", "US Customary"]).allSatisfy(hasAccessibleLabel))
            await recipes.tearDown()
        }
    }
}

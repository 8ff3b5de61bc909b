import CGtk
import PetCore
import Testing
@testable import PetAdoptionApp

extension GTKSuite {
    @MainActor @Suite("Recipes list pane")
    struct RecipeListPaneTests {
        @Test func list_showsEveryRecipe_withNamePhotoAndTheirDetails() async throws {
            let recipes = try await RecipesFixture()
            let pane = try recipes.listPane

            #expect(try recipes.itemCount == 3)
            #expect(labelText(pane.countLabel.widget) == "3 recipes")
            #expect(!pane.isShowingEmptyState)
            await GTKTestLoop.settle()
            #expect(labelTexts(in: pane.rows.view).contains("Medium · 35 min · Serves 50"))
            let texts = labelTexts(in: pane.rows.view)
            #expect(texts.contains("Tuna Crunchies"))
            #expect(texts.contains("Very easy · 10 min"), "an unknown yield is left out")
            await recipes.tearDown()
        }

        @Test func typingASearch_narrowsTheListAndTheCount() async throws {
            let recipes = try await RecipesFixture()
            let pane = try recipes.listPane

            try await recipes.type("oat flour")

            await GTKTestLoop.settle()
            #expect((try? recipes.itemCount) == 2)
            #expect(labelText(pane.countLabel.widget) == "2 of 3 recipes")
            #expect(recipes.recipeList.searchText == "oat flour")
            await recipes.tearDown()
        }

        @Test func typingOn_whileTheViewModelCatchesUp_keepsEveryLetter() async throws {
            let recipes = try await RecipesFixture()
            let entry = pet_gtk_editable(gpointer(try recipes.listPane.searchEntry.widget))

            try await recipes.type("choc")
            await GTKTestLoop.settle()
            #expect(recipes.recipeList.searchText == "choc")
            try await recipes.type("chocolate")  // before the view model's change reaches the entry

            await GTKTestLoop.settle()
            #expect(recipes.recipeList.searchText == "chocolate")
            #expect(String(cString: gtk_editable_get_text(entry)) == "chocolate")
            await recipes.tearDown()
        }

        @Test func searchWithNoMatch_showsTheEmptyPage_andClearingRestoresTheList() async throws {
            let recipes = try await RecipesFixture()
            let pane = try recipes.listPane

            try await recipes.type("chocolate")

            await GTKTestLoop.settle()
            #expect(pane.isShowingEmptyState)
            let page = pet_adw_status_page(gpointer(pane.emptyPage.widget))
            #expect(String(cString: adw_status_page_get_title(page)) == "No Matching Recipes")
            #expect(String(cString: adw_status_page_get_description(page)).contains("“chocolate”"))
            #expect(gtk_widget_get_visible(pane.emptyActionButton.widget) != 0)
            #expect(try recipes.itemCount == 0)

            await activate(pane.emptyActionButton.widget)

            await GTKTestLoop.settle()
            #expect(!pane.isShowingEmptyState)
            #expect(try recipes.itemCount == 3)
            #expect(String(cString: gtk_editable_get_text(pet_gtk_editable(gpointer(pane.searchEntry.widget)))) == "")
            await recipes.tearDown()
        }

        @Test func searchAction_opensTheSearch_andClosingItClearsTheSearch() async throws {
            let recipes = try await RecipesFixture()
            let pane = try recipes.listPane

            try recipes.shell.activateWindowAction("search")
            #expect(pane.isSearching)
            try await recipes.type("tuna")
            await GTKTestLoop.settle()
            #expect((try? recipes.itemCount) == 1)

            gtk_search_bar_set_search_mode(pet_gtk_search_bar(gpointer(pane.searchBar.widget)), 0)  // what Escape does

            await GTKTestLoop.settle()
            #expect((try? recipes.itemCount) == 3)
            #expect(recipes.recipeList.searchText == "")
            await recipes.tearDown()
        }

        @Test func filterDropDowns_filterAndSort_andFollowTheViewModel() async throws {
            let recipes = try await RecipesFixture()
            let pane = try recipes.listPane
            let difficulty = pet_gtk_drop_down(gpointer(try recipes.filterDropDowns[0]))
            let easy = try #require(RecipeFilter.Difficulty.allCases.firstIndex(of: .only(.easy)))

            gtk_drop_down_set_selected(difficulty, UInt32(easy))

            #expect(recipes.recipeList.filter.difficulty == .only(.easy))
            await GTKTestLoop.settle()
            #expect(labelText(pane.countLabel.widget) == "1 of 3 recipes · Easy")

            let sort = pet_gtk_drop_down(gpointer(try recipes.filterDropDowns[2]))
            let byTime = try #require(RecipeSortOrder.allCases.firstIndex(of: .totalTime))
            gtk_drop_down_set_selected(sort, UInt32(byTime))
            #expect(recipes.recipeList.sortOrder == .totalTime)

            recipes.recipeList.clearSearchAndFilters()

            await GTKTestLoop.settle()
            #expect(gtk_drop_down_get_selected(difficulty) == 0)
            #expect(gtk_drop_down_get_selected(sort) == UInt32(byTime), "clearing filters keeps the sort order")
            await recipes.tearDown()
        }

        @Test func failedReload_showsAToastOverTheList_andKeepsTheRecipes() async throws {
            let recipes = try await RecipesFixture()
            recipes.store.readFailure = RecipesFixture.DiskFull()

            await recipes.book.reload()

            await GTKTestLoop.settle()
            #expect(try recipes.toasts.titles == ["Couldn't reload the recipes. The disk is full."])
            #expect(recipes.recipeList.failure == nil, "the toast dismisses the failure")
            #expect(try recipes.itemCount == 3)
            await recipes.tearDown()
        }

        @Test func iconButtons_haveAccessibleLabels() async throws {
            let recipes = try await RecipesFixture()
            let pane = try recipes.listPane
            var buttons: [UnsafeMutablePointer<GtkWidget>] = []
            var node = gtk_widget_get_first_child(gtk_widget_get_parent(pane.countLabel.widget))
            while let current = node {
                if current != pane.countLabel.widget { buttons.append(current) }
                node = gtk_widget_get_next_sibling(current)
            }

            #expect(buttons.count == 2)
            for button in buttons {
                #expect(gtk_widget_get_tooltip_text(button) != nil)
            }
            await recipes.tearDown()
        }
    }
}

extension GTKSuite.RecipeListPaneTests {
    /// Holds what a test must not keep alive.
    @MainActor private final class WeakBox {
        weak var recipeList: RecipeListViewModel?
    }

    @Test func panes_keepTheirViewModelAlive_untilTheWindowCloses() async throws {
        let box = WeakBox()
        let shell = try ShellFixture(state: WindowState(sectionName: "recipes"), sections: {
            let book = RecipeBook(repository: InMemoryCatalogStore(recipes: RecipesFixture.recipes), context: DisplayContext())
            book.replace(with: RecordContents(RecipesFixture.recipes))
            let recipeList = RecipeListViewModel(book: book)
            box.recipeList = recipeList
            return [RecipesSection(name: "recipes", iconName: "emoji-food-symbolic", list: recipeList)]
        })
        try await shell.waitUntilMapped()

        #expect(box.recipeList != nil, "the section was dropped, its panes must keep the view model")

        await shell.tearDown()
        await GTKTestLoop.settle()
        #expect(box.recipeList == nil, "closing the window releases the view model")
    }
}

import CGtk
import PetCore
import Testing
@testable import PetAdoptionApp

extension GTKSuite {
    @MainActor @Suite("Pets list pane")
    struct PetListPaneTests {
        private func type(_ text: String, into page: PetsPageFixture) {
            gtk_editable_set_text(pet_gtk_editable(page.list.searchEntry.widget), text)
        }

        @Test func list_showsEveryPet_byName_withTheCount() async throws {
            let page = try await PetsPageFixture()
            try await page.waitForRows()

            #expect(page.itemCount == 5)
            #expect(page.shownNames == ["Bella", "Luna", "Max", "Oscar", "Zoe"])
            #expect(labelText(page.list.countLabel.widget) == "5 pets")
            let bella = try #require(page.row(named: "Bella"))
            #expect(bella.subtitle == "Dog · Beagle · 2 years old")
            #expect(bella.fee == "$50.00")
            #expect(bella.status == "Available")
            #expect(!bella.isStatusDimmed)
            #expect(try #require(page.row(named: "Zoe")).isStatusDimmed)
            await page.tearDown()
        }

        @Test func typingInTheSearchEntry_narrowsTheListAndTheCount() async throws {
            let page = try await PetsPageFixture()
            try await page.waitForRows()

            await page.typeSearch("bea")

            await GTKTestLoop.settle()
            #expect(page.itemCount == 1)
            #expect(labelText(page.list.countLabel.widget) == "1 of 5 pets")
            #expect(page.shownNames == ["Bella"])
            await page.tearDown()
        }

        @Test func typingOn_whileTheSearchIsApplied_keepsWhatWasTyped() async throws {
            let page = try await PetsPageFixture()
            try await page.waitForRows()
            await page.typeSearch("bea")
            await GTKTestLoop.settle()
            try #require(page.petList.searchText == "bea")

            await page.typeSearch("beag")
            await GTKTestLoop.settle()

            #expect(String(cString: gtk_editable_get_text(pet_gtk_editable(page.list.searchEntry.widget))) == "beag")
            #expect(page.petList.searchText == "beag")
            await page.tearDown()
        }

        @Test func searchWithoutMatches_showsNoResults_andItsButtonClearsTheSearch() async throws {
            let page = try await PetsPageFixture()
            try await page.waitForRows()

            await page.typeSearch("unicorn")

            await GTKTestLoop.settle()
            #expect(page.list.isShowingEmptyState)
            let status = pet_adw_status_page(page.list.emptyPage.widget)
            #expect(String(cString: adw_status_page_get_title(status)) == "No Matching Pets")
            #expect(String(cString: adw_status_page_get_description(status)) == "No pets match “unicorn”.")
            #expect(String(cString: gtk_button_get_label(pet_gtk_button(page.list.emptyActionButton.widget))) == "Clear Search")
            #expect(page.itemCount == 0)

            pet_signal_emit(gpointer(page.list.emptyActionButton.widget), "clicked")

            await GTKTestLoop.settle()
            #expect(!page.list.isShowingEmptyState)
            #expect(page.itemCount == 5)
            #expect(String(cString: gtk_editable_get_text(pet_gtk_editable(page.list.searchEntry.widget))).isEmpty)
            #expect(labelText(page.list.countLabel.widget) == "5 pets")
            await page.tearDown()
        }

        @Test func speciesCheckButton_inThePopover_narrowsTheList() async throws {
            let page = try await PetsPageFixture()
            try await page.waitForRows()
            let dogs = try #require(page.filterMenu.checkButtons["Dog"])

            gtk_check_button_set_active(dogs.c, 1)

            #expect(page.petList.filter.species.count == 1)
            await GTKTestLoop.settle()
            #expect(page.itemCount == 2)
            #expect(page.shownNames == ["Bella", "Luna"])
            #expect(labelText(page.list.countLabel.widget) == "2 of 5 pets · Dog")
            #expect(gtk_widget_has_css_class(page.list.filterButton.widget, "accent") != 0)
            await page.tearDown()
        }

        @Test func clearFilters_inThePopover_unticksEveryChoice() async throws {
            let page = try await PetsPageFixture()
            try await page.waitForRows()
            let dogs = try #require(page.filterMenu.checkButtons["Dog"])
            let adopted = try #require(page.filterMenu.checkButtons["Adopted"])
            gtk_check_button_set_active(dogs.c, 1)
            gtk_check_button_set_active(adopted.c, 1)
            await GTKTestLoop.settle()
            #expect(page.list.isShowingEmptyState)
            #expect(String(cString: gtk_button_get_label(pet_gtk_button(page.list.emptyActionButton.widget))) == "Clear Filters")

            pet_signal_emit(gpointer(page.filterMenu.clearButton), "clicked")

            await GTKTestLoop.settle()
            #expect(page.itemCount == 5)
            #expect(gtk_check_button_get_active(dogs.c) == 0)
            #expect(gtk_check_button_get_active(adopted.c) == 0)
            #expect(gtk_widget_get_sensitive(page.filterMenu.clearButton) == 0)
            await page.tearDown()
        }

        @Test func favouritesSwitch_showsOnlyFavourites() async throws {
            let page = try await PetsPageFixture()
            try await page.waitForRows()
            try await page.catalog.setFavourite(true, petID: "oscar")

            gtk_switch_set_active(page.filterMenu.favouritesSwitch.c, 1)

            await GTKTestLoop.settle()
            #expect(page.shownNames == ["Oscar"])
            #expect(page.row(named: "Oscar")?.showsStar == true)
            await page.tearDown()
        }

        @Test func sortDropDown_ordersTheRows() async throws {
            let page = try await PetsPageFixture()
            try await page.waitForRows()
            let age = try #require(PetSortOrder.allCases.firstIndex(of: .age))

            gtk_drop_down_set_selected(pet_gtk_drop_down(page.filterMenu.sortDropDown), UInt32(age))

            #expect(page.petList.sortOrder == .age)
            await GTKTestLoop.settle()
            #expect(page.shownNames == ["Luna", "Max", "Bella", "Zoe", "Oscar"])
            await page.tearDown()
        }

        @Test func beginSearch_opensTheSearchBar_andEscapeClosesAndClearsIt() async throws {
            let page = try await PetsPageFixture()
            try await page.waitForRows()
            let bar = pet_gtk_search_bar(page.list.searchBar.widget)

            page.list.captureTyping(from: page.window.window)
            #expect(gtk_search_bar_get_key_capture_widget(bar) == page.window.window, "typing in the window starts a search")

            page.list.beginSearch()
            #expect(gtk_search_bar_get_search_mode(bar) != 0)
            #expect(gtk_toggle_button_get_active(pet_gtk_toggle_button(page.list.searchButton.widget)) != 0)
            await page.typeSearch("max")
            await GTKTestLoop.settle()
            #expect(page.itemCount == 1)

            pet_signal_emit(gpointer(page.list.searchEntry.widget), "stop-search")

            #expect(gtk_search_bar_get_search_mode(bar) == 0)
            await GTKTestLoop.settle()
            #expect(page.itemCount == 5)
            #expect(page.petList.searchText.isEmpty)
            await page.tearDown()
        }
    }
}

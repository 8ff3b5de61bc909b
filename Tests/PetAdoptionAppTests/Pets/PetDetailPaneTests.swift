import CGtk
import Foundation
import PetCore
import Testing
@testable import PetAdoptionApp

extension GTKSuite {
    @MainActor @Suite("Pets detail pane")
    struct PetDetailPaneTests {
        private func isSensitive(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
            gtk_widget_get_sensitive(widget) != 0
        }

        /// Selects `name`, clicks Adopt and answers the confirmation with `response`.
        private func adopt(_ name: String, in page: PetsPageFixture, response: String = "adopt") async throws {
            try page.activateRow(named: name)
            await GTKTestLoop.settle()
            try #require(labelText(page.detail.page.nameLabel) == name)
            pet_signal_emit(gpointer(page.detail.page.adoptButton), "clicked")
            let dialog = try #require(page.dialogs.first)
            #expect(String(cString: pet_message_dialog_get_heading(dialog)) == "Adopt \(name)?")
            pet_message_dialog_respond(dialog, response)
        }

        /// The fixture's pets, Bella with shelter details.
        private static var petsWithDetails: [Pet] {
            var pets = PetsPageFixture.pets
            pets[0].details = ShelterDetails(
                size: .large, colors: ["Black", "White"], weight: PetWeight(Decimal(string: "12.5")!, .kilograms),
                vaccinated: .yes, microchip: "985112003456789", kennel: "Kennel 12")
            return pets
        }

        /// The texts the shelter's groups show, in order (group titles, row titles and values).
        private func shelterTexts(_ page: PetsPageFixture) -> [String] {
            Widgets.descendants(of: page.detail.page.shelterGroups.widget)
                .filter { pet_is_label(gpointer($0)) != 0 && gtk_widget_is_visible($0) != 0 }
                .map(labelText).filter { !$0.isEmpty }
        }

        /// The rows of the shelter's groups on screen (the groups keep rows of other
        /// titles, hidden, for the next pet).
        private func shelterRows(_ page: PetsPageFixture) -> [UnsafeMutablePointer<GtkWidget>] {
            Widgets.descendants(of: page.detail.page.shelterGroups.widget).filter {
                gtk_widget_get_ancestor($0, adw_action_row_get_type()) == $0 && gtk_widget_is_visible($0) != 0
            }
        }

        @Test func aPetWithDetails_showsTheirGroups_andAPetWithoutShowsNone() async throws {
            let page = try await PetsPageFixture(pets: Self.petsWithDetails)
            try await page.waitForRows()

            try page.activateRow(named: "Bella")
            await GTKTestLoop.settle()
            #expect(shelterTexts(page) == [
                "Description", "Size", "Large", "Colours", "Black and White", "Weight", "27.6 lb",
                "Health and Care", "Vaccinations", "Up to date", "Microchip", "985 112 003 456 789",
                "Shelter", "Kennel", "Kennel 12",
            ])

            try page.activateRow(named: "Max")
            await GTKTestLoop.settle()
            #expect(labelText(page.detail.page.nameLabel) == "Max")
            #expect(shelterTexts(page).isEmpty)
            #expect(shelterRows(page).isEmpty, "no row of Bella's shows")
            #expect(gtk_widget_get_visible(page.detail.page.shelterGroups.widget) == 0)
            await page.tearDown()
        }

        @Test func eachShelterRow_readsAsItsTitleAndValue_andIsNoStopForTab() async throws {
            let page = try await PetsPageFixture(pets: Self.petsWithDetails)
            try await page.waitForRows()
            try page.activateRow(named: "Bella")
            await GTKTestLoop.settle()

            let rows = shelterRows(page)
            try #require(rows.count == 6)
            #expect(hasAccessibleLabel(rows[3], "Vaccinations"))
            #expect(hasAccessibleDescription(rows[3], "Up to date"))
            #expect(hasAccessibleDescription(rows[4], "985 112 003 456 789"))
            #expect(rows.allSatisfy { !isFocusable($0) })
            await page.tearDown()
        }

        @Test func editingThePet_showsItsNewGroups() async throws {
            let page = try await PetsPageFixture(pets: Self.petsWithDetails)
            try await page.waitForRows()
            try page.activateRow(named: "Bella")
            await GTKTestLoop.settle()

            var bella = Self.petsWithDetails[0]
            bella.details = ShelterDetails(houseTrained: .no)
            try await page.catalog.save(bella)

            await GTKTestLoop.settle()
            #expect(shelterTexts(page) == ["Health and Care", "House-Trained", "No"])
            await page.tearDown()
        }

        @Test func withoutSelection_showsNoPetSelected() async throws {
            let page = try await PetsPageFixture()
            try await page.waitForRows()

            #expect(!page.detail.isShowingDetail)
            #expect(String(cString: adw_status_page_get_title(page.detail.emptyPage.c)) == "No Pet Selected")
            await page.tearDown()
        }

        @Test func activatingARow_showsThePetsDetails() async throws {
            let page = try await PetsPageFixture()
            try await page.waitForRows()

            try page.activateRow(named: "Bella")

            let detail = page.detail.page
            await GTKTestLoop.settle()
            #expect(page.detail.isShowingDetail)
            #expect(labelText(detail.nameLabel) == "Bella")
            #expect(labelText(detail.speciesBreedLabel) == "Dog · Beagle")
            #expect(labelText(detail.ageLabel) == "2 years old")
            #expect(labelText(detail.feeLabel) == "$50.00")
            #expect(labelText(detail.statusLabel) == "Available")
            #expect(labelText(detail.sexLabel) == "Sex unknown")
            #expect(labelText(detail.aboutLabel) == "Bella likes long walks.")
            #expect(detail.badgeTexts == ["Good with children", "Not good with dogs", "Untested with cats"])
            #expect(isSensitive(detail.adoptButton))
            await page.tearDown()
        }

        @Test func atADeskThatMayOnlyLook_thePageHasNoAdoptButton() async throws {
            let page = try await PetsPageFixture()
            page.catalog.isReadOnly = true
            try await page.waitForRows()

            try page.activateRow(named: "Bella")

            await GTKTestLoop.settle()
            #expect(page.detail.isShowingDetail)
            #expect(gtk_widget_get_visible(page.detail.page.adoptButton) == 0)
            #expect(gtk_widget_get_visible(page.detail.page.favouriteButton) != 0)
            await page.tearDown()
        }

        @Test func changingTheSelection_retargetsThePage() async throws {
            let page = try await PetsPageFixture()
            try await page.waitForRows()
            try page.activateRow(named: "Bella")
            try page.activateRow(named: "Max")
            await GTKTestLoop.settle()
            #expect(labelText(page.detail.page.nameLabel) == "Max")

            try await page.catalog.recordAdoption(petID: "bella")
            await GTKTestLoop.settle()

            #expect(labelText(page.detail.page.statusLabel) == "Adoption pending")
            #expect(labelText(page.detail.page.feeLabel) == "$150.00")
            await page.tearDown()
        }

        @Test func confirmingAdopt_marksThePetAdopted_inTheDetailAndTheRow_withAToast() async throws {
            let page = try await PetsPageFixture()
            try await page.waitForRows()

            try await adopt("Bella", in: page)

            await GTKTestLoop.settle()
            #expect(labelText(page.detail.page.statusLabel) == "Adopted")
            #expect(page.row(named: "Bella")?.status == "Adopted")
            #expect(page.row(named: "Bella")?.isStatusDimmed == true)
            #expect(page.toasts.titles == ["Bella was adopted"])
            #expect(!isSensitive(page.detail.page.adoptButton))
            #expect(page.store.pets["bella"]?.status == .adopted)
            await page.tearDown()
        }

        @Test func undoOnTheToast_restoresTheStatus() async throws {
            let page = try await PetsPageFixture()
            try await page.waitForRows()
            try await adopt("Max", in: page)
            await GTKTestLoop.settle()
            try #require(page.toasts.toasts.count == 1)

            pet_signal_emit(gpointer(page.toasts.toasts[0].toast), "button-clicked")

            await GTKTestLoop.settle()
            #expect(labelText(page.detail.page.statusLabel) == "Adoption pending")
            #expect(page.row(named: "Max")?.status == "Adoption pending")
            #expect(page.toasts.toasts.isEmpty)
            #expect(isSensitive(page.detail.page.adoptButton))
            #expect(page.store.pets["max"]?.status == .pending)
            await page.tearDown()
        }

        @Test func dismissingTheToast_endsTheUndo() async throws {
            let page = try await PetsPageFixture()
            try await page.waitForRows()
            try await adopt("Bella", in: page)
            await GTKTestLoop.settle()
            try #require(page.toasts.toasts.count == 1)
            let pet = try #require(page.petList.selected)

            page.toasts.toasts[0].dismiss()

            await GTKTestLoop.settle()
            #expect(!pet.canUndoAdoption)
            #expect(page.toasts.toasts.isEmpty)
            #expect(labelText(page.detail.page.statusLabel) == "Adopted")
            await page.tearDown()
        }

        @Test func cancellingTheConfirmation_adoptsNothing() async throws {
            let page = try await PetsPageFixture()
            try await page.waitForRows()

            try await adopt("Bella", in: page, response: "cancel")
            await GTKTestLoop.settle()

            #expect(labelText(page.detail.page.statusLabel) == "Available")
            #expect(page.toasts.toasts.isEmpty)
            #expect(page.store.pets["bella"]?.status == .available)
            await page.tearDown()
        }

        @Test func adoptButton_isInsensitive_forAnAdoptedPet() async throws {
            let page = try await PetsPageFixture()
            try await page.waitForRows()

            try page.activateRow(named: "Zoe")

            await GTKTestLoop.settle()
            #expect(labelText(page.detail.page.statusLabel) == "Adopted")
            #expect(!isSensitive(page.detail.page.adoptButton))
            await page.tearDown()
        }

        @Test func storeFailure_onAdopt_showsAFailureToast_andKeepsTheStatus() async throws {
            let page = try await PetsPageFixture()
            try await page.waitForRows()
            page.store.failure = DiskFullError()

            try await adopt("Bella", in: page)

            await GTKTestLoop.settle()
            #expect(page.toasts.titles == ["Couldn't adopt Bella. The disk is full."])
            #expect(page.petList.selected?.failure == nil, "the failure is dismissed once shown")
            #expect(labelText(page.detail.page.statusLabel) == "Available")
            #expect(page.row(named: "Bella")?.status == "Available")
            #expect(isSensitive(page.detail.page.adoptButton))
            await page.tearDown()
        }

        @Test func favouriteButton_togglesTheStarOnTheRow_andItsLabel() async throws {
            let page = try await PetsPageFixture()
            try await page.waitForRows()
            try page.activateRow(named: "Luna")
            let button = page.detail.page.favouriteButton
            await GTKTestLoop.settle()
            #expect(labelText(page.detail.page.nameLabel) == "Luna")
            #expect(page.row(named: "Luna")?.showsStar == false)
            #expect(String(cString: gtk_widget_get_tooltip_text(button)) == "Add to Favourites")

            pet_signal_emit(gpointer(button), "clicked")

            await GTKTestLoop.settle()
            #expect(page.row(named: "Luna")?.showsStar == true)
            await GTKTestLoop.settle()
            #expect(String(cString: gtk_widget_get_tooltip_text(button)) == "Remove from Favourites")
            #expect(String(cString: gtk_button_get_icon_name(pet_gtk_button(button))) == "starred-symbolic")
            #expect(page.store.favouriteIDs == ["luna"])
            await page.tearDown()
        }

        @Test func storeFailure_onFavourite_showsAFailureToast() async throws {
            let page = try await PetsPageFixture()
            try await page.waitForRows()
            try page.activateRow(named: "Luna")
            await GTKTestLoop.settle()
            #expect(labelText(page.detail.page.nameLabel) == "Luna")
            page.store.failure = DiskFullError()

            pet_signal_emit(gpointer(page.detail.page.favouriteButton), "clicked")

            await GTKTestLoop.settle()
            #expect(page.toasts.titles == ["Couldn't add Luna to Favourites. The disk is full."])
            #expect(page.row(named: "Luna")?.showsStar == false)
            await page.tearDown()
        }
    }
}

import CGtk
import PetCore
import Testing
@testable import PetAdoptionApp

extension GTKSuite {
    @MainActor @Suite("Pets section")
    struct PetsSectionTests {
        /// The list of the fixture's pets.
        private static func petList() async throws -> PetListViewModel {
            let store = InMemoryCatalogStore(pets: PetsPageFixture.pets)
            let catalog = PetCatalog(repository: store, context: PetsPageFixture.context)
            catalog.replace(with: try await PetCatalogContents.load(from: store))
            return PetListViewModel(catalog: catalog)
        }

        /// A window whose Pets section shows `petList`.
        private func shell(width: Int32, petList: PetListViewModel? = nil) async throws -> ShellFixture {
            let list = if let petList { petList } else { try await Self.petList() }
            return try ShellFixture(state: WindowState(width: width, height: 700)) {
                [PetsSection(name: "pets", iconName: "emoji-nature-symbolic", list: list), PlaceholderSection.recipes]
            }
        }

        /// The first widget of type `typeName` under `widget` (itself included), depth
        /// first, for which `matches` holds.
        private func descendant(
            of widget: UnsafeMutablePointer<GtkWidget>, typeName: String,
            where matches: (UnsafeMutablePointer<GtkWidget>) -> Bool = { _ in true }
        ) -> UnsafeMutablePointer<GtkWidget>? {
            let type = String(cString: g_type_name_from_instance(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self)))
            if type == typeName, matches(widget) { return widget }
            var child = gtk_widget_get_first_child(widget)
            while let current = child {
                if let found = descendant(of: current, typeName: typeName, where: matches) { return found }
                child = gtk_widget_get_next_sibling(current)
            }
            return nil
        }

        @Test func searchAction_opensThePetsSearchBar() async throws {
            let shell = try await shell(width: 1000)
            try await shell.waitUntilMapped()
            let bar = try #require(descendant(of: try shell.window.window, typeName: "GtkSearchBar"))
            #expect(try shell.isWindowActionEnabled("search"))

            try shell.activateWindowAction("search")

            #expect(gtk_search_bar_get_search_mode(pet_gtk_search_bar(bar)) != 0)
            await shell.tearDown()
        }

        @Test func choosingARow_inANarrowWindow_slidesToThePetsPage() async throws {
            let shell = try await shell(width: 400)
            try await shell.waitUntilMapped()
            let window = try shell.window
            let section = try #require(window.visibleSection)
            try #require(section.isFolded)
            let list = try #require(descendant(of: section.layout.widget, typeName: "GtkGridView", where: {
                gtk_widget_has_css_class($0, "navigation-sidebar") != 0
            }))
            try #require(gtk_widget_get_first_child(list) != nil)

            Actions.activate("list.activate-item", on: list, parameter: g_variant_new_uint32(0))

            await GTKTestLoop.settle()
            #expect(section.isShowingDetail)
            #expect(window.isBackButtonVisible)
            #expect(descendant(of: section.layout.widget, typeName: "GtkLabel", where: {
                labelText($0) == "Bella" && gtk_widget_has_css_class($0, "title-1") != 0 && gtk_widget_get_mapped($0) != 0
            }) != nil, "the page shows Bella's name as its title")
            await shell.tearDown()
        }

        #if ADW_1_4
        /// Where the view switcher does not fit, the page's header shows the pet's name.
        @Test func thePagesTitle_isThePetsName_andTheSectionsWithoutAPet() async throws {
            let petList = try await Self.petList()
            let shell = try await shell(width: 400, petList: petList)
            try await shell.waitUntilMapped()
            let section = try #require(try shell.window.visibleSection)
            await GTKTestLoop.settle()
            #expect(section.layout.detailTitle == section.title)

            _ = petList.select("max")
            await GTKTestLoop.settle()
            #expect(section.layout.detailTitle == "Max")

            _ = petList.select(nil)
            await GTKTestLoop.settle()
            #expect(section.layout.detailTitle == section.title)
            await shell.tearDown()
        }
        #endif

        @Test func clickingARow_selectsItsPet_andTheListShowsTheSelection() async throws {
            let page = try await PetsPageFixture()
            try await page.waitForRows()
            let selection = try #require(page.list.rows.selectionModel)

            gtk_selection_model_select_item(selection, 2, 1)

            #expect(page.petList.selectedID == "max")
            await GTKTestLoop.settle()
            #expect(labelText(page.detail.page.nameLabel) == "Max")
            page.petList.select("zoe")
            await GTKTestLoop.settle()
            #expect(gtk_selection_model_is_selected(selection, 4) != 0)
            page.petList.search("zoe")
            await GTKTestLoop.settle()
            #expect(page.itemCount == 1)
            #expect(gtk_selection_model_is_selected(selection, 0) != 0, "the selection follows Zoe to her new position")
            await page.tearDown()
        }
    }
}

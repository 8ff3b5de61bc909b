import CGtk
import PetCore
import Testing
@testable import PetAdoptionApp

extension GTKSuite {
    @MainActor @Suite("Main window")
    struct MainWindowTests {
        @Test func window_opensOnPets_withPetsAndRecipesInTheSwitcher() async throws {
            let shell = try ShellFixture()
            try await shell.waitUntilMapped()

            #expect(try shell.window.sections.map(\.name) == ["pets", "recipes"])
            #expect(try shell.window.sections.map(\.title) == ["Pets", "Recipes"])
            #expect(try shell.window.visibleSectionName == "pets")
            let title = try shell.window.window
            #expect(String(cString: gtk_window_get_title(pet_gtk_window(title))) == AppIdentity.name)
            await shell.tearDown()
        }

        @Test func showSectionAction_bringsRecipesIntoView() async throws {
            let shell = try ShellFixture()
            try await shell.waitUntilMapped()

            try shell.activateWindowAction("show-section", string: "recipes")

            #expect(try shell.window.visibleSectionName == "recipes")
            await shell.tearDown()
        }

        @Test func closeAction_closesTheWindow_andRemembersItsSection() async throws {
            let shell = try ShellFixture()
            try await shell.waitUntilMapped()
            try shell.activateWindowAction("show-section", string: "recipes")

            try shell.activateWindowAction("close")

            await GTKTestLoop.settle()
            #expect(shell.app.mainWindow == nil)
            #expect(shell.windows.isEmpty)
            #expect(shell.store.load().sectionName == "recipes")
            await shell.tearDown()
        }

        @Test func quitAction_closesEveryWindow() async throws {
            let shell = try ShellFixture()
            try await shell.waitUntilMapped()

            shell.activateAppAction("quit")

            await GTKTestLoop.settle()
            #expect(shell.windows.isEmpty)
            await shell.tearDown()
        }

        @Test func savedState_isRestored() async throws {
            let shell = try ShellFixture(state: WindowState(width: 700, height: 500, sectionName: "recipes"))
            try await shell.waitUntilMapped()
            var width: Int32 = 0
            var height: Int32 = 0

            gtk_window_get_default_size(pet_gtk_window(try shell.window.window), &width, &height)

            #expect(try shell.window.visibleSectionName == "recipes")
            #expect((width, height) == (700, 500))
            await shell.tearDown()
        }

        @Test func sectionsFilters_areRestored_andKeptOnClose() async throws {
            let pets = TestSection(name: "pets", title: "Pets")
            let recipes = TestSection(name: "recipes", title: "Recipes")
            let shell = try ShellFixture(state: WindowState(filters: ["recipes": "time=30", "gone": "x"])) { [pets, recipes] }
            try await shell.waitUntilMapped()
            #expect(recipes.filterText == "time=30")
            #expect(pets.filterText == "")

            pets.filterText = "species=dog"
            recipes.filterText = ""
            try shell.activateWindowAction("close")

            await GTKTestLoop.settle()
            #expect(shell.store.load().filters == ["pets": "species=dog"])
            await shell.tearDown()
        }

        @Test func wideWindow_showsBothPanes_andNoSwitcherBar() async throws {
            let shell = try ShellFixture(state: WindowState(width: 1000, height: 600))
            try await shell.waitUntilMapped()

            #expect(try shell.window.sections.allSatisfy { !$0.isFolded })
            #expect(try !shell.window.isSwitcherBarRevealed)
            #expect(try !shell.window.isBackButtonVisible)
            await shell.tearDown()
        }

        @Test func narrowWindow_foldsItsSections_andRevealsTheSwitcherBar() async throws {
            let shell = try ShellFixture(state: WindowState(width: 400, height: 600))
            try await shell.waitUntilMapped()
            let window = try shell.window

            await GTKTestLoop.settle()
            #expect(window.visibleSection?.isFolded == true)
            #expect(window.isSwitcherBarRevealed)
            await shell.tearDown()
        }

        @Test func narrowingTheWindow_foldsTheVisibleSection() async throws {
            let shell = try ShellFixture(state: WindowState(width: 1000, height: 600))
            try await shell.waitUntilMapped()
            let window = try shell.window

            gtk_window_set_default_size(pet_gtk_window(window.window), 400, 600)

            await GTKTestLoop.settle()
            #expect(window.visibleSection?.isFolded == true)
            #expect(window.isSwitcherBarRevealed)
            await shell.tearDown()
        }

        @Test func backAction_returnsFromTheDetailToTheList_whenFolded() async throws {
            let shell = try ShellFixture(state: WindowState(width: 400, height: 600))
            try await shell.waitUntilMapped()
            let window = try shell.window
            let section = try #require(window.visibleSection)
            await GTKTestLoop.settle()
            try #require(section.isFolded)
            #expect(try !shell.isWindowActionEnabled("back"))

            section.showDetail()
            await GTKTestLoop.settle()
            #expect(window.isBackButtonVisible)
            #expect(try shell.isWindowActionEnabled("back"))

            try shell.activateWindowAction("back")
            await GTKTestLoop.settle()
            #expect(!section.isShowingDetail)
            #expect(!window.isBackButtonVisible)
            await shell.tearDown()
        }

        @Test func searchAction_runsTheVisibleSectionsSearch() async throws {
            let pets = TestSection(name: "pets", title: "Pets")
            let recipes = TestSection(name: "recipes", title: "Recipes")
            let shell = try ShellFixture(sections: { [pets, recipes] })
            try await shell.waitUntilMapped()

            try shell.activateWindowAction("show-section", string: "recipes")
            try shell.activateWindowAction("search")

            #expect((pets.searchCount, recipes.searchCount) == (0, 1))
            await shell.tearDown()
        }

        @Test func searchAction_isDisabled_whenTheSectionCannotSearch() async throws {
            let shell = try ShellFixture()
            try await shell.waitUntilMapped()

            #expect(try !shell.isWindowActionEnabled("search"))
            await shell.tearDown()
        }

        @Test func accelerators_followTheGNOMEConventions() async throws {
            let shell = try ShellFixture()
            try await shell.waitUntilMapped()
            let application = pet_gtk_application(gpointer(shell.app.application))
            func accelerators(_ action: String) -> [String] {
                guard let list = gtk_application_get_accels_for_action(application, action) else { return [] }
                defer { g_strfreev(list) }
                var result: [String] = []
                var index = 0
                while let accelerator = list[index] {
                    result.append(String(cString: accelerator))
                    index += 1
                }
                return result
            }

            #expect(accelerators("app.quit") == ["<Control>q"])
            #expect(accelerators("win.close") == ["<Control>w"])
            #expect(accelerators("win.search") == ["<Control>f"])
            #expect(accelerators("win.back") == ["<Alt>Left"])
            #expect(accelerators("win.show-help-overlay") == ["<Control>question"])
            #expect(accelerators("win.show-section::pets") == ["<Alt>1"])
            #expect(accelerators("win.show-section::recipes") == ["<Alt>2"])
            await shell.tearDown()
        }

        @Test func aboutAction_opensTheAbout_withTheAppsNameAndVersion() async throws {
            let shell = try ShellFixture()
            try await shell.waitUntilMapped()

            shell.activateAppAction("about")

            let about = try #require(shownAbout())
            #expect(String(cString: pet_about_get_application_name(about)) == AppIdentity.name)
            #expect(String(cString: pet_about_get_version(about)) == AppIdentity.version)
            await shell.tearDown()
        }

        @Test func shortcutsAction_showsTheShortcutsWindow_inFrontOfTheMainWindow() async throws {
            let shell = try ShellFixture()
            try await shell.waitUntilMapped()
            #expect(shownShortcuts() == nil, "the shortcuts are built when first asked for")

            try shell.activateWindowAction("show-help-overlay")

            let shortcuts = try #require(shownShortcuts())
            await GTKTestLoop.settle()
            #expect(gtk_widget_get_visible(shortcuts) != 0)
            #expect(pet_shortcuts_get_window(shortcuts) == pet_gtk_window(try shell.window.window))
            pet_shortcuts_close(shortcuts)
            await GTKTestLoop.settle()
            #expect(shownShortcuts() == nil, "the shortcuts are gone when closed")
            await shell.tearDown()
        }

        @Test func theShortcutsWindow_andTheAccelerators_comeFromTheAppsOneDeclaration() async throws {
            let shell = try ShellFixture()
            try await shell.waitUntilMapped()
            let window = try shell.window
            let declared = AppShortcut.all(sections: window.sections.map { ($0.name, $0.title) }).flatMap(\.shortcuts)

            try shell.activateWindowAction("show-help-overlay")
            let shortcuts = try #require(shownShortcuts())
            await GTKTestLoop.settle()

            let listed = Widgets.descendants(of: shortcuts).compactMap { pet_shortcut_title($0).map { String(cString: $0) } }
            #expect(listed == declared.map(\.title))
            let application = pet_gtk_application(gpointer(shell.app.application))
            for shortcut in declared {
                guard let action = shortcut.action else { continue }
                let accelerators = gtk_application_get_accels_for_action(application, action)
                defer { g_strfreev(accelerators) }
                #expect(accelerators?[0].map { String(cString: $0) } == shortcut.accelerator, "\(action)")
            }
            pet_shortcuts_close(shortcuts)
            await GTKTestLoop.settle()
            await shell.tearDown()
        }

        @Test func aSectionsPanes_areBuiltWhenItIsFirstShown() async throws {
            let shell = try ShellFixture()
            try await shell.waitUntilMapped()
            let window = try shell.window
            let hidden = try #require(window.sections.first { $0.name != window.visibleSectionName })
            #expect(window.visibleSection?.hasPanes == true)
            #expect(!hidden.hasPanes)

            window.showSection(named: hidden.name)

            #expect(hidden.hasPanes)
            #expect(gtk_widget_get_first_child(hidden.layout.widget) != nil)
            await shell.tearDown()
        }
    }
}

import CGtk
import Foundation
import PetCore
import PetStore
import Testing
@testable import PetAdoptionApp

/// The whole app as `main.swift` composes it: the sample catalog in a real database file in
/// a temporary folder, the three sections ``AppServices/makeSections()`` builds, and what
/// ``AppServices/attach(to:)`` adds to the window (import, export, the kitchen timers'
/// alerts, the health check), in a mapped window.
@MainActor
final class AppSessionFixture {
    let services: AppServices
    let shell: ShellFixture
    let pets: PetsSection
    let recipes: RecipesSection
    private let folder: URL

    /// The app over a fresh copy of the sample catalog, showing the Pets section; start-up
    /// reads only a preview of the pets when there are more than `previewAbove`.
    init(previewAbove: Int = AppServices.previewAbove) async throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("pet-adoption-session-\(UUID().uuidString)")
        let services = await AppServices.start(prepared: try AppServices.prepare(
            location: DatabaseLocation(fileURL: folder.appendingPathComponent("catalog.sqlite")),
            resources: PhotoFixture.resources, previewAbove: previewAbove))
        self.services = services
        let sections = services.makeSections()
        pets = try #require(sections.lazy.compactMap { $0 as? PetsSection }.first)
        recipes = try #require(sections.lazy.compactMap { $0 as? RecipesSection }.first)
        shell = try ShellFixture(state: WindowState(width: 1000, height: 700, sectionName: "pets"), sections: { sections }) {
            services.attach(to: $0)
        }
        try await shell.waitUntilMapped()
    }

    /// Shows the section named `name` ("pets", "recipes", "match"), as its switcher button does.
    func show(_ name: String) async throws {
        try shell.activateWindowAction("show-section", string: name)
        await GTKTestLoop.settle()
        try #require(try shell.window.visibleSectionName == name)
    }

    /// Opens the first row of `section`'s list on its page.
    func openFirstRow<Section, Row, Page, Menu>(of section: RecordSection<Section, Row, Page, Menu>) async throws {
        let list = try #require(section.listPane).rows.view
        Actions.activate("list.activate-item", on: list, parameter: g_variant_new_uint32(0))
        await GTKTestLoop.settle()
    }

    /// Clicks `button`, as a pointer does, and lets what it opens show.
    func click(_ button: UnsafeMutablePointer<GtkWidget>) async {
        pet_signal_emit(gpointer(button), "clicked")
        await GTKTestLoop.settle()
    }

    /// Closes the one open toplevel of type `typeName` ("GtkFileChooserDialog"), as its close
    /// button or Escape does.
    func closeWindow(ofType typeName: String) async throws {
        let windows = toplevels(ofType: typeName)
        try #require(windows.count == 1, "\(windows.count) windows of type \(typeName)")
        gtk_window_close(pet_gtk_window(gpointer(windows[0])))
        await GTKTestLoop.settle()
    }

    /// Answers the one open message dialog by clicking its button labelled `label`.
    func answer(_ label: String) async throws {
        let dialogs = messageDialogs()
        try #require(dialogs.count == 1, "\(dialogs.map(heading(of:)))")
        clickResponse(label, in: dialogs[0])
        await GTKTestLoop.settle()
    }

    /// Closes every window, closes the catalog and removes its folder.
    func tearDown() async {
        await shell.tearDown()
        services.close()
        try? FileManager.default.removeItem(at: folder)
    }
}

import CGtk
import Foundation
import PetCore
import Testing
@testable import PetAdoptionApp

/// A registered and activated ``PetAdoptionApplication`` with its state in a temporary folder.
@MainActor
final class ShellFixture {
    let store: WindowStateStore
    let app: PetAdoptionApplication
    private let stateDirectory: URL
    /// Each fixture registers its own application id: GApplication exports an object path
    /// derived from the id on the session bus, and an earlier test's may still be there.
    private static var count = 0

    /// Opens the app's window; `state`, if given, is what the previous run saved;
    /// `windowCreated` runs when the window is built, and `preferences` for Ctrl+,, as
    /// `main.swift`'s do.
    init(
        state: WindowState? = nil,
        sections: @escaping @MainActor () -> [any SectionBuilder] = { [PlaceholderSection.pets, PlaceholderSection.recipes] },
        windowCreated: @escaping @MainActor (MainWindow) -> Void = { _ in },
        preferences: @escaping @MainActor (UnsafeMutablePointer<GtkWidget>) -> Void = { _ in }
    ) throws {
        try GTKTestLoop.initialize()
        Self.count += 1
        stateDirectory = FileManager.default.temporaryDirectory.appendingPathComponent("pet-adoption-\(UUID().uuidString)")
        store = WindowStateStore(directory: stateDirectory.path)
        if let state { try store.save(state) }
        app = PetAdoptionApplication(
            id: AppIdentity.id + ".Tests\(Self.count)", flags: G_APPLICATION_NON_UNIQUE, stateStore: store, sections: sections,
            windowCreated: windowCreated, preferences: preferences)
        try #require(g_application_register(pet_g_application(gpointer(app.application)), nil, nil) != 0)
        g_application_activate(pet_g_application(gpointer(app.application)))
    }

    /// The main window.
    var window: MainWindow {
        get throws { try #require(app.mainWindow) }
    }

    /// Waits until the window is on screen.
    func waitUntilMapped() async throws {
        let widget = try window.window
        await GTKTestLoop.settle()
        try #require(gtk_widget_get_mapped(widget) != 0)
    }

    /// Activates the window action `name` (`win.` prefix omitted).
    func activateWindowAction(_ name: String, string: String? = nil) throws {
        g_action_group_activate_action(
            pet_g_action_group(gpointer(try window.window)), name, string.map { g_variant_new_string($0) })
    }

    /// Whether the window action `name` is enabled.
    func isWindowActionEnabled(_ name: String) throws -> Bool {
        g_action_group_get_action_enabled(pet_g_action_group(gpointer(try window.window)), name) != 0
    }

    /// Activates the application action `name` (`app.` prefix omitted).
    func activateAppAction(_ name: String) {
        g_action_group_activate_action(pet_g_action_group(gpointer(app.application)), name, nil)
    }

    /// The application's windows, newest first.
    var windows: [UnsafeMutablePointer<GtkWidget>] {
        var result: [UnsafeMutablePointer<GtkWidget>] = []
        var node = gtk_application_get_windows(pet_gtk_application(gpointer(app.application)))
        while let current = node {
            result.append(pet_gtk_widget(current.pointee.data))
            node = current.pointee.next
        }
        return result
    }

    /// Destroys every window and removes the state folder.
    func tearDown() async {
        for window in windows { gtk_window_destroy(pet_gtk_window(window)) }
        await GTKTestLoop.settle()
        try? FileManager.default.removeItem(at: stateDirectory)
    }
}

import CGtk
import PetCore
import Testing
@testable import PetAdoptionApp

/// The Pets page (``PetsPageFixture``: five pets, 1 June 2024, US English) with its
/// editing controls; an added pet gets the id `new-pet`.
@MainActor
final class PetEditingFixture {
    let page: PetsPageFixture
    let controls: PetEditingControls

    init() async throws {
        page = try PetsPageFixture()
        let store = page.store, catalog = page.catalog
        let forms = FormFactory(
            petForm: { id in
                guard let id else {
                    return PetFormViewModel(repository: store, context: PetsPageFixture.context, newID: { "new-pet" })
                }
                return catalog.pet(withID: id).map { PetFormViewModel(repository: store, context: PetsPageFixture.context, pet: $0) }
            },
            recipeForm: { _ in nil })
        controls = PetEditingControls(forms: forms, petList: page.petList, list: page.list, detail: page.detail)
        try await page.waitForRows()
    }

    var store: InMemoryCatalogStore { page.store }

    /// Clicks `button`.
    func click(_ button: UnsafeMutablePointer<GtkWidget>) {
        pet_signal_emit(gpointer(button), "clicked")
    }

    /// Clicks Add Pet and returns the form it opened.
    func openAddForm() throws -> PetFormWindow {
        click(controls.addButton)
        return try #require(controls.openForm)
    }

    /// Selects the pet named `name` and waits for its page.
    func select(_ name: String) async throws {
        try page.activateRow(named: name)
        try #require(await GTKTestLoop.run(until: { labelText(page.detail.page.nameLabel) == name }))
    }

    /// Waits until no form window is open.
    func waitUntilFormCloses() async -> Bool {
        await GTKTestLoop.run(until: { formWindows().isEmpty })
    }

    func tearDown() async {
        for window in formWindows() { gtk_window_destroy(pet_gtk_window(gpointer(window))) }
        await page.tearDown()
    }
}

/// Types `text` into an entry row (replacing what is there), as a person would.
@MainActor
func type(_ text: String, into row: UnsafeMutablePointer<GtkWidget>) {
    gtk_editable_set_text(pet_gtk_editable(gpointer(row)), text)
}

/// The text an entry row shows.
@MainActor
func entryText(_ row: UnsafeMutablePointer<GtkWidget>) -> String {
    String(cString: gtk_editable_get_text(pet_gtk_editable(gpointer(row))))
}

/// Types `text` into a text view (replacing what is there).
@MainActor
func type(_ text: String, intoTextView view: UnsafeMutablePointer<GtkWidget>) {
    gtk_text_buffer_set_text(gtk_text_view_get_buffer(pet_gtk_text_view(gpointer(view))), text, -1)
}

/// Whether `widget` is sensitive.
@MainActor
func isSensitive(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
    gtk_widget_get_sensitive(widget) != 0
}

/// The message an error label shows, or `nil` when its row is hidden.
@MainActor
func shownError(_ label: UnsafeMutablePointer<GtkWidget>) -> String? {
    guard let row = gtk_widget_get_parent(label), gtk_widget_get_visible(row) != 0, gtk_widget_get_visible(label) != 0 else {
        return nil
    }
    return labelText(label)
}

/// The form windows (`AdwWindow`s) open.
@MainActor
func formWindows() -> [UnsafeMutablePointer<GtkWidget>] {
    let toplevels = gtk_window_get_toplevels()
    return (0..<g_list_model_get_n_items(toplevels)).compactMap { position in
        let window = g_list_model_get_item(toplevels, position)
        defer { g_object_unref(window) }
        let typeName = String(cString: g_type_name_from_instance(window?.assumingMemoryBound(to: GTypeInstance.self)))
        return typeName == "AdwWindow" ? pet_gtk_widget(window) : nil
    }
}

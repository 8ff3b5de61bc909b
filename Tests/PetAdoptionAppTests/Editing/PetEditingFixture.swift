import CGtk
import PetCore
import Testing
@testable import PetAdoptionApp

/// The Pets page (``PetsPageFixture``: five pets, 1 June 2024, US English) with its
/// editing controls; an added pet gets the id `new-pet`.
@MainActor
final class PetEditingFixture {
    let page: PetsPageFixture
    let controls: EditingControls<PetFormViewModel>

    /// The page over `pets`; at a server desk, with the server's `reachability`.
    init(pets: [Pet] = PetsPageFixture.pets, reachability: ServerReachability? = nil) async throws {
        page = try await PetsPageFixture(pets: pets)
        page.catalog.reachability = reachability
        let petList = page.petList
        controls = EditingControls(
            addLabel: "Add Pet", owner: page.list.widget, addToToolbar: page.list.addToolbarButton,
            addToPage: page.detail.page.addAction, toasts: page.toasts, reachability: reachability,
            selectedID: { [weak petList] in petList?.selectedID },
            makeForm: { [weak petList] in petList?.section.form(for: $0) })
        try await page.waitForRows()
    }

    var store: InMemoryCatalogStore { page.store }

    /// Clicks `button`.
    func click(_ button: UnsafeMutablePointer<GtkWidget>) {
        pet_signal_emit(gpointer(button), "clicked")
    }

    /// Clicks Add Pet and returns the form it opened.
    func openAddForm() throws -> FormWindow<PetFormViewModel> {
        click(controls.addButton)
        return try #require(controls.openForm)
    }

    /// Selects the pet named `name` and waits for its page.
    func select(_ name: String) async throws {
        try page.activateRow(named: name)
        await GTKTestLoop.settle()
        try #require(labelText(page.detail.page.nameLabel) == name)
    }

    func tearDown() async {
        for window in formWindows() { gtk_window_destroy(pet_gtk_window(gpointer(window))) }
        await page.tearDown()
    }
}

extension FormWindow {
    /// The widget of the field titled `title` (an entry row, a combo row, a text view).
    func field(named title: String) throws -> UnsafeMutablePointer<GtkWidget> {
        try #require(field(title), "no field titled \(title)")
    }

    /// The error label of the field titled `title`.
    func error(named title: String) throws -> UnsafeMutablePointer<GtkWidget> {
        try #require(errorLabel(title), "no error label for \(title)")
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
    toplevels(ofType: "AdwWindow")
}

import CGtk
import Foundation
import PetCore
import Testing
@testable import PetAdoptionApp

/// The Pets page's two panes side by side in a window, over an in-memory store, with a
/// fixed clock (1 June 2024, noon UTC) and US English.
///
/// | id    | name  | species | breed   | born       | fee     | status    |
/// |-------|-------|---------|---------|------------|---------|-----------|
/// | bella | Bella | dog     | Beagle  | 2022-05-01 | $50.00  | available |
/// | max   | Max   | cat     | Siamese | 2023-09-10 | $150.00 | pending   |
/// | zoe   | Zoe   | rabbit  |         | 2020-06-15 | $75.00  | adopted   |
/// | luna  | Luna  | dog     | Collie  | 2024-03-20 | Free    | available |
/// | oscar | Oscar | bird    | Parrot  | 2015-02-01 | $500.00 | available |
@MainActor
final class PetsPageFixture {
    nonisolated static let now = Date(timeIntervalSince1970: 1_717_243_200)  // 2024-06-01T12:00:00Z
    static let context = DisplayContext(
        locale: Locale(identifier: "en_US"), timeZone: TimeZone(identifier: "UTC")!, currencyCode: "USD",
        now: { now })

    static let pets: [Pet] = [
        pet("bella", "Bella", .dog, "Beagle", born: "2022-05-01", rarity: .common, status: .available,
            children: .yes, dogs: .no, cats: .unknown),
        pet("max", "Max", .cat, "Siamese", born: "2023-09-10", rarity: .rare, status: .pending),
        pet("zoe", "Zoe", .rabbit, "", born: "2020-06-15", rarity: .uncommon, status: .adopted),
        pet("luna", "Luna", .dog, "Collie", born: "2024-03-20", rarity: .common, fee: 0, status: .available),
        pet("oscar", "Oscar", .bird, "Parrot", born: "2015-02-01", rarity: .veryRare, status: .available),
    ]

    let store: InMemoryCatalogStore
    let catalog: PetCatalog
    let petList: PetListViewModel
    let list: ListPane<PetListing, PetRow>
    let detail: DetailPane<PetDetailView>
    let filterMenu: PetFilterMenu
    /// The toasts over both panes.
    let toasts: ToastPresenter
    let window: TestWindow

    /// The panes over `pets`, in a `width` × `height` window; a pet added with a form
    /// gets the id `new-pet`.
    init(pets: [Pet] = PetsPageFixture.pets, width: Int32 = 1000, height: Int32 = 700) async throws {
        try GTKTestLoop.initialize()
        store = InMemoryCatalogStore(pets: pets)
        catalog = PetCatalog(repository: store, context: Self.context, newID: { "new-pet" })
        catalog.replace(with: try await PetCatalogContents.load(from: store))
        let petList = PetListViewModel(catalog: catalog)
        self.petList = petList
        filterMenu = PetFilterMenu(list: petList)
        list = ListPane(
            list: petList, name: "Pets", searchPlaceholder: "Search pets", iconName: "emoji-nature-symbolic",
            filterMenu: filterMenu.widget
        ) { [weak petList] id in petList?.select(id) }
        let panes = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
        toasts = ToastPresenter(over: panes)
        detail = DetailPane(
            list: petList, toasts: toasts, icon: "emoji-nature-symbolic", title: "No Pet Selected",
            description: "Choose a pet from the list to meet them.")
        gtk_widget_set_hexpand(detail.widget, 1)
        gtk_box_append(pet_gtk_box(panes), list.widget)
        gtk_box_append(pet_gtk_box(panes), detail.widget)
        window = TestWindow(child: toasts.overlay.widget, width: width, height: height)
    }

    /// Lets the window show its first rows.
    func waitForRows() async throws {
        await GTKTestLoop.settle()
        try #require(!shownRows.isEmpty)
    }

    /// Types `text` into the search entry (replacing what is there), as a person would,
    /// and waits for the entry to report the search.
    func typeSearch(_ text: String) async {
        await PetAdoptionAppTests.typeSearch(text, into: list.searchEntry.widget)
    }

    /// Destroys the window (and any dialog over it).
    func tearDown() async {
        for dialog in dialogs { pet_message_dialog_destroy(dialog) }
        window.destroy()
        await GTKTestLoop.settle()
    }

    // MARK: Reading the page

    /// How many items the list view's model has.
    var itemCount: UInt32 {
        g_list_model_get_n_items(pet_g_list_model(gpointer(list.rows.selectionModel)))
    }

    /// The rows on screen (at least partly inside the list's visible area), top to
    /// bottom, as they read.
    var shownRows: [ShownPetRow] {
        var rows: [(y: Double, row: ShownPetRow)] = []
        var child = gtk_widget_get_first_child(list.rows.view)
        while let item = child {
            if gtk_widget_get_visible(item) != 0, let rowWidget = gtk_widget_get_first_child(item) {
                let row = ShownPetRow(rowWidget)
                var x = 0.0, y = 0.0
                let isOnScreen = gtk_widget_get_mapped(item) != 0
                    && pet_widget_origin_in(item, list.rows.view, &x, &y) != 0
                    && y + Double(gtk_widget_get_height(item)) > 0
                    && y < Double(gtk_widget_get_height(list.rows.view))
                if isOnScreen, !row.name.isEmpty { rows.append((y, row)) }
            }
            child = gtk_widget_get_next_sibling(item)
        }
        return rows.sorted { $0.y < $1.y }.map(\.row)
    }

    /// The height of a row on screen, in pixels.
    var rowHeight: Int32? {
        guard let item = gtk_widget_get_first_child(list.rows.view) else { return nil }
        let height = gtk_widget_get_height(item)
        return height > 0 ? height : nil
    }

    /// The names of the rows on screen, top to bottom.
    var shownNames: [String] { shownRows.map(\.name) }

    /// The row showing `name`.
    func row(named name: String) -> ShownPetRow? {
        shownRows.first { $0.name == name }
    }

    /// Activates the list row at `position` (as a click or Enter would).
    func activateRow(at position: Int) {
        Actions.activate("list.activate-item", on: list.rows.view, parameter: g_variant_new_uint32(UInt32(position)))
    }

    /// Activates the row of the pet named `name`.
    func activateRow(named name: String) throws {
        let id = try #require(catalog.pets.first { $0.name == name }?.id)
        activateRow(at: try #require(petList.position(ofRowID: id)))
    }

    /// The message dialogs open.
    var dialogs: [UnsafeMutablePointer<GtkWidget>] { messageDialogs() }

    // MARK: Pets

    static func pet(
        _ id: String, _ name: String, _ species: Species, _ breed: String, born: String, rarity: Rarity,
        fee: Decimal? = nil, status: AdoptionStatus,
        children: YesNoAnswer = .unknown, dogs: YesNoAnswer = .unknown, cats: YesNoAnswer = .unknown
    ) -> Pet {
        Pet(id: id, name: name, species: species, breed: breed, birthday: CalendarDate(iso8601: born)!,
            rarity: rarity, fee: fee, about: "\(name) likes long walks.", status: status,
            goodWithChildren: children, goodWithDogs: dogs, goodWithCats: cats, dateAdded: now)
    }
}

/// A store error with a message, for failure injection.
struct DiskFullError: Error, LocalizedError {
    var errorDescription: String? { "The disk is full." }
}

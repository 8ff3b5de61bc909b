import CGtk
import Foundation
import PetCore
import Testing
@testable import PetAdoptionApp

/// The app's window showing a ``RecipesSection`` over an in-memory store of three recipes.
@MainActor
final class RecipesFixture {
    struct DiskFull: Error, LocalizedError {
        var errorDescription: String? { "The disk is full." }
    }

    static let recipes = [
        Recipe(
            id: "tuna", name: "Tuna Crunchies", difficulty: .medium, photo: "recipe-tuna-crunchies.svg",
            photoDescription: "Crunchy fish-shaped treats.", prepMinutes: 15, cookMinutes: 20, yield: 50,
            ingredients: ["1 can tuna", "1 cup oat flour", "1 egg"], directions: ["Mix everything.", "Bake for 20 minutes."],
            language: LanguageTag("en-GB")),
        Recipe(
            id: "cookies", name: "Catnip Cookies", difficulty: .easy, photo: "recipe-catnip-cookies.svg",
            prepMinutes: 15, cookMinutes: 20, yield: 40,
            ingredients: ["1 cup oat flour", "1 tbsp dried catnip"], directions: ["Heat the oven.", "Bake."]),
        Recipe(
            id: "kebabs", name: "Veggie Kebabs", difficulty: .veryEasy, prepMinutes: 10, cookMinutes: 0, yield: nil,
            ingredients: ["## Vegetables:", "1 carrot", "1 cucumber"], directions: ["## To serve", "Thread onto skewers."]),
    ]

    /// US English, 15 January 2027.
    static let context = DisplayContext(locale: Locale(identifier: "en_US"), now: { Date(timeIntervalSince1970: 1_800_000_000) })

    let store: InMemoryCatalogStore
    let book: RecipeBook
    let recipeList: RecipeListViewModel
    let section: RecipesSection
    let shell: ShellFixture

    /// The window, mapped, showing the Recipes section.
    init() async throws {
        store = InMemoryCatalogStore(recipes: Self.recipes)
        book = RecipeBook(repository: store, context: Self.context)
        book.replace(with: RecordContents(try store.loadRecipes()))
        recipeList = RecipeListViewModel(book: book)
        let section = RecipesSection(name: "recipes", iconName: "emoji-food-symbolic", list: recipeList)
        self.section = section
        shell = try ShellFixture(state: WindowState(width: 1000, height: 700, sectionName: "recipes"), sections: {
            [PlaceholderSection.pets, section]
        })
        try await shell.waitUntilMapped()
    }

    var listPane: ListPane<RecipeListing, RecipeRow> {
        get throws { try #require(section.listPane) }
    }

    var detailPane: DetailPane<RecipeDetailView> {
        get throws { try #require(section.detailPane) }
    }

    var checklist: RecipeChecklist {
        get throws { try #require(try detailPane.page.checklist) }
    }

    /// The window's toasts.
    var toasts: ToastPresenter {
        get throws { try shell.window.toasts }
    }

    /// The difficulty, time and sort drop-downs of the filter menu, in that order.
    var filterDropDowns: [UnsafeMutablePointer<GtkWidget>] {
        get throws { Self.descendants(of: try listPane.filterMenu, typeName: "GtkDropDown") }
    }

    /// How many rows the list view's model holds.
    var itemCount: Int {
        get throws {
            let model = try listPane.rows.selectionModel
            return Int(g_list_model_get_n_items(pet_g_list_model(gpointer(model))))
        }
    }

    /// Types `text` into the search entry, as a person would (it replaces what is there),
    /// and waits for the entry to report the search.
    func type(_ text: String) async throws {
        await typeSearch(text, into: try listPane.searchEntry.widget)
    }

    /// Activates row `position` of the list, as a click or Enter would.
    func activateRow(at position: UInt32) throws {
        Actions.activate("list.activate-item", on: try listPane.rows.view, parameter: g_variant_new_uint32(position))
    }

    /// Selects the recipe at `position` and lets its checklist show.
    func openRecipe(at position: UInt32) async throws {
        try activateRow(at: position)
        await GTKTestLoop.settle()
        try #require((try? detailPane.page.checklist) != nil)
    }

    /// The widgets of type `typeName` under `widget`, in tree order.
    static func descendants(of widget: UnsafeMutablePointer<GtkWidget>, typeName: String) -> [UnsafeMutablePointer<GtkWidget>] {
        var found: [UnsafeMutablePointer<GtkWidget>] = []
        let type = String(cString: g_type_name_from_instance(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self)))
        if type == typeName { found.append(widget) }
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            found += descendants(of: current, typeName: typeName)
            child = gtk_widget_get_next_sibling(current)
        }
        return found
    }

    /// Whether `check` is ticked.
    static func isActive(_ check: Widget<Gtk.CheckButton>) -> Bool {
        gtk_check_button_get_active(check.c) != 0
    }

    func tearDown() async {
        await shell.tearDown()
    }
}

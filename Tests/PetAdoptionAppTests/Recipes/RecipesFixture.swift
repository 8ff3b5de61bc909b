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
            ingredients: ["1 can tuna", "1 cup oat flour", "1 egg"], directions: ["Mix everything.", "Bake for 20 minutes."]),
        Recipe(
            id: "cookies", name: "Catnip Cookies", difficulty: .easy, photo: "recipe-catnip-cookies.svg",
            prepMinutes: 15, cookMinutes: 20, yield: 40,
            ingredients: ["1 cup oat flour", "1 tbsp dried catnip"], directions: ["Heat the oven.", "Bake."]),
        Recipe(
            id: "kebabs", name: "Veggie Kebabs", difficulty: .veryEasy, prepMinutes: 10, cookMinutes: 0, yield: nil,
            ingredients: ["1 carrot", "1 cucumber"], directions: ["Thread onto skewers."]),
    ]

    let store: InMemoryCatalogStore
    let recipeList: RecipeListViewModel
    let section: RecipesSection
    let shell: ShellFixture

    /// The window, mapped, showing the Recipes section.
    init() async throws {
        store = InMemoryCatalogStore(recipes: Self.recipes)
        let context = DisplayContext(locale: Locale(identifier: "en_US"), now: { Date(timeIntervalSince1970: 1_800_000_000) })
        recipeList = RecipeListViewModel(repository: store, context: context)
        let section = RecipesSection(recipeList: recipeList)
        self.section = section
        shell = try ShellFixture(state: WindowState(width: 1000, height: 700, sectionName: "recipes"), sections: {
            [PlaceholderSection.pets, section]
        })
        try await shell.waitUntilMapped()
    }

    var listPane: RecipeListPane {
        get throws { try #require(section.listPane) }
    }

    var detailPane: RecipeDetailPane {
        get throws { try #require(section.detailPane) }
    }

    var checklist: RecipeChecklist {
        get throws { try #require(try detailPane.checklist) }
    }

    /// How many rows the list view's model holds.
    var itemCount: Int {
        get throws {
            let model = gtk_grid_view_get_model(pet_gtk_grid_view(gpointer(try listPane.list.view)))
            return Int(g_list_model_get_n_items(pet_g_list_model(gpointer(model))))
        }
    }

    /// Types `text` into the search entry, as a person would (it replaces what is there).
    func type(_ text: String) throws {
        gtk_editable_set_text(pet_gtk_editable(gpointer(try listPane.searchEntry)), text)
    }

    /// Activates row `position` of the list, as a click or Enter would.
    func activateRow(at position: UInt32) throws {
        gtk_widget_activate_action_variant(try listPane.list.view, "list.activate-item", g_variant_new_uint32(position))
    }

    /// Selects the recipe at `position` and waits for its checklist.
    func openRecipe(at position: UInt32) async throws {
        try activateRow(at: position)
        try #require(await GTKTestLoop.run(until: { (try? detailPane.checklist) != nil }))
    }

    /// The name of `stack`'s visible page.
    static func visiblePage(_ stack: UnsafeMutablePointer<GtkWidget>) -> String? {
        gtk_stack_get_visible_child_name(pet_gtk_stack(gpointer(stack))).map { String(cString: $0) }
    }

    /// Whether `check` is ticked.
    static func isActive(_ check: UnsafeMutablePointer<GtkWidget>) -> Bool {
        gtk_check_button_get_active(pet_gtk_check_button(gpointer(check))) != 0
    }

    /// The texts of every label under `widget`, in tree order.
    static func labelTexts(in widget: UnsafeMutablePointer<GtkWidget>) -> [String] {
        var texts: [String] = []
        if pet_is_label(gpointer(widget)) != 0 { texts.append(labelText(widget)) }
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            texts += labelTexts(in: current)
            child = gtk_widget_get_next_sibling(current)
        }
        return texts
    }

    func tearDown() async {
        await shell.tearDown()
    }
}

import PetCore
import Testing

/// Recipes are searched by the same engine as pets: case, accents and letters such as
/// "ø" folded, every word needed, in any order, each within the name or one ingredient.
@Suite("Recipe search")
@MainActor
struct RecipeSearchTests {
    private static let recipes = [
        RecipeFixtures.recipe(
            id: "smorrebrod", name: "Smørrebrød Treats",
            ingredients: ["2 slices rye bread", "1 tbsp liver pâté", "1/2 cup oats"]),
        RecipeFixtures.recipe(id: "oat", name: "Oat Crunchies", ingredients: ["1 cup oats", "1 egg"]),
        RecipeFixtures.recipe(id: "liver", name: "Liver Bites", ingredients: ["200 g chicken liver", "1 egg"]),
    ]

    private func list() -> RecipeListViewModel {
        let book = RecipeBook(repository: InMemoryCatalogStore(recipes: Self.recipes), context: DisplayContext())
        book.replace(with: RecordContents(Self.recipes, indexedBy: RecipeBook.searchTexts))
        return RecipeListViewModel(book: book)
    }

    @Test(arguments: ["smorrebrod", "SMØRREBRØD", "smørre", "brod treats"])
    func search_foldsTheName(text: String) {
        let list = list()
        list.search(text)
        #expect(list.shownIDs == ["smorrebrod"])
    }

    @Test func search_findsAccentedIngredients_withoutTheirAccents() {
        let list = list()
        list.search("pate")
        #expect(list.shownIDs == ["smorrebrod"])
    }

    @Test func search_needsEveryWord_inAnyOrder_acrossNameAndIngredients() {
        let list = list()
        list.search("oats smorrebrod")
        #expect(list.shownIDs == ["smorrebrod"])
        list.search("smorrebrod oats")
        #expect(list.shownIDs == ["smorrebrod"])
        list.search("egg liver")
        #expect(list.shownIDs == ["liver"])
        list.search("oats")
        #expect(list.shownIDs == ["oat", "smorrebrod"])
        list.search("smorrebrod egg")
        #expect(list.shownIDs.isEmpty)
    }

    @Test func search_doesNotMatchAcrossTwoFields() {
        let list = list()
        list.search("treats2")
        #expect(list.shownIDs.isEmpty)
        list.search("bites200")
        #expect(list.shownIDs.isEmpty)
    }
}

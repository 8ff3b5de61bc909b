import Foundation
@testable import PetCore
import Testing

/// Recipes and errors shared by the recipe view-model tests.
enum RecipeFixtures {
    static func recipe(
        id: String = "r1",
        name: String = "Peanut Butter Biscuits",
        difficulty: RecipeDifficulty = .easy,
        prep: Int? = 15,
        cook: Int? = 25,
        yield: Int? = 24,
        ingredients: [String] = ["2 cups oat flour", "1 egg", "1/2 cup peanut butter"],
        directions: [String] = ["Heat the oven.", "Mix.", "Roll out and cut.", "Bake."],
        source: String? = nil
    ) -> Recipe {
        Recipe(
            id: id, name: name, difficulty: difficulty, photo: "\(id).svg",
            photoDescription: "A photo of \(name)", prepMinutes: prep, cookMinutes: cook,
            yield: yield, ingredients: ingredients, directions: directions, source: source
        )
    }

    /// A small book with varied names, difficulties, times and ingredients.
    static let book: [Recipe] = [
        recipe(id: "biscuits", name: "Peanut Butter Biscuits", difficulty: .easy, prep: 15, cook: 25),
        recipe(id: "yoghurt", name: "Frozen Yoghurt Bites", difficulty: .veryEasy, prep: 10, cook: 0,
               ingredients: ["1 cup plain yoghurt", "1 banana"]),
        recipe(id: "catnip", name: "Catnip Cookies", difficulty: .medium, prep: 20, cook: 20,
               ingredients: ["1 cup whole-wheat flour", "1 tbsp dried catnip", "1 egg"]),
        recipe(id: "creme", name: "Crème de Thon", difficulty: .hard, prep: 5, cook: nil,
               ingredients: ["1 can tuna in water", "1 tbsp crème fraîche"]),
        recipe(id: "seed", name: "bird seed bars", difficulty: .easy, prep: 10, cook: 5,
               ingredients: ["2 cups mixed seed", "1 tbsp honey"]),
    ]
}

/// The error an injected store failure throws.
struct RecipeTestError: LocalizedError {
    var errorDescription: String? { "The disk is full." }
}

extension RecipeFixtures {
    /// A book over `store`, loaded once.
    @MainActor
    static func book(over store: InMemoryCatalogStore, context: DisplayContext = DisplayContext()) async -> RecipeBook {
        let book = RecipeBook(repository: store, context: context)
        await book.load()
        return book
    }

    /// A list over a book holding only `recipe` (shown directly, without a load).
    @MainActor
    static func list(showing recipe: Recipe) -> RecipeListViewModel {
        let book = RecipeBook(repository: InMemoryCatalogStore(recipes: [recipe]), context: DisplayContext())
        book.replace(with: RecordContents([recipe]))
        return RecipeListViewModel(book: book)
    }

    /// The detail page of `recipe`, as its list makes it on selection.
    @MainActor
    static func detail(of recipe: Recipe) throws -> RecipeViewModel {
        let list = list(showing: recipe)
        #expect(list.select(recipe.id))
        return try #require(list.selected)
    }

    /// The row of `recipe`, as its list makes it for a row widget.
    @MainActor
    static func row(of recipe: Recipe) throws -> RecipeRowViewModel {
        try #require(list(showing: recipe).row(withID: recipe.id))
    }
}

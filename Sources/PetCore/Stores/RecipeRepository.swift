/// Where the shelter's recipes are kept: a SQLite file on this computer, or the shelter's
/// server.
///
/// ``RecipeBook`` is the only caller. Every method is `async` (a read may cross a
/// network) and either completes or throws, leaving what was stored before unchanged.
/// What belongs to the cook at the desk (ticked lines, scales, units) is a
/// ``CookingProgressRepository``'s.
public protocol RecipeRepository: AnyObject, Sendable {
    /// Every recipe in the book, in no particular order.
    func loadRecipes() async throws -> [Recipe]
    /// Inserts the recipe, or replaces the stored recipe with the same id.
    func saveRecipe(_ recipe: Recipe) async throws
    /// Removes the recipe.
    func deleteRecipe(id: Recipe.ID) async throws
}

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
    /// Inserts the recipe with its ``Recipe/version``, or replaces the stored recipe with
    /// the same id whatever its version, leaving the version above both the stored one
    /// and the recipe's.
    ///
    /// - Returns: the version stored.
    @discardableResult
    func saveRecipe(_ recipe: Recipe) async throws -> Int64
    /// Saves an edit of a stored recipe: one write, conditional on the stored version
    /// still being `recipe.version`, which it raises by one; otherwise throws
    /// ``EditConflict`` and writes nothing (as ``PetRepository/updatePet(_:overwriting:)``).
    ///
    /// - Parameter overwriting: whether the person chose to save over another desk's
    ///   change, having been told of it: the store records that deliberate overwrite.
    /// - Returns: the recipe's new version.
    @discardableResult
    func updateRecipe(_ recipe: Recipe, overwriting: Bool) async throws -> Int64
    /// Removes the recipe.
    func deleteRecipe(id: Recipe.ID) async throws
}

extension RecipeRepository {
    /// Saves an edit of a stored recipe that overwrites nobody's change knowingly
    /// (``updateRecipe(_:overwriting:)``).
    @discardableResult
    public func updateRecipe(_ recipe: Recipe) async throws -> Int64 {
        try await updateRecipe(recipe, overwriting: false)
    }
}

/// What an import brings in, for the words of its summary.
public enum ImportedKind: Hashable, Sendable {
    /// Recipes, for the recipe book.
    case recipes
    /// Pets, for the shelter's catalog.
    case pets

    /// `"recipe"`/`"recipes"`, `"pet"`/`"pets"`.
    func noun(count: Int) -> String {
        switch self {
        case .recipes: count == 1 ? "recipe" : "recipes"
        case .pets: count == 1 ? "pet" : "pets"
        }
    }

    /// Where records already are: “your book” for recipes, “the catalog” for pets.
    var existingPlace: String {
        switch self {
        case .recipes: "your book"
        case .pets: "the catalog"
        }
    }
}

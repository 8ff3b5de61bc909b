/// What an import brings in, for the words of its summary.
public enum ImportedKind: Hashable, Sendable {
    /// Recipes, for the recipe book.
    case recipes
    /// Pets, for the shelter's catalog.
    case pets

    /// `"37 recipes ready"`, `"1 pet ready"`.
    func ready(_ count: Int, _ translator: Translator) -> String {
        switch self {
        case .recipes: translator.trn("%1$@ recipe ready", "%1$@ recipes ready", count, String(count))
        case .pets: translator.trn("%1$@ pet ready", "%1$@ pets ready", count, String(count))
        }
    }

    /// `"37 recipes"`, `"1 pet"`.
    func count(_ count: Int, _ translator: Translator) -> String {
        switch self {
        case .recipes: translator.trn("%1$@ recipe", "%1$@ recipes", count, String(count))
        case .pets: translator.trn("%1$@ pet", "%1$@ pets", count, String(count))
        }
    }

    /// `"2 already in your book"` for recipes, `"2 already in the catalog"` for pets.
    func alreadyThere(_ count: Int, _ translator: Translator) -> String {
        switch self {
        case .recipes: translator.trn("%1$@ already in your book", "%1$@ already in your book", count, String(count))
        case .pets: translator.trn("%1$@ already in the catalog", "%1$@ already in the catalog", count, String(count))
        }
    }
}

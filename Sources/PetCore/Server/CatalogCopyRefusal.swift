/// Why a copy of this computer's catalog to the server did not start.
public enum CatalogCopyRefusal: Error, Hashable, TranslatableError {
    /// The server's catalog holds records already: a copy then merges, which the user
    /// must ask for.
    case serverNotEmpty(pets: Int, recipes: Int)
    /// This computer has no catalog to copy.
    case nothingToCopy

    public func message(_ translator: Translator) -> String {
        switch self {
        case .serverNotEmpty(let pets, let recipes):
            translator.tr(
                "The server’s catalog already holds %1$@ and %2$@.",
                translator.trn("%1$@ pet", "%1$@ pets", pets, String(pets)),
                translator.trn("%1$@ recipe", "%1$@ recipes", recipes, String(recipes)))
        case .nothingToCopy:
            translator.tr("This computer has no catalog to copy.")
        }
    }
}

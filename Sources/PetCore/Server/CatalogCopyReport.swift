/// What a copy of this computer's catalog to the shelter's server did.
public struct CatalogCopyReport: Hashable, Sendable {
    /// Pets copied.
    public var pets: Int
    /// Recipes copied.
    public var recipes: Int
    /// Adoptions copied (of the pets copied).
    public var adoptions: Int
    /// Photos the server did not have before.
    public var photos: Int
    /// Pets left out: the server had one with the same id or origin (a merge).
    public var skippedPets: Int
    /// Recipes left out: the server had one with the same id (a merge).
    public var skippedRecipes: Int

    /// A report of the counts given.
    public init(pets: Int, recipes: Int, adoptions: Int, photos: Int, skippedPets: Int = 0, skippedRecipes: Int = 0) {
        self.pets = pets
        self.recipes = recipes
        self.adoptions = adoptions
        self.photos = photos
        self.skippedPets = skippedPets
        self.skippedRecipes = skippedRecipes
    }

    /// The report in words: "Copied 32 pets, 10 recipes, 3 adoptions and 14 photos to the
    /// server.", then what a merge left out.
    public func text(_ translator: Translator) -> String {
        let copied = translator.tr(
            // TRANSLATORS: what a copy to the server did: "Copied 32 pets, 10 recipes, 3 adoptions and 14 photos to the server."
            "Copied %1$@, %2$@, %3$@ and %4$@ to the server.",
            translator.trn("%1$@ pet", "%1$@ pets", pets, String(pets)),
            translator.trn("%1$@ recipe", "%1$@ recipes", recipes, String(recipes)),
            translator.trn("%1$@ adoption", "%1$@ adoptions", adoptions, String(adoptions)),
            translator.trn("%1$@ photo", "%1$@ photos", photos, String(photos)))
        guard skippedPets + skippedRecipes > 0 else { return copied }
        let kept = translator.tr(
            // TRANSLATORS: after a merge: "The server’s own 2 pets and 1 recipe with the same ids or origins were kept as they were."
            "The server’s own %1$@ and %2$@ with the same ids or origins were kept as they were.",
            translator.trn("%1$@ pet", "%1$@ pets", skippedPets, String(skippedPets)),
            translator.trn("%1$@ recipe", "%1$@ recipes", skippedRecipes, String(skippedRecipes)))
        return copied + " " + kept
    }
}

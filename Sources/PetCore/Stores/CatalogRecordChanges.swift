/// What other desks changed in the shelter's catalog since this desk last looked: the
/// pets and recipes as they are now, and those deleted. A ``PetCatalog`` and a
/// ``RecipeBook`` apply them (``PetCatalog/apply(_:)``) without reading the catalog again.
public struct CatalogRecordChanges: Sendable {
    /// The pets changed.
    public var pets: RecordChanges<Pet>
    /// The recipes changed.
    public var recipes: RecordChanges<Recipe>

    /// Changes of `pets` and `recipes`.
    public init(pets: RecordChanges<Pet> = RecordChanges(), recipes: RecordChanges<Recipe> = RecordChanges()) {
        self.pets = pets
        self.recipes = recipes
    }

    /// Whether nothing changed.
    public var isEmpty: Bool { pets.isEmpty && recipes.isEmpty }
}

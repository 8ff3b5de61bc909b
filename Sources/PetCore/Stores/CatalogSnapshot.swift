/// Everything the pet and recipe lists show, read in one consistent transaction.
public struct CatalogSnapshot: Hashable, Sendable {
    /// Every pet, in no particular order.
    public var pets: [Pet]
    /// The ids of the pets marked as favourites.
    public var favouriteIDs: Set<Pet.ID>
    /// Every recipe, in no particular order.
    public var recipes: [Recipe]

    /// Creates a snapshot.
    public init(pets: [Pet], favouriteIDs: Set<Pet.ID>, recipes: [Recipe]) {
        self.pets = pets
        self.favouriteIDs = favouriteIDs
        self.recipes = recipes
    }
}

import PetCore

/// The records a new, empty database starts with: the app's sample catalog.
public struct CatalogSeed: Sendable {
    /// The sample pets.
    public var pets: [Pet]
    /// The sample recipes.
    public var recipes: [Recipe]

    /// Creates a seed.
    public init(pets: [Pet], recipes: [Recipe]) {
        self.pets = pets
        self.recipes = recipes
    }

    /// No records: a database that starts empty.
    public static let empty = CatalogSeed(pets: [], recipes: [])
}

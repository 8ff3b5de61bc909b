import Foundation

/// This computer's catalog, read whole to be copied to the shelter's server: every pet,
/// recipe and adoption, and the names of the photos of its library the records use
/// (read one at a time as they are sent, never all at once).
public struct CatalogCopy: Sendable {
    /// Every pet.
    public var pets: [Pet]
    /// Every recipe.
    public var recipes: [Recipe]
    /// Every adoption recorded, undone ones too.
    public var adoptions: [AdoptionRecord]
    /// The file names of the library photos the pets and recipes refer to, each once.
    public var photoNames: [String]
    /// The bytes of the library photo named so; `nil` when this computer does not have it
    /// (a record then keeps its reference, as on this computer, where it shows no photo).
    public var readPhoto: @Sendable (String) -> Data?

    /// A copy of `pets`, `recipes` and `adoptions`, with the library photos they refer to
    /// read by `readPhoto`.
    public init(
        pets: [Pet], recipes: [Recipe], adoptions: [AdoptionRecord], readPhoto: @escaping @Sendable (String) -> Data?
    ) {
        self.pets = pets
        self.recipes = recipes
        self.adoptions = adoptions
        self.readPhoto = readPhoto
        var seen: Set<String> = []
        let references = pets.flatMap(\.photoReferences) + recipes.compactMap(\.photo)
        photoNames = references.compactMap { reference in
            PhotoLibrary.fileName(forReference: reference).flatMap { seen.insert($0).inserted ? $0 : nil }
        }
    }
}

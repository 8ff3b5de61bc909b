import PetCore
import PetStore

/// The opened catalog database with its pets and recipes, read and indexed: what
/// ``AppServices/prepare(location:resources:previewAbove:)`` makes off the main thread.
struct PreparedCatalog: Sendable {
    /// The open database, and the notice of a damaged file moved aside.
    let opening: CatalogOpening
    /// The pets and favourites, or a preview of a large catalog; a failure to read them
    /// is shown by the list, not thrown.
    let pets: Result<PetCatalogStart, any Error>
    /// The recipes; a failure to read them is shown by the list, not thrown.
    let recipes: Result<RecipeBook.Contents, any Error>
}

import PetCore

/// The opened catalog with its pets and recipes, read and indexed: what
/// ``AppServices/prepare(server:location:resources:previewAbove:)`` makes off the main thread.
struct PreparedCatalog: Sendable {
    /// The open catalog: this computer's (with the notice of a damaged file moved
    /// aside), or the shelter's server.
    let catalog: OpenCatalog
    /// The pets and favourites, or a preview of a large catalog; a failure to read them
    /// is shown by the list, not thrown.
    let pets: Result<PetCatalogStart, any Error>
    /// The recipes; a failure to read them is shown by the list, not thrown.
    let recipes: Result<RecipeBook.Contents, any Error>
}

/// Where the pets marked as favourites at this desk are kept: they belong to the person
/// at the desk, so they stay in the desk's own file even when the catalog is on the
/// shelter's server.
///
/// ``PetCatalog`` is the only caller. Reads run on the calling thread (the catalog calls
/// them off the main actor); writes are `async`. A mark of a pet that is no longer in
/// the catalog is dropped when read (``PetCatalogContents``).
public protocol FavouriteRepository: AnyObject, Sendable {
    /// The ids of the pets marked as favourites.
    func loadFavouriteIDs() throws -> Set<Pet.ID>
    /// Marks or unmarks a pet as a favourite.
    func setFavourite(_ isFavourite: Bool, petID: Pet.ID) async throws
}

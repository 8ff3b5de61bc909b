import Foundation

/// Where pets and what people did with them (adoptions, favourites) are kept.
///
/// ``PetCatalog`` is the only caller; `PetStore` implements it over SQLite and
/// ``InMemoryCatalogStore`` implements it for tests. Reads run on the calling thread (the
/// catalog calls them off the main actor); writes are `async`, so a commit never blocks
/// the caller's thread. Every method either completes or throws, leaving what was stored
/// before unchanged.
public protocol PetRepository: AnyObject, Sendable {
    /// Every pet in the catalog, in no particular order.
    func loadPets() throws -> [Pet]
    /// The ids of the pets marked as favourites.
    func loadFavouriteIDs() throws -> Set<Pet.ID>
    /// The stored search keys of Chinese names (``NameSearchKeys``), by name; a store
    /// that keeps none returns none, and the keys are then made when first searched.
    func loadNameSearchKeys() throws -> [String: String]
    /// The first `limit` pets in name order and how many pets there are, read with an
    /// index: what a list shows while the rest load.
    func loadPetPreview(limit: Int) throws -> RecordPreview<Pet>
    /// Marks or unmarks a pet as a favourite.
    func setFavourite(_ isFavourite: Bool, petID: Pet.ID) async throws
    /// Records that the pet was adopted on `date`; its status becomes `.adopted`.
    func recordAdoption(petID: Pet.ID, on date: Date) async throws
    /// Cancels the pet's latest adoption and puts its status back to `previousStatus`.
    func undoAdoption(petID: Pet.ID, restoring previousStatus: AdoptionStatus) async throws
    /// Inserts the pet, or replaces the stored pet with the same id.
    func savePet(_ pet: Pet) async throws
    /// Removes the pet (and its favourite mark and adoptions).
    func deletePet(id: Pet.ID) async throws
}

extension PetRepository {
    /// No stored keys.
    public func loadNameSearchKeys() throws -> [String: String] { [:] }
}

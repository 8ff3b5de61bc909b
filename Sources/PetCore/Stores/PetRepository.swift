import Foundation

/// Where pets and what people did with them (adoptions, favourites) are kept.
///
/// PetCore's view models talk to this protocol only; `PetStore` implements it over
/// SQLite and ``InMemoryCatalogStore`` implements it for tests. Every method either
/// completes or throws, leaving what was stored before unchanged.
public protocol PetRepository: AnyObject {
    /// Every pet in the catalog, in no particular order.
    func loadPets() throws -> [Pet]
    /// The ids of the pets marked as favourites.
    func loadFavouriteIDs() throws -> Set<Pet.ID>
    /// Marks or unmarks a pet as a favourite.
    func setFavourite(_ isFavourite: Bool, petID: Pet.ID) throws
    /// Records that the pet was adopted on `date`; its status becomes `.adopted`.
    func recordAdoption(petID: Pet.ID, on date: Date) throws
    /// Cancels the pet's latest adoption and puts its status back to `previousStatus`.
    func undoAdoption(petID: Pet.ID, restoring previousStatus: AdoptionStatus) throws
    /// Inserts the pet, or replaces the stored pet with the same id.
    func savePet(_ pet: Pet) throws
    /// Removes the pet (and its favourite mark and adoptions).
    func deletePet(id: Pet.ID) throws
}

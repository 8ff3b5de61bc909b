import Foundation

/// Where the shelter's pets and their adoptions are kept: a SQLite file on this computer,
/// or the shelter's server that every desk shares.
///
/// ``PetCatalog`` is the only caller; `PetStore` implements it over SQLite,
/// `PetServerStore` over PostgreSQL and ``InMemoryCatalogStore`` in memory for tests.
/// Every method is `async`: a read or a commit may cross a network, and never blocks the
/// caller's thread. Every method either completes or throws, leaving what was stored
/// before unchanged. What belongs to the person at the desk (favourite marks) is a
/// ``FavouriteRepository``'s.
public protocol PetRepository: AnyObject, Sendable {
    /// Every pet in the catalog, in no particular order.
    func loadPets() async throws -> [Pet]
    /// The stored search keys of Chinese names (``NameSearchKeys``), by name; a store
    /// that keeps none returns none, and the keys are then made when first searched.
    func loadNameSearchKeys() async throws -> [String: String]
    /// The first `limit` pets in name order and how many pets there are, read with an
    /// index: what a list shows while the rest load.
    func loadPetPreview(limit: Int) async throws -> RecordPreview<Pet>
    /// Records that the pet was adopted on `date`; its status becomes `.adopted`. One
    /// write, conditional on the stored status: a pet adopted already (by another desk or
    /// window, even at the same moment) throws ``AdoptionConflict/alreadyAdopted``.
    ///
    /// - Returns: the receipt its undo needs.
    @discardableResult
    func recordAdoption(petID: Pet.ID, on date: Date) async throws -> AdoptionReceipt
    /// Cancels the pet's latest adoption, the one `receipt` is for, and puts its status
    /// back to `previousStatus`. One write, conditional on the pet's version: a pet that
    /// changed since throws ``AdoptionConflict/changedSinceAdoption`` and stays adopted.
    func undoAdoption(petID: Pet.ID, restoring previousStatus: AdoptionStatus, receipt: AdoptionReceipt) async throws
    /// Inserts the pet with its ``Pet/version``, or replaces the stored pet with the same
    /// id whatever its version (a pet added back after another desk deleted it), leaving
    /// the version above both the stored one and the pet's.
    ///
    /// - Returns: the version stored.
    @discardableResult
    func savePet(_ pet: Pet) async throws -> Int64
    /// Saves an edit of a stored pet: one write, conditional on the stored version still
    /// being `pet.version`, which it raises by one. A pet another desk or window saved
    /// since throws ``EditConflict/changedElsewhere(current:)`` with the pet as stored now;
    /// one deleted since throws ``EditConflict/deletedElsewhere``. Either way nothing is
    /// written.
    ///
    /// - Parameter overwriting: whether the person chose to save over another desk's
    ///   change to the pet, having been told of it (Save Mine Anyway): the store records
    ///   that deliberate overwrite, of version `pet.version`, in the same write.
    /// - Returns: the pet's new version.
    @discardableResult
    func updatePet(_ pet: Pet, overwriting: Bool) async throws -> Int64
    /// Removes the pet and its adoptions.
    func deletePet(id: Pet.ID) async throws
}

extension PetRepository {
    /// Saves an edit of a stored pet that overwrites nobody's change knowingly
    /// (``updatePet(_:overwriting:)``).
    @discardableResult
    public func updatePet(_ pet: Pet) async throws -> Int64 {
        try await updatePet(pet, overwriting: false)
    }

    /// No stored keys.
    public func loadNameSearchKeys() async throws -> [String: String] { [:] }
}

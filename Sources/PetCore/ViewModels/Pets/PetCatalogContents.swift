/// Everything a ``PetCatalog`` holds, ready to be shown: the pets with unique ids, their
/// favourites and, once ``load(from:)`` made it, their search index.
///
/// A value, so the slow part of start-up (reading thousands of pets and indexing them
/// for search) can run on a background thread while the window is being built:
/// ```swift
/// let contents = try await Task.detached { try PetCatalogContents.load(from: database) }.value
/// catalog.replace(with: contents)
/// ```
public struct PetCatalogContents: Sendable {
    /// The pets, in the order given, each id once: when ids repeat, the last pet with an
    /// id wins, at the position of the first.
    public let pets: [Pet]
    /// The favourites among ``pets`` (favourite ids of other pets are dropped).
    public let favouriteIDs: Set<Pet.ID>
    /// The position of each id in ``pets``.
    let positions: [Pet.ID: Int]
    /// The search index of ``pets``, when it was built with them.
    let nameIndex: PetNameIndex?

    /// `pets` with repeated ids merged and `favouriteIDs` restricted to them; the search
    /// index is left for the first list that needs it.
    public init(pets: [Pet], favouriteIDs: Set<Pet.ID>) {
        self.init(pets: pets, favouriteIDs: favouriteIDs, indexed: false)
    }

    /// Reads every pet and the favourites from `repository` and indexes them for search,
    /// on the calling thread. Throws what the repository threw.
    public static func load(from repository: any PetRepository) throws -> PetCatalogContents {
        let pets = try repository.loadPets()
        let favouriteIDs = try repository.loadFavouriteIDs()
        return PetCatalogContents(pets: pets, favouriteIDs: favouriteIDs, indexed: true)
    }

    private init(pets newPets: [Pet], favouriteIDs: Set<Pet.ID>, indexed: Bool) {
        var unique: [Pet] = []
        unique.reserveCapacity(newPets.count)
        var positions: [Pet.ID: Int] = [:]
        positions.reserveCapacity(newPets.count)
        for pet in newPets {
            if let position = positions[pet.id] {
                unique[position] = pet
            } else {
                positions[pet.id] = unique.count
                unique.append(pet)
            }
        }
        self.pets = unique
        self.positions = positions
        self.favouriteIDs = favouriteIDs.filter { positions[$0] != nil }
        nameIndex = indexed ? PetNameIndex(pets: unique) : nil
    }
}

import GRDB
import PetCore

/// This computer's file keeps the favourite marks beside its pets; a mark goes with its
/// pet (the `favourite` table cascades).
extension CatalogDatabase: FavouriteRepository {
    public func loadFavouriteIDs() throws -> Set<Pet.ID> {
        try read(DeskStateTables.favouriteIDs)
    }

    public func setFavourite(_ isFavourite: Bool, petID: Pet.ID) async throws {
        try await write { db in
            try Self.requirePet(petID, db)
            try DeskStateTables.setFavourite(isFavourite, petID: petID, db)
        }
    }

    private static func requirePet(_ id: Pet.ID, _ db: Database) throws {
        guard try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM pet WHERE id = ?)", arguments: [id]) == true else {
            throw CatalogStoreError.unknownPet(id)
        }
    }
}

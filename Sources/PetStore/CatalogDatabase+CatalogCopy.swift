import Foundation
import GRDB
import PetCore

extension CatalogDatabase {
    /// The whole catalog, to be copied to the shelter's server: every pet, recipe and
    /// adoption, and the library photos they use, read from `photoFolder` (the folder
    /// beside the database) one at a time when the copy sends them.
    public func catalogCopy(photoFolder: URL) throws -> CatalogCopy {
        let adoptions = try read { db in
            try Row.fetchAll(db, sql: "SELECT petId, adoptedAt, isUndone FROM adoption ORDER BY id").map { row in
                AdoptionRecord(
                    petID: row["petId"], adoptedAt: Date(timeIntervalSinceReferenceDate: row["adoptedAt"]), isUndone: row["isUndone"])
            }
        }
        return CatalogCopy(pets: try loadPets(), recipes: try loadRecipes(), adoptions: adoptions) { name in
            PhotoLibrary.fileURL(forReference: PhotoLibrary.reference(forFileNamed: name), in: photoFolder)
                .flatMap { try? Data(contentsOf: $0) }
        }
    }
}

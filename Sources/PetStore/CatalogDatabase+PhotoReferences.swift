import Foundation
import GRDB

extension CatalogDatabase {
    /// Every photo reference a pet (its picture and its other photos) or a recipe uses:
    /// what a cleanup of the app's photo folder must keep.
    public func photoReferencesInUse() throws -> Set<String> {
        try read { db in
            var references = try String.fetchSet(db, sql: "SELECT photo FROM pet WHERE photo IS NOT NULL")
            references.formUnion(try String.fetchSet(db, sql: "SELECT photo FROM recipe WHERE photo IS NOT NULL"))
            for more in try String.fetchAll(db, sql: "SELECT morePhotos FROM pet WHERE morePhotos <> ''") {
                references.formUnion(PetRow.lines(more))
            }
            return references
        }
    }
}

import Foundation
import GRDB
import PetCore

/// Why the catalog database refused to open or to change, in words the user can act on.
///
/// Every error the store throws is one of these; view models put its
/// `errorDescription` after their own summary ("Couldn't adopt Bella. The disk is full.").
public enum CatalogStoreError: Error, Equatable, LocalizedError {
    /// The database file (or its folder) cannot be written.
    case readOnly
    /// There is no room left on the disk (or the database reached its size limit).
    case diskFull
    /// Another program kept the database locked for too long.
    case busy
    /// The database file is damaged.
    case damaged
    /// Reading or writing the file failed at the operating-system level.
    case inputOutput
    /// The file at the URL was written by a newer version of the app; it was left unchanged.
    case newerSchema(URL)
    /// No pet has this id.
    case unknownPet(Pet.ID)
    /// No recipe has this id.
    case unknownRecipe(Recipe.ID)
    /// The recipe has no such ingredient or direction.
    case unknownChecklistItem(ChecklistItem, Recipe.ID)
    /// A value broke a rule of the catalog, e.g. a negative cooking time.
    case invalidValue
    /// The folder for the database could not be created.
    case cannotCreateFolder(URL)
    /// Any other SQLite failure; the associated text is SQLite's own message.
    case other(String)

    public var errorDescription: String? {
        switch self {
        case .readOnly:
            "The catalog can't be changed because its database file is read-only."
        case .diskFull:
            "The disk is full."
        case .busy:
            "The catalog is busy in another program. Try again in a moment."
        case .damaged:
            "The catalog database is damaged."
        case .inputOutput:
            "The catalog database could not be read or written."
        case .newerSchema(let url):
            "The catalog at \(url.path) was saved by a newer version of Pet Adoption. "
                + "Update the app to open it; the file was left unchanged."
        case .unknownPet(let id):
            "There is no pet with id \(id)."
        case .unknownRecipe(let id):
            "There is no recipe with id \(id)."
        case .unknownChecklistItem(let item, let recipeID):
            "Recipe \(recipeID) has no \(item.kind.rawValue) number \(item.index + 1)."
        case .invalidValue:
            "A value is not allowed in the catalog."
        case .cannotCreateFolder(let url):
            "The folder \(url.path) could not be created."
        case .other(let message):
            "The catalog database failed: \(message)."
        }
    }

    /// The plain-words error for anything thrown while using the database.
    static func wrapping(_ error: any Error) -> any Error {
        guard let error = error as? DatabaseError else { return error }
        switch error.resultCode {
        case .SQLITE_READONLY, .SQLITE_PERM, .SQLITE_AUTH: return CatalogStoreError.readOnly
        case .SQLITE_FULL: return CatalogStoreError.diskFull
        case .SQLITE_BUSY, .SQLITE_LOCKED: return CatalogStoreError.busy
        case .SQLITE_CORRUPT, .SQLITE_NOTADB: return CatalogStoreError.damaged
        case .SQLITE_IOERR, .SQLITE_CANTOPEN: return CatalogStoreError.inputOutput
        case .SQLITE_CONSTRAINT: return CatalogStoreError.invalidValue
        default: return CatalogStoreError.other(error.message ?? "\(error.resultCode)")
        }
    }

    /// Whether `error` says the file is not a usable SQLite database at all.
    static func isDamagedFile(_ error: any Error) -> Bool {
        guard let error = error as? DatabaseError else { return false }
        return error.resultCode == .SQLITE_CORRUPT || error.resultCode == .SQLITE_NOTADB
    }
}

import Foundation
import GRDB
import PetCore

/// Why the catalog database refused to open or to change, in words the user can act on.
///
/// Every error the store throws is one of these; view models put its
/// `errorDescription` after their own summary ("Couldn't adopt Bella. The disk is full.").
public enum CatalogStoreError: Error, Equatable, LocalizedError, TranslatableError {
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

    public var errorDescription: String? { message(.english) }

    public func message(_ translator: Translator) -> String {
        switch self {
        case .readOnly:
            translator.tr("The catalog can't be changed because its database file is read-only.")
        case .diskFull:
            translator.tr("The disk is full.")
        case .busy:
            translator.tr("The catalog is busy in another program. Try again in a moment.")
        case .damaged:
            translator.tr("The catalog database is damaged.")
        case .inputOutput:
            translator.tr("The catalog database could not be read or written.")
        case .newerSchema(let url):
            translator.tr(
                "The catalog at %1$@ was saved by a newer version of Pet Adoption. Update the app to open it; the file was left unchanged.",
                url.path)
        case .unknownPet(let id):
            translator.tr("There is no pet with id %1$@.", id)
        case .unknownRecipe(let id):
            translator.tr("There is no recipe with id %1$@.", id)
        case .unknownChecklistItem(let item, let recipeID):
            item.kind == .ingredient
                ? translator.tr("Recipe %1$@ has no ingredient number %2$@.", recipeID, String(item.index + 1))
                : translator.tr("Recipe %1$@ has no direction number %2$@.", recipeID, String(item.index + 1))
        case .invalidValue:
            translator.tr("A value is not allowed in the catalog.")
        case .cannotCreateFolder(let url):
            translator.tr("The folder %1$@ could not be created.", url.path)
        case .other(let message):
            translator.tr("The catalog database failed: %1$@.", message)
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

import Foundation
import PetCore
import PetServerStore
import PetStore
import PetWeb

/// What the command line (`--import`, `--export`) and Preferences' copy to the server
/// open without building any view model, and where the photos of a catalog are.
extension AppServices {
    /// The import service the command line (`--import`) writes through: the shelter's
    /// catalog on `server`, or this computer's catalog at `location`, opened without
    /// building any view model; web pages are fetched with libsoup.
    static func importService(
        server: ShelterServerAddress? = nil,
        location: DatabaseLocation = DatabaseLocation(), context: DisplayContext = .system(translator: Localization.translator)
    ) throws -> ImportService {
        if let server {
            let store = try openServer(server)
            return ImportService(
                store: store, context: context, photos: importPhotos(photoPaths(server: server, location: location), sharedStore: store),
                web: SoupWebFetcher())
        }
        let opening = try CatalogDatabase.open(at: location, seed: { try sampleCatalog(ResourceLocator.locate()) })
        return ImportService(
            store: opening.database, context: context, photos: importPhotos(photoPaths(location: location)), web: SoupWebFetcher())
    }

    /// Opens the shelter's catalog on `address`, waiting for it: for the command line,
    /// which runs before any main loop.
    private static func openServer(_ address: ShelterServerAddress) throws -> ShelterServer {
        try WaitableTask { try await loggingIn(to: address) { try await ShelterServer.open(address, password: $0) } }.wait()
    }

    /// Where the photos of the catalog at `location` are: the sample catalog's and the
    /// copies beside the database.
    nonisolated static func photoPaths(location: DatabaseLocation = DatabaseLocation()) -> PhotoPaths {
        PhotoPaths(
            catalogPhotos: ResourceLocator.locate()?.photosDirectory,
            library: PhotoPaths.library(besideDatabase: location.fileURL))
    }

    /// Where the photos of the shelter's catalog on `server` are at this desk: the sample
    /// catalog's, and the folder beside the desk's own file where it keeps the server's
    /// photos it has fetched; this computer's (``photoPaths(location:)``) when `server` is
    /// `nil`.
    nonisolated static func photoPaths(server: ShelterServerAddress?, location: DatabaseLocation = DatabaseLocation()) -> PhotoPaths {
        guard let server else { return photoPaths(location: location) }
        return PhotoPaths(
            catalogPhotos: ResourceLocator.locate()?.photosDirectory,
            library: DeskDatabase.photoFolderURL(besideDeskFile: DeskDatabase.fileURL(for: server, besideCatalogAt: location)))
    }

    /// Copies this computer's catalog at `location` (pets, recipes, adoptions and the
    /// photos of its folder) to `server`, in one transaction there, merging into records
    /// the server has only when `merge`; this computer's catalog is only read.
    ///
    /// - Throws: ``CatalogCopyRefusal`` (no catalog on this computer; a server with
    ///   records, when not merging), or the store's error: nothing was copied.
    nonisolated static func copyThisComputersCatalog(
        to server: ShelterServer, merge: Bool, location: DatabaseLocation = DatabaseLocation()
    ) async throws -> CatalogCopyReport {
        guard FileManager.default.fileExists(atPath: location.fileURL.path) else { throw CatalogCopyRefusal.nothingToCopy }
        let database = try CatalogDatabase.open(at: location, seed: { .empty }).database
        let copy = try database.catalogCopy(photoFolder: PhotoPaths.library(besideDatabase: location.fileURL))
        try? database.close()
        return try await server.copyCatalog(copy, merge: merge)
    }

    /// The export service the command line (`--export`) reads through: the shelter's
    /// catalog on `server`, or this computer's catalog at `location`, opened without
    /// building any view model.
    static func exportService(
        server: ShelterServerAddress? = nil,
        location: DatabaseLocation = DatabaseLocation(), context: DisplayContext = .system(translator: Localization.translator)
    ) throws -> ExportService {
        if let server {
            let store = try openServer(server)
            let library = photoPaths(server: server, location: location).library.map { PixbufFormats.library(in: $0, sharedStore: store) }
            return ExportService(store: store, context: context, photoLibrary: library)
        }
        let database = try CatalogDatabase.open(at: location, seed: { try sampleCatalog(ResourceLocator.locate()) }).database
        return ExportService(store: database, context: context)
    }
}

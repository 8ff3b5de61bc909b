import Foundation
import PetCore
import PetServerStore
import PetStore
import PetWeb

/// The catalog the window works with, opened: this computer's database, which keeps
/// everything, or the shelter's server, which keeps the shelter's records, beside this
/// desk's own file for what belongs to the person at it.
enum OpenCatalog: Sendable {
    /// This computer's catalog, and whether a damaged file had to be set aside.
    case thisComputer(CatalogOpening)
    /// The shelter's server, this desk's file, and whether the desk's user may change
    /// the catalog (the server's grants say).
    case server(ShelterServer, desk: DeskDatabase, mayWrite: Bool)
    /// This desk's copy of the shelter's catalog at `address` as it last saw it, beside
    /// its file, when the server could not be reached at start-up: only to look at.
    case lastSeen(LastSeenCatalog, desk: DeskDatabase, address: ShelterServerAddress, seenAt: Date)

    /// Opens the shelter's catalog at `address` with `password`, and this desk's file
    /// for it beside this computer's catalog at `location`; asks the server what the
    /// desk's user may do.
    static func openServer(
        _ address: ShelterServerAddress, password: String?, location: DatabaseLocation
    ) async throws -> OpenCatalog {
        let server = try await ShelterServer.open(address, password: password)
        do {
            let desk = try DeskDatabase.open(at: DeskDatabase.fileURL(for: address, besideCatalogAt: location))
            return .server(server, desk: desk, mayWrite: try await server.mayWrite())
        } catch {
            await server.close()
            throw error
        }
    }

    /// Opens the copy of the shelter's catalog at `address` this desk kept beside its file
    /// (with the desk's file beside this computer's catalog at `location`); `nil` when it
    /// has kept none.
    static func openLastSeen(_ address: ShelterServerAddress, location: DatabaseLocation) throws -> OpenCatalog? {
        let deskFile = DeskDatabase.fileURL(for: address, besideCatalogAt: location)
        guard let copy = try LastSeenCatalog.openKept(besideDeskFile: deskFile), let seenAt = try copy.seenAt() else { return nil }
        return .lastSeen(copy, desk: try DeskDatabase.open(at: deskFile), address: address, seenAt: seenAt)
    }

    /// The pets' store: its pets are the catalog's, its favourite marks the desk's.
    @MainActor
    func makePetCatalog(context: DisplayContext) -> PetCatalog {
        switch self {
        case .thisComputer(let opening): PetCatalog(repository: opening.database, context: context)
        case .server(let server, let desk, _): PetCatalog(repository: server, favourites: desk, context: context)
        case .lastSeen(let copy, let desk, _, _): PetCatalog(repository: copy.database, favourites: desk, context: context)
        }
    }

    /// The recipes' store: its recipes are the catalog's, the cook's progress the desk's.
    @MainActor
    func makeRecipeBook(context: DisplayContext) -> RecipeBook {
        switch self {
        case .thisComputer(let opening): RecipeBook(repository: opening.database, context: context)
        case .server(let server, let desk, _): RecipeBook(repository: server, progress: desk, context: context)
        case .lastSeen(let copy, let desk, _, _): RecipeBook(repository: copy.database, progress: desk, context: context)
        }
    }

    /// Reads the pets (a preview when there are more than `limit`) and the favourite
    /// marks, indexed in `translator`'s language.
    func readPets(previewAbove limit: Int, translator: Translator) async throws -> PetCatalogStart {
        switch self {
        case .thisComputer(let opening):
            try await PetCatalogStart.read(from: opening.database, previewAbove: limit, translator: translator)
        case .server(let server, let desk, _):
            try await PetCatalogStart.read(from: server, favourites: desk, previewAbove: limit, translator: translator)
        case .lastSeen(let copy, let desk, _, _):
            try await PetCatalogStart.read(from: copy.database, favourites: desk, previewAbove: limit, translator: translator)
        }
    }

    /// Reads the recipes, indexed for search.
    func readRecipes() async throws -> RecipeBook.Contents {
        switch self {
        case .thisComputer(let opening): try await RecipeBook.contents(from: opening.database)
        case .server(let server, _, _): try await RecipeBook.contents(from: server)
        case .lastSeen(let copy, _, _, _): try await RecipeBook.contents(from: copy.database)
        }
    }

    /// Where this desk's Pet Match scores are.
    var matchScores: any MatchScoreRepository {
        switch self {
        case .thisComputer(let opening): opening.database
        case .server(_, let desk, _), .lastSeen(_, let desk, _, _): desk
        }
    }

    /// An import into the catalog, photos a file brings copied as `photos` says, web pages
    /// fetched with libsoup; `nil` at a desk that may only look.
    func importService(context: DisplayContext, photos: ImportPhotos?) -> ImportService? {
        switch self {
        case .thisComputer(let opening): ImportService(store: opening.database, context: context, photos: photos, web: SoupWebFetcher())
        case .server(let server, _, true): ImportService(store: server, context: context, photos: photos, web: SoupWebFetcher())
        case .server(_, _, false), .lastSeen: nil
        }
    }

    /// An export of the catalog; a server's photos this desk has not shown yet are
    /// fetched into `photoLibrary` first.
    func exportService(context: DisplayContext, photoLibrary: PhotoLibrary?) -> ExportService {
        switch self {
        case .thisComputer(let opening): ExportService(store: opening.database, context: context)
        case .server(let server, _, _): ExportService(store: server, context: context, photoLibrary: photoLibrary)
        case .lastSeen(let copy, _, _, _): ExportService(store: copy.database, context: context)
        }
    }

    /// Where the catalog is.
    var place: CatalogPlace {
        switch self {
        case .thisComputer: .thisComputer
        case .server(let server, _, _): .shelterServer(server.address)
        case .lastSeen(_, _, let address, _): .shelterServer(address)
        }
    }

    /// Where the catalog's photos are kept for every desk: the shelter's server; `nil` for
    /// this computer's catalog, whose photos are only in its folder.
    var photoStore: (any PhotoRepository)? {
        if case .server(let server, _, _) = self { server } else { nil }
    }

    /// This computer's catalog database, when the catalog is on this computer.
    var database: CatalogDatabase? {
        if case .thisComputer(let opening) = self { opening.database } else { nil }
    }

    /// Whether the desk may only look at the catalog: the server's grants say so, or it
    /// shows its last-seen copy.
    var isReadOnly: Bool {
        switch self {
        case .thisComputer: false
        case .server(_, _, let mayWrite): !mayWrite
        case .lastSeen: true
        }
    }
}

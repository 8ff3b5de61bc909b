import Foundation
import PetCore
import PetServerStore
import PetStore

/// The catalog the window works with, opened: this computer's database, which keeps
/// everything, or the shelter's server, which keeps the shelter's records, beside this
/// desk's own file for what belongs to the person at it.
enum OpenCatalog: Sendable {
    /// This computer's catalog, and whether a damaged file had to be set aside.
    case thisComputer(CatalogOpening)
    /// The shelter's server, this desk's file, and whether the desk's user may change
    /// the catalog (the server's grants say).
    case server(ShelterServer, desk: DeskDatabase, mayWrite: Bool)

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

    /// The pets' store: its pets are the catalog's, its favourite marks the desk's.
    @MainActor
    func makePetCatalog(context: DisplayContext) -> PetCatalog {
        switch self {
        case .thisComputer(let opening): PetCatalog(repository: opening.database, context: context)
        case .server(let server, let desk, _): PetCatalog(repository: server, favourites: desk, context: context)
        }
    }

    /// The recipes' store: its recipes are the catalog's, the cook's progress the desk's.
    @MainActor
    func makeRecipeBook(context: DisplayContext) -> RecipeBook {
        switch self {
        case .thisComputer(let opening): RecipeBook(repository: opening.database, context: context)
        case .server(let server, let desk, _): RecipeBook(repository: server, progress: desk, context: context)
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
        }
    }

    /// Reads the recipes, indexed for search.
    func readRecipes() async throws -> RecipeBook.Contents {
        switch self {
        case .thisComputer(let opening): try await RecipeBook.contents(from: opening.database)
        case .server(let server, _, _): try await RecipeBook.contents(from: server)
        }
    }

    /// Where this desk's Pet Match scores are.
    var matchScores: any MatchScoreRepository {
        switch self {
        case .thisComputer(let opening): opening.database
        case .server(_, let desk, _): desk
        }
    }

    /// An import into the catalog, photos a file brings copied as `photos` says.
    func importService(context: DisplayContext, photos: ImportPhotos?) -> ImportService {
        switch self {
        case .thisComputer(let opening): ImportService(store: opening.database, context: context, photos: photos)
        case .server(let server, _, _): ImportService(store: server, context: context, photos: photos)
        }
    }

    /// An export of the catalog; a server's photos this desk has not shown yet are
    /// fetched into `photoLibrary` first.
    func exportService(context: DisplayContext, photoLibrary: PhotoLibrary?) -> ExportService {
        switch self {
        case .thisComputer(let opening): ExportService(store: opening.database, context: context)
        case .server(let server, _, _): ExportService(store: server, context: context, photoLibrary: photoLibrary)
        }
    }

    /// Where the catalog is.
    var place: CatalogPlace {
        if case .server(let server, _, _) = self { .shelterServer(server.address) } else { .thisComputer }
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

    /// Whether the desk may only look at the catalog.
    var isReadOnly: Bool {
        if case .server(_, _, let mayWrite) = self { !mayWrite } else { false }
    }
}

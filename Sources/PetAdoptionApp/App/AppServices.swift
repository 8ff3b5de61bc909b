import CGtk
import Foundation
import PetCore
import PetServerStore
import PetStore

/// The composition root: opens the catalog (this computer's database, or the shelter's
/// server with this desk's own file, ``OpenCatalog``) and builds the stores and view
/// models the window binds to. With ``OpenCatalog``, the only files of the view layer
/// that name a store.
///
/// Start-up does what the first frame needs and nothing more:
/// ``prepare(server:location:resources:previewAbove:)`` opens the catalog (creating and
/// seeding this computer's from the sample catalog on the first run only; a server's
/// catalog starts empty) and reads and indexes the pets (only a preview of a large
/// catalog) and recipes once, off the main thread (`main.swift` runs it while GTK
/// initialises). The stores (``PetCatalog``, ``RecipeBook``) are then the only
/// writers; once the window has painted its first frame, the rest of a previewed catalog
/// is read, and the database's change observation has the stores reload what another
/// process or an import changed.
@MainActor
final class AppServices {
    /// The open catalog.
    let catalog: OpenCatalog
    /// The pets every pet view model reads, and their only writer.
    let petCatalog: PetCatalog
    /// The recipes every recipe view model reads, and their only writer.
    let recipeBook: RecipeBook
    /// The Pets section's list.
    let petList: PetListViewModel
    /// The Recipes section's list.
    let recipeList: RecipeListViewModel
    /// What to tell the user once the window is up (a damaged database moved aside).
    let notice: String?

    /// Above this many pets, start-up reads a preview and the list shows it; every pet is
    /// read and indexed in the background once the window has painted its first frame
    /// (about 25 ms of reading and indexing per 10,000 pets on a 2-core machine, which
    /// the first frame need not wait for, nor share the processor with).
    nonisolated static let previewAbove = 20_000

    private let context: DisplayContext
    private var observation: (any CatalogObservation)?
    /// Until ``close()``: the change feed of the shelter's server, which shows what other
    /// desks change; or, at a desk showing its last-seen copy, the watch for the server.
    private var serverWatch: Task<Void, Never>?
    /// Keeps this desk's copy of the server's catalog, for a start without the server.
    private let lastSeenCopy: LastSeenCopyKeeper?

    private init(prepared: PreparedCatalog, context: DisplayContext) {
        self.context = context
        catalog = prepared.catalog
        if case .thisComputer(let opening) = catalog { notice = opening.notice(context.translator) } else { notice = nil }
        petCatalog = catalog.makePetCatalog(context: context)
        petCatalog.isReadOnly = catalog.isReadOnly
        // Photos added in the pet form are copied beside the database (`<data folder>/photos`),
        // or for the shelter's server beside the desk's file, and from there to the server,
        // which every desk fetches them from.
        switch catalog {
        case .thisComputer(let opening):
            petCatalog.photoLibrary = PixbufFormats.library(in: PhotoPaths.library(besideDatabase: opening.database.fileURL))
        case .server(let server, let desk, _):
            petCatalog.photoLibrary = PixbufFormats.library(in: desk.photoFolderURL, sharedStore: server)
        case .lastSeen(_, let desk, _, _):
            petCatalog.photoLibrary = PixbufFormats.library(in: desk.photoFolderURL)
        }
        PhotoLoader.shared.library = petCatalog.photoLibrary
        recipeBook = catalog.makeRecipeBook(context: context)
        // One for both: the change feed finds whether the server answers, or the desk
        // shows its last-seen copy because it did not.
        let reachability: ServerReachability? = switch catalog {
        case .thisComputer: nil
        case .server: ServerReachability(context: context)
        case .lastSeen(_, _, _, let seenAt): ServerReachability(context: context, copySeenAt: seenAt)
        }
        petCatalog.reachability = reachability
        recipeBook.reachability = reachability
        lastSeenCopy = if case .server(_, let desk, _) = catalog { LastSeenCopyKeeper(deskFile: desk.fileURL, now: context.now) } else { nil }
        switch prepared.pets {
        case .success(let start): petCatalog.start(with: start)
        case .failure: PendingWork.start { [petCatalog] in await petCatalog.load() }  // Tries again, and records why it failed.
        }
        switch prepared.recipes {
        case .success(let contents): recipeBook.replace(with: contents)
        case .failure: PendingWork.start { [recipeBook] in await recipeBook.load() }
        }
        petList = PetListViewModel(catalog: petCatalog)
        recipeList = RecipeListViewModel(book: recipeBook)
    }

    /// Opens the shelter's catalog on `server` with `password` (by default as
    /// ``loggingIn(to:password:environment:keyring:_:)`` finds one, with this desk's file beside this
    /// computer's catalog), or this computer's catalog at `location`, and reads and
    /// indexes its pets and recipes (only a preview of the pets when there are more than
    /// `previewAbove`), off the main actor. A catalog that cannot be opened (written by a
    /// newer version, a folder that cannot be created, a server that cannot be reached or
    /// refuses the login) throws an error whose description is written for the user;
    /// with `lastSeenIfUnreachable`, a server that cannot be reached opens the desk's
    /// last-seen copy of its catalog instead, when the desk has kept one.
    nonisolated static func prepare(
        server: ShelterServerAddress? = nil,
        password: String? = nil,
        lastSeenIfUnreachable: Bool = false,
        location: DatabaseLocation = DatabaseLocation(),
        resources: ResourceLocator? = ResourceLocator.locate(),
        previewAbove: Int = AppServices.previewAbove
    ) async throws -> PreparedCatalog {
        let catalog: OpenCatalog = if let server {
            try await openServer(server, password: password, lastSeenIfUnreachable: lastSeenIfUnreachable, location: location)
        } else {
            .thisComputer(try CatalogDatabase.open(at: location, seed: { try sampleCatalog(resources) }))
        }
        return PreparedCatalog(
            catalog: catalog,
            pets: await result { try await catalog.readPets(previewAbove: previewAbove, translator: Localization.translator) },
            recipes: await result { try await catalog.readRecipes() })
    }

    /// What `read` returned, or the error it threw.
    private nonisolated static func result<Value>(_ read: () async throws -> Value) async -> Result<Value, any Error> {
        do {
            return .success(try await read())
        } catch {
            return .failure(error)
        }
    }

    /// Builds the stores and view models over a catalog that
    /// ``prepare(location:resources:previewAbove:)`` opened and read, e.g. on another
    /// thread while GTK initialised.
    static func start(prepared: PreparedCatalog, context: DisplayContext = .system(translator: Localization.translator)) -> AppServices {
        AppServices(prepared: prepared, context: context)
    }

    /// Opens the catalog (on `server`, or at `location`; the desk's last-seen copy of the
    /// server's when the server cannot be reached) and builds the stores and view models;
    /// throws as ``prepare(server:password:lastSeenIfUnreachable:location:resources:previewAbove:)`` does.
    static func start(
        server: ShelterServerAddress? = nil,
        location: DatabaseLocation = DatabaseLocation(),
        resources: ResourceLocator? = ResourceLocator.locate(),
        context: DisplayContext = .system(translator: Localization.translator)
    ) throws -> AppServices {
        let prepared = try WaitableTask {
            try await prepare(server: server, lastSeenIfUnreachable: true, location: location, resources: resources)
        }.wait()
        return start(prepared: prepared, context: context)
    }

    /// The window's sections, in switcher order.
    func makeSections() -> [any SectionBuilder] {
        [
            PetsSection(name: "pets", iconName: BundledIcons.paw, list: petList, editable: !catalog.isReadOnly),
            RecipesSection(name: "recipes", iconName: "emoji-food-symbolic", list: recipeList, editable: !catalog.isReadOnly),
            MatchSection(
                name: "match", iconName: "applications-games-symbolic",
                makeGame: { [petCatalog, scores = catalog.matchScores, context] in
                    PetMatchViewModel(pets: { petCatalog.pets }, scores: scores, context: context)
                },
                petsSectionName: "pets", selectPet: { [petList] id in _ = petList.select(id) }),
        ]
    }

    /// Attaches what needs the main window: reading the catalog again (menu, Ctrl+R),
    /// importing files into it (menu, Ctrl+O, drag and drop; not at a desk that may only
    /// look), exporting it (menu, Ctrl+E), closing the window asking first while kitchen timers run, and the
    /// start-up notice, if there is one; and, once the window has painted its first
    /// frame, the reading of every pet of a catalog start-up only previewed and the
    /// kitchen timers' alerts (a notification and a sound when one finishes). For this
    /// computer's catalog also, after the first frame, the database's change observation,
    /// the cleanup of unused photos and the full check of the database
    /// (``CatalogHealthCheck``). For the shelter's server, the banner that says when it
    /// cannot be reached, the change feed, and the desk's last-seen copy of the catalog;
    /// at a desk showing that copy, the banner that says so, the watch for the server and
    /// the banner's button that reconnects through `reconnect`.
    func attach(to window: MainWindow, reconnect: @escaping @MainActor () async throws -> Void = {}) {
        window.afterFirstFrame { [weak self, petCatalog] in
            PendingWork.start {
                await petCatalog.completePreview()
                self?.keepLastSeenCopy()
            }
        }
        // No timer can run before the first frame: the alerts wait for it.
        window.afterFirstFrame { [recipeBook, window = window.window] in
            guard let application = gtk_window_get_application(pet_gtk_window(window)) else { return }
            // The application owns both.
            let alert = TimerAlert(application: application, timers: recipeBook.timers, sound: CanberraSoundPlayer())
            _ = CookingTimerScheduler(timers: recipeBook.timers, alert: alert, owner: application)
        }
        window.closeQuestion = { [recipeBook] in recipeBook.timers.quitQuestion }
        // What other desks (or programs) changed since: read again, only what changed is told.
        Actions.add("reload", to: window.window) { [weak self, petCatalog, recipeBook] _ in
            PendingWork.start {
                await petCatalog.reload()
                await recipeBook.reload()
                self?.keepLastSeenCopy()
            }
        }
        let photos = Self.importPhotos(PhotoLoader.shared.paths, sharedStore: catalog.photoStore)
        if let service = catalog.importService(context: context, photos: photos) {
            // The window owns the controller.
            _ = ImportController(window: window.window, toasts: window.toasts, reachability: petCatalog.reachability) {
                ImportViewModel(service: service)
            }
        }
        _ = ExportController(
            window: window.window, toasts: window.toasts,
            writer: GIOExportWriter(paths: PhotoLoader.shared.paths)
        ) { [catalog, context, petList, petCatalog] in
            ExportViewModel(
                service: catalog.exportService(context: context, photoLibrary: petCatalog.photoLibrary),
                shownPetIDs: { Array(petList.visibleRowIDs) },
                isListNarrowed: petList.isNarrowed)
        }
        if let notice {
            MessageDialog.present(over: window.window, heading: tr("Catalog Restored"), body: notice)
        }
        if let reachability = petCatalog.reachability {
            ReachabilityBanner.show(reachability, in: window.banner, toasts: window.toasts, reconnect: reconnect)
        }
        switch catalog {
        case .server(let server, _, _):
            window.afterFirstFrame { [weak self] in self?.followChanges(of: server) }
        case .lastSeen(_, _, let address, _):
            window.afterFirstFrame { [weak self] in self?.watchForServer(at: address) }
        case .thisComputer:
            break
        }
        guard let database = catalog.database else { return }
        window.afterFirstFrame { [weak self] in self?.observeChanges(of: database) }
        window.afterFirstFrame { [weak self] in self?.removeUnusedPhotos(of: database) }
        let healthCheck = CatalogHealthCheck(
            database: database, context: context, window: window.window, toasts: window.toasts,
            seed: { try Self.sampleCatalog(ResourceLocator.locate()) })
        // After the change observation, which has the stores reload from a replaced file.
        window.afterFirstFrame { healthCheck.run() }
    }

    /// Closes the catalog, as the app quits or another catalog replaces it: this
    /// computer's write-ahead log is written into `catalog.sqlite`, which then holds
    /// everything; a server's connections are closed in the background, unwaited (closing
    /// the pool can wait for ever on a connection the server has killed; at a quit they
    /// end with the process). A failure is said on stderr; every commit is still safe.
    func close() {
        serverWatch?.cancel()
        if case .server(let server, _, _) = catalog { Task.detached { await server.close() } }
        do {
            if let database = catalog.database { try database.close() }
            if case .lastSeen(let copy, _, _, _) = catalog { try copy.close() }
        } catch {
            FileHandle.standardError.write(Data(
                (Localization.translator.tr("pet-adoption: the catalog was not closed cleanly: %1$@", "\(error)") + "\n").utf8))
        }
    }

    /// How an import copies the photos a catalog brings into the library of `paths` (and
    /// on to `sharedStore`, the shelter's server), keeping the references whose files the
    /// app has.
    nonisolated static func importPhotos(_ paths: PhotoPaths, sharedStore: (any PhotoRepository)? = nil) -> ImportPhotos? {
        guard let library = paths.library else { return nil }
        return ImportPhotos(library: PixbufFormats.library(in: library, sharedStore: sharedStore)) { reference in
            paths.path(for: reference).map { FileManager.default.fileExists(atPath: $0) } ?? false
        }
    }

    /// Sections that say why there is no catalog to show, for a start-up that failed.
    static func unavailableSections(reason: any Error) -> [any SectionBuilder] {
        let message = (reason as? any TranslatableError)?.message(Localization.translator)
            ?? (reason as? any LocalizedError)?.errorDescription ?? String(describing: reason)
        return [PlaceholderSection.pets, PlaceholderSection.recipes].map {
            PlaceholderSection(
                name: $0.name, title: $0.title, iconName: "dialog-error-symbolic",
                listDescription: message, detailTitle: tr("Can’t Open the Catalog"))
        }
    }

    /// Has the stores reload what other processes and imports change in `database`, from
    /// now on (once; later calls change nothing). Records equal to what a store holds
    /// change nothing.
    func observeChanges(of database: CatalogDatabase) {
        guard observation == nil else { return }
        observation = database.observeChanges { [petCatalog, recipeBook] changes in
            if changes.contains(.pets) { PendingWork.start { await petCatalog.reload() } }
            if changes.contains(.recipes) { PendingWork.start { await recipeBook.reload() } }
        }
    }

    /// Has the stores show, as they happen, the changes other desks make to the shelter's
    /// catalog on `server` from the moment it was opened (``ShelterServer/followChanges(_:)``);
    /// only the records changed are read.
    func followChanges(of server: ShelterServer) {
        guard serverWatch == nil else { return }
        serverWatch = Task { [petCatalog, recipeBook, lastSeenCopy] in
            await server.followChanges({ changes in
                await petCatalog.apply(changes)
                await recipeBook.apply(changes)
                await lastSeenCopy?.apply(changes)
            }, onReach: { reach in
                await petCatalog.reachability?.update(reach)
            })
        }
    }

    /// Has this desk's last-seen copy of the server's catalog hold the catalog as the
    /// stores hold it now, once both have read it whole (after the first frame, and after
    /// each reload); ``followChanges(of:)`` keeps it up to date from then on.
    func keepLastSeenCopy() {
        guard let lastSeenCopy, petCatalog.records.isComplete, petCatalog.loadFailure == nil,
              recipeBook.records.isComplete, recipeBook.records.loadFailure == nil
        else { return }
        lastSeenCopy.keep(petCatalog, recipeBook)
    }

    /// Asks the shelter's server at `address` whether it answers again, for the banner of
    /// a desk showing its last-seen copy: a second after the first frame, then ever less
    /// often, at least every 30 s, until ``close()``.
    func watchForServer(at address: ShelterServerAddress) {
        guard serverWatch == nil, let reachability = petCatalog.reachability else { return }
        serverWatch = Task { [reachability] in
            var pause = Duration.seconds(1)
            while true {
                try? await Task.sleep(for: pause)
                guard !Task.isCancelled else { return }
                reachability.serverAnswers(await Self.answers(address))
                pause = min(pause * 2, .seconds(30))
            }
        }
    }

    /// Removes, off the main thread, the photos of the app's photo folder that no pet or
    /// recipe uses and that are more than a day old (see ``PhotoLibrary/removeUnused(keeping:changedBefore:)``).
    func removeUnusedPhotos(of database: CatalogDatabase) {
        guard let library = petCatalog.photoLibrary else { return }
        let cutoff = context.now().addingTimeInterval(-24 * 60 * 60)
        PendingWork.start { [database] in
            await Task.detached(priority: .background) {
                guard let inUse = try? database.photoReferencesInUse() else { return }
                library.removeUnused(keeping: inUse, changedBefore: cutoff)
            }.value
        }
    }

    /// The sample catalog the first run starts from; empty when it cannot be found.
    nonisolated static func sampleCatalog(_ resources: ResourceLocator?) throws -> CatalogSeed {
        guard let resources else { return .empty }
        let data = try Data(contentsOf: resources.catalogFile)
        let catalog = try CatalogImporter().importCatalog(from: data, fileName: resources.catalogFile.lastPathComponent)
        return CatalogSeed(pets: catalog.pets, recipes: catalog.recipes)
    }
}

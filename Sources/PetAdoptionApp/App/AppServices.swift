import CGtk
import Foundation
import PetCore
import PetStore

/// The composition root: opens the catalog database and builds the stores and view
/// models the window binds to. The only file of the view layer that names a store.
///
/// Start-up does what the first frame needs and nothing more:
/// ``prepare(location:resources:previewAbove:)`` opens the database (creating and seeding
/// it from the sample catalog on the first run only) and reads and indexes the pets (only
/// a preview of a large catalog) and recipes once, on any thread (`main.swift` runs it
/// while GTK initialises). The stores (``PetCatalog``, ``RecipeBook``) are then the only
/// writers; once the window has painted its first frame, the rest of a previewed catalog
/// is read, and the database's change observation has the stores reload what another
/// process or an import changed.
@MainActor
final class AppServices {
    /// The open catalog database.
    let database: CatalogDatabase
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

    private init(prepared: PreparedCatalog, context: DisplayContext) {
        self.context = context
        database = prepared.opening.database
        notice = prepared.opening.notice(context.translator)
        petCatalog = PetCatalog(repository: database, context: context)
        // Photos added in the pet form are copied beside the database: `<data folder>/photos`.
        let photos = PhotoPaths.library(besideDatabase: database.fileURL)
        petCatalog.photoLibrary = PixbufFormats.library(in: photos)
        PhotoLoader.shared.paths.library = photos
        recipeBook = RecipeBook(repository: database, context: context)
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

    /// Opens the database at `location` and reads and indexes its pets and recipes (only
    /// a preview of the pets when there are more than `previewAbove`). Runs on any
    /// thread. A database that cannot be opened (written by a newer version, a folder
    /// that cannot be created) throws an error whose description is written for the user.
    nonisolated static func prepare(
        location: DatabaseLocation = DatabaseLocation(),
        resources: ResourceLocator? = ResourceLocator.locate(),
        previewAbove: Int = AppServices.previewAbove
    ) throws -> PreparedCatalog {
        let opening = try CatalogDatabase.open(at: location, seed: { try sampleCatalog(resources) })
        let database = opening.database
        return PreparedCatalog(
            opening: opening,
            pets: Result { try PetCatalogStart.read(from: database, previewAbove: previewAbove, translator: Localization.translator) },
            recipes: Result { try RecipeBook.contents(from: database) })
    }

    /// Builds the stores and view models over a catalog that
    /// ``prepare(location:resources:previewAbove:)`` opened and read, e.g. on another
    /// thread while GTK initialised.
    static func start(prepared: PreparedCatalog, context: DisplayContext = .system(translator: Localization.translator)) -> AppServices {
        AppServices(prepared: prepared, context: context)
    }

    /// Opens the database at `location` and builds the stores and view models; throws as
    /// ``prepare(location:resources:previewAbove:)`` does.
    static func start(
        location: DatabaseLocation = DatabaseLocation(),
        resources: ResourceLocator? = ResourceLocator.locate(),
        context: DisplayContext = .system(translator: Localization.translator)
    ) throws -> AppServices {
        start(prepared: try prepare(location: location, resources: resources), context: context)
    }

    /// The window's sections, in switcher order.
    func makeSections() -> [any SectionBuilder] {
        [
            PetsSection(name: "pets", iconName: BundledIcons.paw, list: petList, editable: true),
            RecipesSection(name: "recipes", iconName: "emoji-food-symbolic", list: recipeList, editable: true),
            MatchSection(
                name: "match", iconName: "applications-games-symbolic",
                makeGame: { [petCatalog, database, context] in
                    PetMatchViewModel(pets: { petCatalog.pets }, scores: database, context: context)
                },
                petsSectionName: "pets", selectPet: { [petList] id in _ = petList.select(id) }),
        ]
    }

    /// Attaches what needs the main window: importing files into the catalog (menu,
    /// Ctrl+O, drag and drop), exporting it (menu, Ctrl+E), closing the window asking first while kitchen timers run,
    /// and the start-up notice, if there is one; and, once the window has painted its
    /// first frame, the reading of every pet of a catalog start-up only previewed, the
    /// database's change observation, the kitchen timers' alerts (a notification and a
    /// sound when one finishes), the cleanup of unused photos and the full check of the
    /// database (``CatalogHealthCheck``).
    func attach(to window: MainWindow) {
        window.afterFirstFrame { [petCatalog] in PendingWork.start { await petCatalog.completePreview() } }
        window.afterFirstFrame { [weak self] in self?.observeChanges() }
        window.afterFirstFrame { [weak self] in self?.removeUnusedPhotos() }
        // No timer can run before the first frame: the alerts wait for it.
        window.afterFirstFrame { [recipeBook, window = window.window] in
            guard let application = gtk_window_get_application(pet_gtk_window(window)) else { return }
            // The application owns both.
            let alert = TimerAlert(application: application, timers: recipeBook.timers, sound: CanberraSoundPlayer())
            _ = CookingTimerScheduler(timers: recipeBook.timers, alert: alert, owner: application)
        }
        window.closeQuestion = { [recipeBook] in recipeBook.timers.quitQuestion }
        // The window owns the controller.
        _ = ImportController(window: window.window, toasts: window.toasts) { [database, context] in
            ImportViewModel(service: ImportService(
                store: database, context: context, photos: Self.importPhotos(PhotoLoader.shared.paths)))
        }
        _ = ExportController(
            window: window.window, toasts: window.toasts,
            writer: GIOExportWriter(paths: PhotoLoader.shared.paths)
        ) { [database, context, petList] in
            ExportViewModel(
                service: ExportService(store: database, context: context), shownPetIDs: { Array(petList.visibleRowIDs) },
                isListNarrowed: petList.isNarrowed)
        }
        if let notice {
            MessageDialog.present(over: window.window, heading: tr("Catalog Restored"), body: notice)
        }
        let healthCheck = CatalogHealthCheck(
            database: database, context: context, window: window.window, toasts: window.toasts,
            seed: { try Self.sampleCatalog(ResourceLocator.locate()) })
        // After the change observation, which has the stores reload from a replaced file.
        window.afterFirstFrame { healthCheck.run() }
    }

    /// The import service the command line (`--import`) writes through: the catalog at
    /// `location`, opened without building any view model.
    static func importService(
        location: DatabaseLocation = DatabaseLocation(), context: DisplayContext = .system(translator: Localization.translator)
    ) throws -> ImportService {
        let database = try CatalogDatabase.open(at: location, seed: { try sampleCatalog(ResourceLocator.locate()) }).database
        return ImportService(store: database, context: context, photos: importPhotos(photoPaths(location: location)))
    }

    /// Closes the catalog as the app quits: its write-ahead log is written into
    /// `catalog.sqlite`, which then holds everything. A failure is said on stderr; every
    /// commit is still safe in the log.
    func close() {
        do {
            try database.close()
        } catch {
            FileHandle.standardError.write(Data(
                (Localization.translator.tr("pet-adoption: the catalog was not closed cleanly: %1$@", "\(error)") + "\n").utf8))
        }
    }

    /// Where the photos of the catalog at `location` are: the sample catalog's and the
    /// copies beside the database.
    nonisolated static func photoPaths(location: DatabaseLocation = DatabaseLocation()) -> PhotoPaths {
        PhotoPaths(
            catalogPhotos: ResourceLocator.locate()?.photosDirectory,
            library: PhotoPaths.library(besideDatabase: location.fileURL))
    }

    /// How an import copies the photos a catalog brings into the library of `paths`,
    /// keeping the references whose files the app has.
    nonisolated static func importPhotos(_ paths: PhotoPaths) -> ImportPhotos? {
        guard let library = paths.library else { return nil }
        return ImportPhotos(library: PixbufFormats.library(in: library)) { reference in
            paths.path(for: reference).map { FileManager.default.fileExists(atPath: $0) } ?? false
        }
    }

    /// The export service the command line (`--export`) reads through: the catalog at
    /// `location`, opened without building any view model.
    static func exportService(
        location: DatabaseLocation = DatabaseLocation(), context: DisplayContext = .system(translator: Localization.translator)
    ) throws -> ExportService {
        let database = try CatalogDatabase.open(at: location, seed: { try sampleCatalog(ResourceLocator.locate()) }).database
        return ExportService(store: database, context: context)
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

    /// Has the stores reload what other processes and imports change, from now on (once;
    /// later calls change nothing). Records equal to what a store holds change nothing.
    func observeChanges() {
        guard observation == nil else { return }
        observation = database.observeChanges { [petCatalog, recipeBook] changes in
            if changes.contains(.pets) { PendingWork.start { await petCatalog.reload() } }
            if changes.contains(.recipes) { PendingWork.start { await recipeBook.reload() } }
        }
    }

    /// Removes, off the main thread, the photos of the app's photo folder that no pet or
    /// recipe uses and that are more than a day old (see ``PhotoLibrary/removeUnused(keeping:changedBefore:)``).
    func removeUnusedPhotos() {
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
    private nonisolated static func sampleCatalog(_ resources: ResourceLocator?) throws -> CatalogSeed {
        guard let resources else { return .empty }
        let data = try Data(contentsOf: resources.catalogFile)
        let catalog = try CatalogImporter().importCatalog(from: data, fileName: resources.catalogFile.lastPathComponent)
        return CatalogSeed(pets: catalog.pets, recipes: catalog.recipes)
    }
}

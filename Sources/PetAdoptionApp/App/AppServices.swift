import CGtk
import Foundation
import PetCore
import PetStore

/// The composition root: opens the catalog database and builds the view models the
/// window binds to. The only file of the view layer that names a store.
///
/// Start-up does what the first frame needs and nothing more: ``prepare(location:resources:)``
/// opens the database (creating and seeding it from the sample catalog on the first run
/// only) and reads and indexes the pets once, on any thread (`main.swift` runs it while GTK
/// initialises). Once the window has painted its first frame, the store's observation
/// keeps the view models in step with changes made elsewhere (an import, another window
/// or process); its first snapshot catches anything changed in between, and the echo of
/// the app's own writes changes nothing.
@MainActor
final class AppServices {
    /// The open catalog database.
    let database: CatalogDatabase
    /// The pets every pet view model reads.
    let petCatalog: PetCatalog
    /// The Pets section's list.
    let petList: PetListViewModel
    /// The Recipes section's list.
    let recipeList: RecipeListViewModel
    /// What to tell the user once the window is up (a damaged database moved aside).
    let notice: String?

    private let context: DisplayContext
    private var observation: (any CatalogObservation)?
    private var lastSnapshot: CatalogSnapshot?

    private init(prepared: PreparedCatalog, context: DisplayContext) {
        self.context = context
        database = prepared.opening.database
        notice = prepared.opening.notice
        petCatalog = PetCatalog(repository: database, context: context)
        switch prepared.pets {
        case .success(let contents): petCatalog.replace(with: contents)
        case .failure: petCatalog.load()  // Tries again, and records why it failed.
        }
        petList = PetListViewModel(catalog: petCatalog)
        recipeList = RecipeListViewModel(repository: database, context: context)
    }

    /// Opens the database at `location` and reads and indexes its pets. Runs on any
    /// thread. A database that cannot be opened (written by a newer version, a folder
    /// that cannot be created) throws an error whose description is written for the user.
    nonisolated static func prepare(
        location: DatabaseLocation = DatabaseLocation(),
        resources: ResourceLocator? = ResourceLocator.locate()
    ) throws -> PreparedCatalog {
        let opening = try CatalogDatabase.open(at: location, seed: { try sampleCatalog(resources) })
        return PreparedCatalog(opening: opening, pets: Result { try PetCatalogContents.load(from: opening.database) })
    }

    /// Builds the view models over a catalog that ``prepare(location:resources:)`` opened
    /// and read, e.g. on another thread while GTK initialised.
    static func start(prepared: PreparedCatalog, context: DisplayContext = .system) -> AppServices {
        AppServices(prepared: prepared, context: context)
    }

    /// Opens the database at `location` and builds the view models; throws as
    /// ``prepare(location:resources:)`` does.
    static func start(
        location: DatabaseLocation = DatabaseLocation(),
        resources: ResourceLocator? = ResourceLocator.locate(),
        context: DisplayContext = .system
    ) throws -> AppServices {
        start(prepared: try prepare(location: location, resources: resources), context: context)
    }

    /// The window's sections, in switcher order.
    func makeSections() -> [any SectionBuilder] {
        [PetsSection(petList: petList, forms: forms), RecipesSection(recipeList: recipeList, forms: forms)]
    }

    /// The add/edit forms, writing to the database (whose observation refreshes the lists).
    private var forms: FormFactory {
        FormFactory(
            petForm: { [database, petCatalog, context] id in
                guard let id else { return PetFormViewModel(repository: database, context: context) }
                return petCatalog.pet(withID: id).map { PetFormViewModel(repository: database, context: context, pet: $0) }
            },
            recipeForm: { [database] id in
                guard let id else { return RecipeFormViewModel(repository: database) }
                return (try? database.loadRecipes())?.first { $0.id == id }.map { RecipeFormViewModel(repository: database, recipe: $0) }
            })
    }

    /// Attaches what needs the main window: importing files into the catalog (menu,
    /// Ctrl+O, drag and drop) and the start-up notice, if there is one; and, once the
    /// window has painted its first frame, the store's observation.
    func attach(to window: MainWindow) {
        window.afterFirstFrame { [weak self] in self?.observeChanges() }
        // The window owns the controller.
        _ = ImportController(window: window.window, toastOverlay: window.toastOverlay) { [database, context] in
            ImportViewModel(service: ImportService(store: database, context: context))
        }
        if let notice {
            let dialog = adw_message_dialog_new(pet_gtk_window(window.window), "Catalog Restored", notice)
            adw_message_dialog_add_response(pet_adw_message_dialog(dialog), "close", "_OK")
            gtk_window_present(pet_gtk_window(dialog))
        }
    }

    /// The import service the command line (`--import`) writes through: the catalog at
    /// `location`, opened without building any view model.
    static func importService(location: DatabaseLocation = DatabaseLocation(), context: DisplayContext = .system) throws -> ImportService {
        let database = try CatalogDatabase.open(at: location, seed: { try sampleCatalog(ResourceLocator.locate()) }).database
        return ImportService(store: database, context: context)
    }

    /// Sections that say why there is no catalog to show, for a start-up that failed.
    static func unavailableSections(reason: any Error) -> [any SectionBuilder] {
        let message = (reason as? any LocalizedError)?.errorDescription ?? String(describing: reason)
        return [PlaceholderSection.pets, PlaceholderSection.recipes].map {
            PlaceholderSection(
                name: $0.name, title: $0.title, iconName: "dialog-error-symbolic",
                listDescription: message, detailTitle: "Can’t Open the Catalog")
        }
    }

    /// Keeps the view models in step with the database from now on (once; later calls
    /// change nothing).
    func observeChanges() {
        guard observation == nil else { return }
        observation = database.observeCatalog(
            onChange: { [weak self] snapshot in self?.apply(snapshot) },
            onError: { [weak self] _ in self?.petCatalog.load() })
    }

    /// Shows `snapshot`. The recipes are read again when they changed since the last
    /// snapshot, or, for the first, since they were loaded at start-up.
    private func apply(_ snapshot: CatalogSnapshot) {
        defer { lastSnapshot = snapshot }
        petCatalog.replace(pets: snapshot.pets, favouriteIDs: snapshot.favouriteIDs)
        if lastSnapshot?.recipes != snapshot.recipes {
            recipeList.reload()
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

import Foundation
import PetCore

/// The composition root, for now: the sample catalog loaded into memory behind the
/// Recipes section (the Pets section is still a placeholder).
///
/// Temporary: the GRDB store replaces the in-memory one, so ticks are not kept between
/// runs yet. This is the only file of the view layer allowed to name a store type.
@MainActor
enum AppServices {
    /// The window's sections, in switcher order.
    static func makeSections() -> [any SectionBuilder] {
        let recipeList = RecipeListViewModel(repository: sampleCatalogStore(), context: .system)
        return [PetsSection(catalog: PetCatalog(repository: sampleCatalogStore(), context: .system)), RecipesSection(recipeList: recipeList)]
    }

    /// The sample catalog's pets and recipes; an empty store (the sections then say
    /// there is nothing yet) when the catalog cannot be found or read.
    private static func sampleCatalogStore() -> InMemoryCatalogStore {
        guard let resources = ResourceLocator.locate() else {
            warn("sample catalog not found; set \(ResourceLocator.dataDirectoryVariable) to the folder holding Catalog/")
            return InMemoryCatalogStore()
        }
        do {
            let data = try Data(contentsOf: resources.catalogFile)
            let catalog = try CatalogImporter().importCatalog(from: data, fileName: resources.catalogFile.lastPathComponent)
            for problem in catalog.problems { warn("\(resources.catalogFile.path): skipped \(problem)") }
            return InMemoryCatalogStore(pets: catalog.pets, recipes: catalog.recipes)
        } catch {
            warn("cannot read \(resources.catalogFile.path): \(error.localizedDescription)")
            return InMemoryCatalogStore()
        }
    }

    private static func warn(_ message: String) {
        FileHandle.standardError.write(Data("\(AppIdentity.name): \(message)\n".utf8))
    }
}

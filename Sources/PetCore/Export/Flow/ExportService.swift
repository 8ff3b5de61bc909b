import Foundation

/// Makes export files from the catalog: the window's "Export…" and the command line's
/// `--export FORMAT FILE` both go through it, so both write the same bytes.
///
/// It reads the pets and recipes when asked (off the main actor: its methods are
/// `async`), and words what an export did.
///
/// ```swift
/// let service = ExportService(store: database, context: .system(translator: .english))
/// let document = try await service.document(.petfinder, petIDs: shownIDs)
/// ```
public final class ExportService: Sendable {
    private let pets: @Sendable () async throws -> [Pet]
    private let recipes: @Sendable () async throws -> [Recipe]
    private let context: DisplayContext
    private let photoLibrary: PhotoLibrary?

    /// A service exporting what `pets` and `recipes` return, ages counted to `context`'s
    /// today. A catalog JSON's photos are copied from `photoLibrary`'s folder, once it has
    /// fetched any this desk has not shown yet from the shelter's server (its
    /// ``PhotoLibrary/sharedStore``).
    public init(
        pets: @escaping @Sendable () async throws -> [Pet], recipes: @escaping @Sendable () async throws -> [Recipe],
        context: DisplayContext, photoLibrary: PhotoLibrary? = nil
    ) {
        self.pets = pets
        self.recipes = recipes
        self.context = context
        self.photoLibrary = photoLibrary
    }

    /// A service over one store that holds the pets and recipes.
    public convenience init(store: some PetRepository & RecipeRepository, context: DisplayContext, photoLibrary: PhotoLibrary? = nil) {
        self.init(
            pets: { try await store.loadPets() }, recipes: { try await store.loadRecipes() }, context: context,
            photoLibrary: photoLibrary)
    }

    /// The file of `format` holding the pets `petIDs` (in that order, ids no longer in
    /// the catalog left out), or every pet when `petIDs` is `nil`. A catalog JSON holds
    /// every recipe too when it holds every pet, and none when it holds some.
    ///
    /// - Throws: the store's error when the catalog cannot be read.
    public func document(_ format: ExportFormat, petIDs: [String]? = nil) async throws -> ExportDocument {
        var chosen = try await pets()
        if let petIDs {
            let byID = Dictionary(chosen.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            chosen = petIDs.compactMap { byID[$0] }
        }
        let today = context.today
        switch format {
        case .petfinder:
            return ExportDocument(data: Data(PetfinderExport(today: today).text(of: chosen).utf8), petCount: chosen.count)
        case .adoptAPet:
            return ExportDocument(data: Data(AdoptAPetExport(today: today).text(of: chosen).utf8), petCount: chosen.count)
        case .catalogJSON:
            let chosenRecipes = petIDs == nil ? try await recipes() : []
            let photos = CatalogPhotos(pets: chosen, recipes: chosenRecipes)
            let text = CatalogJSONWriter().text(pets: chosen, recipes: chosenRecipes, photos: photos)
            return ExportDocument(
                data: Data(text.utf8), petCount: chosen.count, recipeCount: chosenRecipes.count, photoCopies: photos.copies)
        }
    }

    /// Makes the file of `format` (see ``document(_:petIDs:)``), writes it to
    /// `destination` (a file URI or path, named `fileName` for messages) with `writer`,
    /// then copies a catalog's photos next to it, off the main actor.
    public func export(
        _ format: ExportFormat, petIDs: [String]? = nil, to destination: String, fileName: String, writer: any ExportFileWriting
    ) async -> ExportOutcome {
        let document: ExportDocument
        do {
            document = try await self.document(format, petIDs: petIDs)
            try writer.write(Array(document.data), to: destination)
        } catch let error as ExportWriteError {
            return ExportOutcome(succeeded: false, text: failureText(fileName: fileName, reason: error.reason))
        } catch {
            let reason = (error as? any TranslatableError)?.message(translator) ?? String(describing: error)
            return ExportOutcome(succeeded: false, text: failureText(fileName: fileName, reason: reason))
        }
        if let photoLibrary {
            for photo in document.photoCopies { _ = await photoLibrary.fetch(photo.reference) }
        }
        let notCopied = document.photoCopies.filter { !writer.copyPhoto($0.reference, named: $0.name, nextTo: destination) }.count
        let done = doneText(document, fileName: fileName)
        // TRANSLATORS: what an export did, then that some photos were not copied: "Exported 3 pets to a.json · 1 photo could not be copied".
        return ExportOutcome(succeeded: true, text: notCopied == 0 ? done : translator.tr("%1$@ · %2$@", done, photosNotCopiedText(notCopied)))
    }

    /// What an export did: `"Exported 12 pets to dogs.csv"`, `"Exported 30 pets and 8
    /// recipes to catalog.json"`.
    func doneText(_ document: ExportDocument, fileName: String) -> String {
        let translator = context.translator
        let pets = translator.trn("%1$@ pet", "%1$@ pets", document.petCount, context.number(document.petCount))
        guard document.recipeCount > 0 else {
            // TRANSLATORS: "Exported 12 pets to dogs.csv".
            return translator.tr("Exported %1$@ to %2$@", pets, fileName)
        }
        let recipes = translator.trn("%1$@ recipe", "%1$@ recipes", document.recipeCount, context.number(document.recipeCount))
        // TRANSLATORS: "Exported 30 pets and 8 recipes to catalog.json".
        return translator.tr("Exported %1$@ and %2$@ to %3$@", pets, recipes, fileName)
    }

    /// What an export that failed says: `"Could not export to dogs.csv: Permission denied"`.
    func failureText(fileName: String, reason: String) -> String {
        context.translator.tr("Could not export to %1$@: %2$@", fileName, reason)
    }

    /// What the export adds when some photos could not be copied next to the file.
    func photosNotCopiedText(_ count: Int) -> String {
        context.translator.trn(
            "%1$@ photo could not be copied", "%1$@ photos could not be copied", count, context.number(count))
    }

    /// Words the service's texts.
    public var translator: Translator { context.translator }
}

import Foundation

/// Everything an import needs from the app, in one object the composition root builds
/// once: the store that takes the batch, what the catalog already holds (for duplicate
/// detection), and the importers (shelter CSV, JSON-LD recipe pages, the seeds' recipe
/// plist, the app's own catalog JSON).
///
/// ``ImportViewModel`` (the window) and the command line (`--import FILE...`) both go
/// through it, so both preview, report and write the same way.
///
/// ```swift
/// let service = ImportService(store: database, context: .system)
/// let plan = try await service.plan(of: files.map(ImportFile.init(url:)))
/// print(plan.report(isDryRun: false).text, terminator: "")
/// let receipt = try await service.write(plan)
/// ```
public final class ImportService: Sendable {
    private let store: any CatalogImporting
    private let existingPets: @Sendable () async throws -> [Pet]
    private let existingRecipes: @Sendable () async throws -> [Recipe]
    private let context: DisplayContext
    private let photos: ImportPhotos?
    private let web: (any WebFetching)?

    /// A service writing into `store`, comparing imports with what `existingPets` and
    /// `existingRecipes` return, at `context`'s time and time zone, copying the photos a
    /// catalog or a web page brings as `photos` says (none when `nil`), fetching web pages
    /// with `web` (a web address cannot be imported when `nil`).
    public init(
        store: any CatalogImporting,
        existingPets: @escaping @Sendable () async throws -> [Pet],
        existingRecipes: @escaping @Sendable () async throws -> [Recipe],
        context: DisplayContext,
        photos: ImportPhotos? = nil,
        web: (any WebFetching)? = nil
    ) {
        self.store = store
        self.existingPets = existingPets
        self.existingRecipes = existingRecipes
        self.context = context
        self.photos = photos
        self.web = web
    }

    /// A service over one store that holds the pets and recipes and takes the batch.
    public convenience init(
        store: some PetRepository & RecipeRepository & CatalogImporting, context: DisplayContext, photos: ImportPhotos? = nil,
        web: (any WebFetching)? = nil
    ) {
        self.init(
            store: store, existingPets: { try await store.loadPets() }, existingRecipes: { try await store.loadRecipes() }, context: context,
            photos: photos, web: web)
    }

    /// The reader of single files, dated now: `.plist` files go to ``RecipePlistImporter``.
    var fileReader: ImportFileReader {
        let translator = context.translator
        let importer = FileImporter(now: context.now(), timeZone: context.timeZone, translator: translator) { data, fileName in
            try RecipePlistImporter(translator: translator).importRecipes(from: data, fileName: fileName)
        }
        return ImportFileReader(fileImporter: importer, photos: photos, web: web)
    }

    /// What the catalog holds now.
    ///
    /// - Throws: the store's error when it cannot be read.
    func loadExisting() async throws -> (pets: [Pet], recipes: [Recipe]) {
        (try await existingPets(), try await existingRecipes())
    }

    /// The plan of importing `files`, read or fetched one after the other on the calling task.
    ///
    /// A file that cannot be read, fetched or imported becomes a failed entry, not an error.
    /// - Throws: the store's error when what the catalog holds cannot be read.
    public func plan(of files: [ImportFile]) async throws -> ImportPlan {
        let existing = try await loadExisting()
        let reader = fileReader
        var plan = ImportPlan(translator: context.translator)
        for file in files {
            // The reader throws only when the calling task is cancelled: the plan is then not used.
            let entries = (try? await reader.entries(
                of: file, existingPets: existing.pets + plan.pets, existingRecipes: existing.recipes + plan.recipes)) ?? []
            plan.append(entries)
        }
        return plan
    }

    /// Writes the plan's ready records and updates as one batch: all of them or, when
    /// the store fails, none. The photos the files bring are copied into the library
    /// first, and the records refer to the copies.
    ///
    /// - Returns: the store's receipt, for ``undo(_:)`` and ``importedText(_:)``.
    /// - Throws: ``ImportError`` when a photo cannot be copied, or the store's error;
    ///   nothing was written (copies made stay unused, and are cleaned up later).
    public func write(_ plan: ImportPlan) async throws -> CatalogImportReceipt {
        let copied = try await copyPhotos(plan.photoFiles)
        func copy(_ reference: String?) -> String? { reference.map { copied[$0] ?? $0 } }
        func relinked(_ pet: Pet) -> Pet {
            var pet = pet
            pet.photo = copy(pet.photo)
            pet.morePhotos = pet.morePhotos.map { copied[$0] ?? $0 }
            return pet
        }
        let recipes = plan.recipes.map { recipe in
            var recipe = recipe
            recipe.photo = copy(recipe.photo)
            return recipe
        }
        return try await store.importCatalog(
            pets: plan.pets.map(relinked), recipes: recipes, petUpdates: plan.petUpdates.map(relinked),
            source: plan.fileNames.joined(separator: ", "))
    }

    /// Copies `files` into the library (and on to the shelter's server, for a catalog
    /// there); the reference of each copy, by the reference it replaces.
    private func copyPhotos(_ files: [String: PhotoFile]) async throws(ImportError) -> [String: String] {
        guard let library = photos?.library, !files.isEmpty else { return [:] }
        let references = files.keys.sorted()
        let copies: [String]
        do {
            copies = try library.add(references.map { files[$0]! })
        } catch {
            throw ImportError(error.message(context.translator, formats: library.formats))
        }
        do {
            try await library.share(copies)
        } catch {
            throw ImportError(PetPhotosEditor.notShared(error, context.translator))
        }
        return Dictionary(uniqueKeysWithValues: zip(references, copies))
    }

    /// Removes exactly the records the batch of `receipt` inserted, and puts back the
    /// pets it updated.
    ///
    /// - Throws: the store's error; nothing was removed.
    public func undo(_ receipt: CatalogImportReceipt) async throws {
        try await store.undoImport(receipt)
    }

    /// What a batch did, e.g. `"Imported 37 recipes and 12 pets"`, `"Imported 1 pet"`,
    /// `"Imported 12 pets · Updated 40 pets"`, or `"Nothing new was imported"` when the
    /// store already had every record.
    public func importedText(_ receipt: CatalogImportReceipt) -> String {
        let translator = context.translator
        let updated = receipt.updatedPets.count
        // TRANSLATORS: what an import did to pets already in the catalog: "Updated 40 pets".
        let updatedText = translator.tr("Updated %1$@", ImportedKind.pets.count(updated, translator))
        guard !receipt.insertedPetIDs.isEmpty || !receipt.insertedRecipeIDs.isEmpty || updated == 0 else {
            return updatedText
        }
        let inserted = insertedText(receipt)
        return updated > 0 ? inserted + " · " + updatedText : inserted
    }

    /// What a batch inserted: `"Imported 37 recipes and 12 pets"`, or `"Nothing new was imported"`.
    private func insertedText(_ receipt: CatalogImportReceipt) -> String {
        let translator = context.translator
        let recipes = receipt.insertedRecipeIDs.count
        let pets = receipt.insertedPetIDs.count
        return switch (recipes > 0, pets > 0) {
        case (false, false): translator.tr("Nothing new was imported")
        case (true, false): translator.tr("Imported %1$@", ImportedKind.recipes.count(recipes, translator))
        case (false, true): translator.tr("Imported %1$@", ImportedKind.pets.count(pets, translator))
        case (true, true):
            translator.tr(
                "Imported %1$@ and %2$@", ImportedKind.recipes.count(recipes, translator), ImportedKind.pets.count(pets, translator))
        }
    }

    /// Words the service's texts.
    public var translator: Translator { context.translator }
}

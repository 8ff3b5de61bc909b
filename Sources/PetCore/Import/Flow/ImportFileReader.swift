import Foundation

/// Turns one ``ImportFile`` into the report entries of its preview: reads or fetches it,
/// picks the importer, and previews the records against what the catalog already holds.
///
/// `.json` files (and files without an extension) whose top level is a JSON object with
/// a `formatVersion`, `pets` or `recipes` key are the app's own catalog format and go to
/// ``CatalogImporter``; that file gives one entry for its pets and one for its recipes
/// (each only when it has records or problems). Every other file goes to
/// ``FileImporter`` (schema.org JSON-LD for the remaining `.json` files). A file that
/// cannot be read or imported at all gives one failed entry: never a crash.
struct ImportFileReader: Sendable {
    /// The top-level keys that mark the app's catalog format.
    static let catalogKeys: Set<String> = ["formatVersion", "pets", "recipes"]

    /// The importer for everything that is not a catalog.
    var fileImporter: FileImporter
    /// Where a catalog's photos are copied; `nil` when they are not.
    var photos: ImportPhotos?
    /// Fetches web pages and their photos; `nil` when this build cannot.
    var web: (any WebFetching)?

    /// The entries of `file`, read or fetched, previewed against `existingPets` and
    /// `existingRecipes`; `progress` is told how much of a web page has arrived (0 to 1),
    /// when the site says how much will.
    ///
    /// - Throws: `CancellationError` when the current task is cancelled while a page is
    ///   fetched, or between reading the bytes and importing them; the importers
    ///   themselves run to the end.
    func entries(
        of file: ImportFile, existingPets: [Pet], existingRecipes: [Recipe],
        progress: @escaping @Sendable (Double) -> Void = { _ in }
    ) async throws(CancellationError) -> [ImportReport.Entry] {
        switch file.source {
        case .file(let read):
            let data: Data
            do {
                data = try read()
            } catch {
                return [ImportReport.Entry(fileName: file.name, outcome: .failure(readError(error, fileName: file.name)))]
            }
            guard !Task.isCancelled else { throw CancellationError() }
            return entries(of: data, fileName: file.name, folder: file.folder, existingPets: existingPets, existingRecipes: existingRecipes)
        case .web(let address):
            return try await entries(of: address, existingPets: existingPets, existingRecipes: existingRecipes, progress: progress)
        }
    }

    /// The entries of `data`, the bytes of the file `fileName` in `folder` (if it has one).
    func entries(of data: Data, fileName: String, folder: URL?, existingPets: [Pet], existingRecipes: [Recipe]) -> [ImportReport.Entry] {
        if Self.isCatalog(data, fileName: fileName) {
            return catalogEntries(
                of: data, fileName: fileName, photosFolder: folder?.appendingPathComponent("photos", isDirectory: true),
                existingPets: existingPets, existingRecipes: existingRecipes)
        }
        let outcome = Result { () throws(ImportError) in
            try fileImporter.preview(of: data, fileName: fileName, existingPets: existingPets, existingRecipes: existingRecipes)
        }
        return [ImportReport.Entry(fileName: fileName, outcome: outcome)]
    }

    /// Whether `data`, the bytes of `fileName`, is the app's own catalog format.
    static func isCatalog(_ data: Data, fileName: String) -> Bool {
        let pathExtension = (fileName as NSString).pathExtension.lowercased()
        guard pathExtension == "json" || pathExtension.isEmpty,
              data.first(where: { !Unicode.Scalar($0).properties.isWhitespace }) == UInt8(ascii: "{"),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        else { return false }
        return !catalogKeys.isDisjoint(with: object.keys)
    }

    private func catalogEntries(
        of data: Data, fileName: String, photosFolder: URL?, existingPets: [Pet], existingRecipes: [Recipe]
    ) -> [ImportReport.Entry] {
        let catalog: CatalogImportResult
        do {
            catalog = try CatalogImporter(translator: fileImporter.translator).importCatalog(from: data, fileName: fileName)
        } catch {
            return [ImportReport.Entry(fileName: fileName, outcome: .failure(error))]
        }
        // The catalog importer skips the whole record for every problem it reports; a photo
        // that cannot be copied skips nothing.
        let petPhotos = photosFolder.flatMap { folder in
            photos?.copies(pets: catalog.pets, recipes: [], folder: folder, translator: translator)
        }
        let recipePhotos = photosFolder.flatMap { folder in
            photos?.copies(pets: [], recipes: catalog.recipes, folder: folder, translator: translator)
        }
        let photoFiles = (petPhotos?.files ?? [:]).merging(recipePhotos?.files ?? [:]) { first, _ in first }
        let petProblems = catalog.petProblems + (petPhotos?.problems ?? [])
        let recipeProblems = catalog.recipeProblems + (recipePhotos?.problems ?? [])
        var entries: [ImportReport.Entry] = []
        if !catalog.pets.isEmpty || !petProblems.isEmpty {
            var preview = ImportPreview(
                pets: ImportResult(records: catalog.pets, problems: petProblems), existing: existingPets, translator: translator)
            preview.skippedCount = catalog.petProblems.count
            entries.append(ImportReport.Entry(fileName: fileName, outcome: .success(.pets(preview))))
        }
        if !catalog.recipes.isEmpty || !recipeProblems.isEmpty || entries.isEmpty {
            var preview = ImportPreview(
                recipes: ImportResult(records: catalog.recipes, problems: recipeProblems), existing: existingRecipes,
                translator: translator)
            preview.skippedCount = catalog.recipeProblems.count
            entries.append(ImportReport.Entry(fileName: fileName, outcome: .success(.recipes(preview))))
        }
        entries[0].photoFiles = photoFiles
        return entries
    }

    /// Why `fileName` could not be read, in words the user can act on: it is missing, a
    /// folder, or not readable by the user; else what the system said (`"Input/output
    /// error"`), never Foundation's error domain and code.
    func readError(_ error: any Error, fileName: String) -> ImportError {
        if let error = error as? ImportError { return error }
        let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? any Error ?? error
        let posixCode = (underlying as? POSIXError)?.code ?? {
            let underlying = underlying as NSError
            return underlying.domain == NSPOSIXErrorDomain ? POSIXErrorCode(rawValue: Int32(underlying.code)) : nil
        }()
        switch ((error as? CocoaError)?.code, posixCode) {
        case (.fileReadNoSuchFile?, _), (.fileNoSuchFile?, _), (_, .ENOENT?), (_, .ENOTDIR?):
            return ImportError(translator.tr("%1$@ could not be found.", fileName))
        case (.fileReadNoPermission?, _), (_, .EACCES?), (_, .EPERM?):
            return ImportError(translator.tr("%1$@ could not be opened: permission denied.", fileName))
        case (_, .EISDIR?):
            return ImportError(translator.tr("%1$@ is a folder, not a file.", fileName))
        case (_, let code?):
            return ImportError(translator.tr("%1$@ could not be read: %2$@", fileName, String(cString: strerror(code.rawValue))))
        case (_, nil):
            return ImportError(translator.tr("%1$@ could not be read.", fileName))
        }
    }

    /// Words the problems and errors.
    var translator: Translator { fileImporter.translator }
}

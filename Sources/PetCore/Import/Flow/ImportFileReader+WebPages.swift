import Foundation

extension ImportFileReader {
    /// The most bytes a recipe page may have: 16 MB. A recipe page with its inline scripts
    /// and styles is 0.1 to 3 MB; anything far larger is not one.
    static let pageByteLimit = 16_000_000

    /// The entries of the web page at `address`: fetched as a recipe page and previewed
    /// like a saved one, relative addresses resolved against where the page came from.
    /// Each ready recipe's photo is fetched too and brought like a catalog's photo files
    /// (copied into the library when the import is written); a photo that cannot be
    /// fetched leaves its recipe with the photo's address, and a problem says why.
    ///
    /// - Throws: `CancellationError` when the current task is cancelled while fetching.
    func entries(
        of address: WebAddress, existingPets: [Pet], existingRecipes: [Recipe], progress: @escaping @Sendable (Double) -> Void
    ) async throws(CancellationError) -> [ImportReport.Entry] {
        let name = address.typed
        guard let web else {
            return [ImportReport.Entry(fileName: name, outcome: .failure(ImportError(
                translator.tr("%1$@ is a web address, and this build of the app cannot fetch web pages.", name))))]
        }
        let page: WebResource
        do {
            page = try await web.fetch(address.url, as: .page, limit: Self.pageByteLimit) { received, expected in
                guard let expected, expected > 0 else { return }
                progress(min(1, Double(received) / Double(expected)))
            }
        } catch .cancelled {
            throw CancellationError()
        } catch {
            return [ImportReport.Entry(fileName: name, outcome: .failure(ImportError(error.message(for: name, translator: translator))))]
        }
        guard !Task.isCancelled else { throw CancellationError() }
        let outcome = Result { () throws(ImportError) in
            try fileImporter.preview(
                of: page.data, fileName: name, format: .recipeJSONLD, address: page.address, existingPets: existingPets,
                existingRecipes: existingRecipes)
        }
        guard case .success(.recipes(var preview)) = outcome, let photos else {
            return [ImportReport.Entry(fileName: name, outcome: outcome)]
        }
        let fetched = try await webPhotos(of: preview.ready, into: photos, using: web)
        preview.problems += fetched.problems
        return [ImportReport.Entry(fileName: name, outcome: .success(.recipes(preview)), photoFiles: fetched.files)]
    }

    /// The photos of `recipes` that are web addresses the app has no file for, each
    /// fetched into a temporary file the library takes, by address; and a problem for each
    /// that could not be fetched or is not a photo the library takes.
    private func webPhotos(
        of recipes: [Recipe], into photos: ImportPhotos, using web: any WebFetching
    ) async throws(CancellationError) -> (files: [String: PhotoFile], problems: [ImportProblem]) {
        var files: [String: PhotoFile] = [:]
        var problems: [ImportProblem] = []
        let library = photos.library
        for recipe in recipes {
            guard let reference = recipe.photo, files[reference] == nil, !photos.hasFile(reference),
                  let url = WebAddress(argument: reference)?.url
            else { continue }
            func problem(_ reason: String) {
                problems.append(ImportProblem(record: recipe.name, field: translator.tr("photo"), reason: reason))
            }
            let photo: WebResource
            do {
                photo = try await web.fetch(url, as: .photo, limit: library.limits.maxBytes) { _, _ in }
            } catch .cancelled {
                throw CancellationError()
            } catch {
                problem(translator.tr("not fetched, so the recipe keeps its address: %1$@", error.message(for: reference, translator: translator)))
                continue
            }
            let name = ["", "/", ".", ".."].contains(url.lastPathComponent) ? "photo" : url.lastPathComponent
            let file: PhotoFile
            do {
                file = try Self.temporaryFile(named: name, holding: photo.data)
            } catch {
                problem(translator.tr("not kept, so the recipe keeps its address: %1$@", error.localizedDescription))
                continue
            }
            switch library.check(file) {
            case .success: files[reference] = file
            case .failure(let failure): problem(failure.message(translator, formats: library.formats))
            }
        }
        return (files, problems)
    }

    /// A new file `name` in a folder of its own in the temporary directory, holding `data`.
    private static func temporaryFile(named name: String, holding data: Data) throws -> PhotoFile {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pet-adoption-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent(name, isDirectory: false)
        try data.write(to: url)
        return PhotoFile(name: name, url: url)
    }
}

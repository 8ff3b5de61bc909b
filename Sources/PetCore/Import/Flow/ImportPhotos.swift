import Foundation

/// Where the photos of an imported catalog go: the app's photo library, and which
/// references the app can show already (a copy in the library, a sample photo).
///
/// A catalog file keeps its photos in the `photos/` folder next to it
/// (`docs/catalog-format.md`). On import, a reference the app cannot show yet whose
/// file is in that folder is checked in the preview and copied into the library when
/// the import is written; the record then refers to the copy.
public struct ImportPhotos: Sendable {
    /// The library the photos are copied into.
    public var library: PhotoLibrary
    /// Whether the app already has the file `reference` names.
    public var hasFile: @Sendable (_ reference: String) -> Bool

    /// Photos copied into `library`, except those `hasFile` says the app has.
    public init(library: PhotoLibrary, hasFile: @escaping @Sendable (_ reference: String) -> Bool) {
        self.library = library
        self.hasFile = hasFile
    }

    /// The photos of `pets` and `recipes` to copy from `folder` (the catalog's
    /// `photos/` folder), by reference, and a problem for each that is not a photo the
    /// library takes (its record is still imported, keeping the reference).
    func copies(
        pets: [Pet], recipes: [Recipe], folder: URL, translator: Translator
    ) -> (files: [String: PhotoFile], problems: [ImportProblem]) {
        var files: [String: PhotoFile] = [:]
        var problems: [ImportProblem] = []
        var seen: Set<String> = []
        let owners = pets.map { ($0.photoReferences, $0.name) }
            + recipes.map { ([$0.photo].compactMap { $0 }, $0.name) }
        for (references, name) in owners {
            for reference in references where seen.insert(reference).inserted && !hasFile(reference) {
                let url = folder.appendingPathComponent(reference, isDirectory: false)
                guard FileManager.default.fileExists(atPath: url.path) else { continue }
                let file = PhotoFile(name: reference, url: url)
                switch library.check(file) {
                case .success: files[reference] = file
                case .failure(let problem):
                    problems.append(ImportProblem(
                        record: name, field: "photo", reason: problem.message(translator, formats: library.formats)))
                }
            }
        }
        return (files, problems)
    }
}

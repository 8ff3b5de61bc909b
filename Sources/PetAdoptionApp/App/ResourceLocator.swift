import Foundation

/// Finds the app's data folder (the sample catalog and its photos) and turns a view
/// model's photo reference into a file to load.
///
/// The data folder holds `Catalog/catalog.json` and `Catalog/photos/`. Nothing is baked
/// in at build time; ``locate(environment:executablePath:)`` looks, in order:
/// 1. at `$PET_ADOPTION_DATA_DIR`, when set (a packager's or a test's override);
/// 2. at `<folder of the executable>/../share/pet-adoption` (what `tools/install` and the
///    Flatpak lay out: `$PREFIX/bin/pet-adoption`, `$PREFIX/share/pet-adoption/Catalog`);
/// 3. at `Resources/` of the nearest folder above the executable holding
///    `Resources/Catalog/catalog.json` (the build tree: `.build/<triple>/debug/pet-adoption`).
///
/// ```swift
/// let resources = ResourceLocator.locate()
/// let path = resources?.photoPath(for: rowViewModel.photoReference)  // nil: show a placeholder
/// ```
struct ResourceLocator: Equatable, Sendable {
    /// The environment variable that names the data folder, overriding the search.
    static let dataDirectoryVariable = "PET_ADOPTION_DATA_DIR"

    /// The data folder: the one holding `Catalog/`.
    let dataDirectory: URL

    /// A locator for the data folder `dataDirectory`.
    init(dataDirectory: URL) {
        self.dataDirectory = dataDirectory.standardizedFileURL
    }

    /// `<data>/Catalog`: the sample catalog's folder.
    var catalogDirectory: URL { dataDirectory.appendingPathComponent("Catalog", isDirectory: true) }

    /// `<data>/Catalog/catalog.json`: the sample catalog.
    var catalogFile: URL { catalogDirectory.appendingPathComponent("catalog.json", isDirectory: false) }

    /// `<data>/Catalog/photos`: where the catalog's relative photo references point.
    var photosDirectory: URL { catalogDirectory.appendingPathComponent("photos", isDirectory: true) }

    /// Where the compiled translations are: `<prefix>/share/locale` beside an installed
    /// `<prefix>/share/pet-adoption`, or `.build/locale` (what `tools/compile-translations`
    /// writes) beside a build tree's `Resources`.
    var localeDirectory: URL {
        let parent = dataDirectory.deletingLastPathComponent()
        return dataDirectory.lastPathComponent == "Resources"
            ? parent.appendingPathComponent(".build/locale", isDirectory: true)
            : parent.appendingPathComponent("locale", isDirectory: true)
    }

    /// Finds the data folder as described above.
    ///
    /// - Parameters:
    ///   - environment: the process environment (for ``dataDirectoryVariable``).
    ///   - executablePath: the running executable; by default `/proc/self/exe`, else `argv[0]`.
    /// - Returns: `nil` when the variable is unset and neither layout is found.
    static func locate(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        executablePath: String? = nil
    ) -> ResourceLocator? {
        if let override = environment[dataDirectoryVariable], !override.isEmpty {
            return ResourceLocator(dataDirectory: URL(fileURLWithPath: override, isDirectory: true))
        }
        let executable = URL(fileURLWithPath: executablePath ?? runningExecutablePath())
        let binDirectory = executable.deletingLastPathComponent()
        let installed = ResourceLocator(
            dataDirectory: binDirectory.deletingLastPathComponent().appendingPathComponent("share/pet-adoption", isDirectory: true))
        if installed.hasCatalog { return installed }
        var folder = binDirectory.standardizedFileURL
        while true {
            let candidate = ResourceLocator(dataDirectory: folder.appendingPathComponent("Resources", isDirectory: true))
            if candidate.hasCatalog { return candidate }
            let parent = folder.deletingLastPathComponent().standardizedFileURL
            guard parent.path != folder.path else { return nil }
            folder = parent
        }
    }

    /// The file a photo reference names, or `nil` when there is nothing to load from
    /// disk (no reference, a web address, a relative path leaving the photo folder).
    ///
    /// A reference is a path relative to ``photosDirectory`` (`"pet-zoe.svg"`,
    /// `"dogs/zoe.png"`), an absolute path, or a `file://` URL.
    func photoPath(for reference: String?) -> String? {
        Self.photoPath(for: reference, relativeTo: photosDirectory)
    }

    /// The file a photo reference names, relative ones resolved in `photosDirectory`;
    /// without a photo folder only absolute paths and `file://` URLs name a file.
    static func photoPath(for reference: String?, relativeTo photosDirectory: URL?) -> String? {
        guard let reference, !reference.isEmpty else { return nil }
        if reference.hasPrefix("/") { return reference }
        if reference.contains(":") {
            guard let url = URL(string: reference), url.isFileURL, !url.path.isEmpty else { return nil }
            return url.path
        }
        let segments = reference.split(separator: "/", omittingEmptySubsequences: false)
        guard let photosDirectory, !segments.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." }) else {
            return nil
        }
        return photosDirectory.appendingPathComponent(reference, isDirectory: false).path
    }

    private var hasCatalog: Bool {
        FileManager.default.isReadableFile(atPath: catalogFile.path)
    }

    private static func runningExecutablePath() -> String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }
}

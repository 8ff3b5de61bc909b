import Foundation

/// The app's own photo folder: the one place that checks a photo file and copies it in.
///
/// Photos the staff add are copied here, never referenced where they were chosen (a
/// file in Downloads, on a USB stick or in the file chooser portal's mount may be gone
/// tomorrow). A copy is named by a new UUID with its format's extension
/// (`3F2504E0-4F89-41D3-9A0C-0305E82C3301.jpg`), written to a temporary file in the
/// folder and then renamed (`Data.WritingOptions.atomic`), so the folder never holds
/// half a photo. Pets refer to a copy as `library/<name>` (``reference(forFileNamed:)``),
/// which the view layer resolves with ``fileURL(forReference:in:)``.
///
/// A copy stays when the form that made it is cancelled or the photo is removed from its
/// pet; ``removeUnused(keeping:changedBefore:)`` removes such copies later.
///
/// ``add(_:)`` and ``removeUnused(keeping:changedBefore:)`` are synchronous file work:
/// call them off the main actor.
///
/// A library of the shelter's server (``sharedStore``) is this desk's copy of the
/// server's photos: a photo added here is also sent there (``share(_:)``), and a photo
/// another desk added is fetched from there the first time it is shown (``fetch(_:)``).
public struct PhotoLibrary: Sendable {
    /// The first path segment of references to photos in the library.
    public static let referencePrefix = "library/"

    /// The folder the photos are copied into (created when the first one is).
    public let directory: URL
    /// The formats accepted, in the order messages list them.
    public let formats: [PhotoFormat]
    /// How large a photo may be.
    public let limits: PhotoLimits
    /// Where the photos are kept for every desk, when the catalog is on the shelter's
    /// server; `nil`: the folder is their only place.
    public var sharedStore: (any PhotoRepository)?
    /// Whether the image at a file decodes (the view layer's decoder); a file that
    /// passes the header checks but does not decode is damaged.
    private let decodes: @Sendable (URL) -> Bool

    /// A library in `directory` accepting `formats` within `limits`.
    ///
    /// - Parameter decodes: tells whether the image at a URL decodes; by default every
    ///   file whose header is whole is taken to.
    public init(
        directory: URL, formats: [PhotoFormat] = PhotoFormat.allCases, limits: PhotoLimits = .standard,
        decodes: @escaping @Sendable (URL) -> Bool = { _ in true }
    ) {
        self.directory = directory
        self.formats = formats
        self.limits = limits
        self.decodes = decodes
    }

    /// The reference of the library's file `fileName`: `library/<fileName>`.
    public static func reference(forFileNamed fileName: String) -> String {
        referencePrefix + fileName
    }

    /// The file a library reference names inside `directory`; `nil` for a reference that
    /// is not the library's, or that would leave the folder.
    public static func fileURL(forReference reference: String, in directory: URL) -> URL? {
        fileName(forReference: reference).map { directory.appendingPathComponent($0, isDirectory: false) }
    }

    /// The name of the file in the folder a library reference names; `nil` for a
    /// reference that is not a library's or would leave its folder.
    public static func fileName(forReference reference: String) -> String? {
        guard reference.hasPrefix(referencePrefix) else { return nil }
        let name = String(reference.dropFirst(referencePrefix.count))
        guard !name.isEmpty, !name.contains("/"), name != ".", name != ".." else { return nil }
        return name
    }

    /// Checks every file of `files`, then copies them all into the folder.
    ///
    /// All or nothing: when one file is unreadable, unsupported, damaged or too large,
    /// nothing is copied and that file's problem is thrown (the first one, in order);
    /// when a copy fails, the copies made before it are removed.
    ///
    /// - Returns: the references of the copies, in the order of `files`.
    public func add(_ files: [PhotoFile]) throws(PhotoProblem) -> [String] {
        var checked: [(data: Data, format: PhotoFormat)] = []
        for file in files {
            checked.append(try check(file).get())
        }
        var written: [URL] = []
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            for (index, photo) in checked.enumerated() {
                let url = directory.appendingPathComponent("\(UUID().uuidString).\(photo.format.fileExtension)", isDirectory: false)
                do {
                    try photo.data.write(to: url, options: .atomic)
                } catch {
                    throw PhotoProblem.notCopied(name: files[index].name)
                }
                written.append(url)
            }
        } catch {
            for url in written { try? FileManager.default.removeItem(at: url) }
            throw (error as? PhotoProblem) ?? .notCopied(name: files.first?.name ?? "")
        }
        return written.map { Self.reference(forFileNamed: $0.lastPathComponent) }
    }

    /// Sends the copies `references` name (made by ``add(_:)``) to the ``sharedStore``,
    /// all or none; nothing to do for a library without one.
    ///
    /// - Throws: the store's error, or ``PhotoProblem/notCopied(name:)`` when a copy is gone.
    public func share(_ references: [String]) async throws {
        guard let sharedStore, !references.isEmpty else { return }
        var photos: [String: Data] = [:]
        for reference in references {
            guard let url = Self.fileURL(forReference: reference, in: directory), let data = try? Data(contentsOf: url) else {
                throw PhotoProblem.notCopied(name: reference)
            }
            photos[url.lastPathComponent] = data
        }
        try await sharedStore.savePhotos(photos)
    }

    /// Makes sure the photo `reference` names is in the folder, fetching it from the
    /// ``sharedStore`` when it is not (a photo another desk added). What is fetched must
    /// be a whole photo within the limits, or it is not kept.
    ///
    /// - Returns: whether the file is in the folder now.
    public func fetch(_ reference: String) async -> Bool {
        guard let url = Self.fileURL(forReference: reference, in: directory) else { return false }
        if FileManager.default.fileExists(atPath: url.path) { return true }
        guard let sharedStore, let data = try? await sharedStore.loadPhoto(named: url.lastPathComponent),
              data.count <= limits.maxBytes, case .success(let header) = PhotoHeader.read(data),
              formats.contains(header.format), header.pixelCount <= limits.maxPixels
        else { return false }
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try data.write(to: url, options: .atomic)
            return true
        } catch {
            return false
        }
    }

    /// Removes the folder's copies that no reference in `inUse` names and that were last
    /// changed before `cutoff`: photos of a form that was cancelled, removed from a pet or
    /// of a deleted pet. The cutoff spares the copies of a form still open (in another
    /// window of the app). Only files named as ``add(_:)`` names copies are ever removed,
    /// so a folder shared with other files (a database moved next to someone's photos
    /// with `PET_ADOPTION_DATABASE`) loses none of them.
    ///
    /// - Returns: how many files were removed.
    @discardableResult
    public func removeUnused(keeping inUse: Set<String>, changedBefore cutoff: Date) -> Int {
        let keys: [URLResourceKey] = [.isRegularFileKey, .contentModificationDateKey]
        guard let files = try? FileManager.default.contentsOfDirectory(
            at: directory, includingPropertiesForKeys: keys, options: [])
        else { return 0 }
        var removed = 0
        for file in files where Self.isCopyName(file.lastPathComponent)
            && !inUse.contains(Self.reference(forFileNamed: file.lastPathComponent)) {
            guard let values = try? file.resourceValues(forKeys: Set(keys)), values.isRegularFile == true,
                  let changed = values.contentModificationDate, changed < cutoff,
                  (try? FileManager.default.removeItem(at: file)) != nil
            else { continue }
            removed += 1
        }
        return removed
    }

    /// Whether `name` is a copy's name: an upper-case UUID and a format's extension.
    private static func isCopyName(_ name: String) -> Bool {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, let uuid = UUID(uuidString: String(parts[0])) else { return false }
        return uuid.uuidString == parts[0] && PhotoFormat.allCases.contains { $0.fileExtension == parts[1] }
    }

    /// The bytes and format of `file`, or why it cannot be a photo: read (within the
    /// byte limit, asked before reading), sniffed, its header whole, within the pixel
    /// limit, and decoding.
    public func check(_ file: PhotoFile) -> Result<(data: Data, format: PhotoFormat), PhotoProblem> {
        let name = file.name
        guard let url = file.url,
              let attributes = try? FileManager.default.attributesOfItem(atPath: url.path),
              attributes[.type] as? FileAttributeType == .typeRegular,
              let size = (attributes[.size] as? NSNumber)?.intValue
        else { return .failure(.unreadable(name: name)) }
        guard size <= limits.maxBytes else {
            return .failure(.tooManyBytes(name: name, bytes: size, limit: limits.maxBytes))
        }
        guard let data = try? Data(contentsOf: url) else { return .failure(.unreadable(name: name)) }
        let header: PhotoHeader
        switch PhotoHeader.read(data) {
        case .success(let read): header = read
        case .failure(.unknownFormat): return .failure(.unsupported(name: name))
        case .failure(.damaged): return .failure(.damaged(name: name))
        }
        guard formats.contains(header.format) else { return .failure(.unsupported(name: name)) }
        guard header.pixelCount <= limits.maxPixels else {
            return .failure(.tooManyPixels(name: name, pixels: header.pixelCount, limit: limits.maxPixels))
        }
        guard decodes(url) else { return .failure(.damaged(name: name)) }
        return .success((data, header.format))
    }
}

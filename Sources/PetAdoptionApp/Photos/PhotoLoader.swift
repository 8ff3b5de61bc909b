import CGtk
import Foundation
import PetCore

/// Loads photos for the view layer: resolves a view model's photo reference, decodes it
/// off the main thread at the size it is shown, and caches the result.
///
/// Use it through a ``PhotoView``, which shows a placeholder while a photo loads or when
/// it cannot, and drops a late result after its row was re-attached:
/// ```swift
/// let thumbnail = PhotoView(size: 48, loader: loader)
/// thumbnail.show(row.photoReference, description: row.photoDescription)  // in attach(to:)
/// thumbnail.clear()                                                         // in detach()
/// ```
/// Decoding runs in a detached task (`gdk_pixbuf_new_from_file_at_scale` is thread-safe);
/// completions run on the main actor. Requests for a photo already being decoded wait
/// for that decode. Decoded photos are kept by file and pixel size, least recently used
/// dropped first once ``costLimit`` bytes of pixels are kept. A missing, unreadable or
/// corrupt file, or a reference that is not a local file (a web address), completes with
/// `nil`: the placeholder stays.
@MainActor
final class PhotoLoader {
    /// The app's loader, resolving references in the data folder ``ResourceLocator``
    /// finds; every page uses it, so they share one cache. (List rows are built by
    /// ``RowList`` without arguments, so they reach their loader here.)
    static let shared = PhotoLoader(paths: PhotoPaths(catalogPhotos: ResourceLocator.locate()?.photosDirectory))

    /// The default memory limit: 32 MiB of pixels (a few hundred thumbnails).
    static let defaultCostLimit = 32 << 20

    /// Where references point; the library folder is ``library``'s.
    private(set) var paths: PhotoPaths
    /// The catalog's photo library, set by the composition root: its folder is where
    /// `library/…` references point, and a photo missing there is fetched from its
    /// shared store (the shelter's server) before it is decoded.
    var library: PhotoLibrary? {
        didSet { paths.library = library?.directory }
    }

    private var cache: PhotoCache
    private var waiting: [PhotoKey: [@MainActor (PhotoTexture?) -> Void]] = [:]

    /// A loader resolving references with `paths`, keeping at most `costLimit` bytes of
    /// decoded pixels.
    init(paths: PhotoPaths, costLimit: Int = PhotoLoader.defaultCostLimit) {
        self.paths = paths
        cache = PhotoCache(costLimit: costLimit)
    }

    /// The most pixel memory kept, in bytes.
    var costLimit: Int { cache.costLimit }

    /// How many decoded photos are kept.
    var cachedCount: Int { cache.count }

    /// The key `reference` at `pixelSize` is decoded and cached under, or `nil` when it
    /// names no local file.
    func key(for reference: String?, pixelSize: Int32) -> PhotoKey? {
        guard pixelSize > 0, let path = paths.path(for: reference) else { return nil }
        return PhotoKey(path: path, pixelSize: pixelSize)
    }

    /// Whether the photo for `reference` at `pixelSize` is cached.
    func isCached(_ reference: String?, pixelSize: Int32) -> Bool {
        guard let key = key(for: reference, pixelSize: pixelSize) else { return false }
        return cache.texture(for: key) != nil
    }

    /// Loads the photo `reference` names as a `pixelSize` square (device pixels).
    ///
    /// `completion` gets the texture, or `nil` when there is none to show. It runs at
    /// once, before this returns, for a cached photo or a reference that names no local
    /// file; otherwise later, on the main actor, once the photo is decoded.
    func load(_ reference: String?, pixelSize: Int32, completion: @escaping @MainActor (PhotoTexture?) -> Void) {
        guard let key = key(for: reference, pixelSize: pixelSize) else {
            completion(nil)
            return
        }
        if let texture = cache.texture(for: key) {
            completion(texture)
            return
        }
        if waiting[key] != nil {
            waiting[key]?.append(completion)
            return
        }
        waiting[key] = [completion]
        let fetching = reference.flatMap { reference in library.map { (reference, $0) } }
        PendingWork.start { [weak self] in
            let texture = await Task.detached(priority: .userInitiated) { () -> PhotoTexture? in
                if let (reference, library) = fetching, library.sharedStore != nil, reference.hasPrefix(PhotoLibrary.referencePrefix) {
                    guard await library.fetch(reference) else { return nil }
                }
                return PhotoDecoder.decode(key)
            }.value
            self?.finish(key, with: texture)
        }
    }

    private func finish(_ key: PhotoKey, with texture: PhotoTexture?) {
        if let texture { cache.insert(texture, for: key) }
        let completions = waiting.removeValue(forKey: key) ?? []
        for completion in completions { completion(texture) }
    }
}

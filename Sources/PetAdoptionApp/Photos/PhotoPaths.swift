import Foundation
import PetCore

/// Where photo references point on disk: `library/…` references to the copies in the
/// app's photo folder (``PhotoLibrary``), the others as ``ResourceLocator`` resolves
/// them (relative ones in the catalog's `photos/` folder). Shown photos and exported
/// ones find their files through this one rule.
struct PhotoPaths: Sendable {
    /// The folder relative references are in: the sample catalog's photos.
    var catalogPhotos: URL?
    /// The app's photo folder, where `library/…` references point; `nil` when unknown.
    var library: URL?

    /// The photo folder beside the database file `databaseFile` (`<data folder>/photos`),
    /// where photos added in the pet form are copied.
    static func library(besideDatabase databaseFile: URL) -> URL {
        databaseFile.deletingLastPathComponent().appendingPathComponent("photos", isDirectory: true)
    }

    /// The file `reference` names, or `nil` when there is none to read (no reference, a
    /// web address, a path leaving its folder, a library reference without a library).
    func path(for reference: String?) -> String? {
        if let reference, reference.hasPrefix(PhotoLibrary.referencePrefix) {
            guard let library else { return nil }
            return PhotoLibrary.fileURL(forReference: reference, in: library)?.path
        }
        return ResourceLocator.photoPath(for: reference, relativeTo: catalogPhotos)
    }
}

import Foundation
import Observation

/// The photos of a pet as its form edits them: an ordered list whose first photo is the
/// pet's picture (``photo``) and whose others show on its page (``morePhotos``).
///
/// ``add(_:)`` checks and copies files into the ``PhotoLibrary`` off the main actor; a
/// batch with one bad file (unsupported, damaged, too large, unreadable) adds nothing,
/// and ``message`` says which file and why. ``remove(at:)`` drops a photo from the list
/// (its copy stays in the library), ``useAsMain(at:)`` moves one first.
@MainActor @Observable public final class PetPhotosEditor {
    /// The photo references, the pet's picture first.
    public private(set) var references: [String]
    /// Why the last files were not added; `nil` before, and once photos were added.
    public private(set) var message: String?
    /// Whether files are being checked and copied.
    public private(set) var isAdding = false

    @ObservationIgnored private let library: PhotoLibrary?
    @ObservationIgnored private let translator: Translator

    /// An editor of `photo` followed by `morePhotos`, adding files to `library` (none:
    /// photos can be removed and reordered, not added).
    public init(photo: String?, morePhotos: [String], library: PhotoLibrary?, translator: Translator) {
        references = (photo.map { [$0] } ?? []) + morePhotos
        self.library = library
        self.translator = translator
    }

    /// The pet's picture: the first photo.
    public var photo: String? { references.first }
    /// The pet's other photos.
    public var morePhotos: [String] { Array(references.dropFirst()) }

    /// The photos as the form lists them.
    public var items: [PetPhotoItem] { PetPhotoItem.items(references, translator: translator) }

    /// Whether files can be added now: there is a library and no batch is being copied.
    public var canAdd: Bool { library != nil && !isAdding }

    /// The group's heading.
    public var title: String { translator.tr("Photos") }
    /// The line under the heading.
    public var hint: String {
        translator.tr("The first photo is the pet’s picture. Add photos with the button or drop image files on the form.")
    }
    /// The label of the button that opens the file chooser.
    public var addLabel: String { translator.tr("_Add Photos…") }
    /// The file chooser's title.
    public var chooserTitle: String { translator.tr("Add Photos") }
    /// The name of the file chooser's image filter.
    public var filterName: String { translator.tr("Images") }
    /// The label of the button that makes a photo the main one.
    public var useAsMainText: String { translator.tr("Use as Main Photo") }
    /// What the list says when there are no photos.
    public var emptyText: String { translator.tr("No photos") }
    /// The file name endings the file chooser's image filter offers.
    public var fileSuffixes: [String] { (library?.formats ?? []).flatMap(\.fileSuffixes) }

    /// Checks `files` and copies them into the library off the main actor (and on to the
    /// shelter's server, for a catalog there), then appends their references; when one is
    /// bad, or the server does not take them, adds none and sets ``message``.
    public func add(_ files: [PhotoFile]) async {
        guard let library, !files.isEmpty, !isAdding else { return }
        isAdding = true
        defer { isAdding = false }
        let result = await Task.detached(priority: .userInitiated) { () -> Result<[String], PhotoProblem> in
            do throws(PhotoProblem) { return .success(try library.add(files)) } catch { return .failure(error) }
        }.value
        switch result {
        case .success(let added):
            do {
                try await library.share(added)
            } catch {
                message = Self.notShared(error, translator)
                return
            }
            references += added
            message = nil
        case .failure(let problem):
            let text = problem.message(translator, formats: library.formats)
            message = files.count > 1 ? translator.tr("%1$@ No photos were added.", text) : text
        }
    }

    /// What to say when the shelter's server did not take photos: `error` says why.
    nonisolated static func notShared(_ error: any Error, _ translator: Translator) -> String {
        translator.tr("The photos could not be sent to the shelter’s server: %1$@", FailureMessage.reason(of: error, translator: translator))
    }

    /// Shows the photos of `other` instead: another version of the record's photos.
    public func show(_ other: PetPhotosEditor) {
        references = other.references
    }

    /// Removes the photo at `index` from the list (a later one becomes the picture when it was the first).
    public func remove(at index: Int) {
        guard references.indices.contains(index) else { return }
        references.remove(at: index)
    }

    /// Makes the photo at `index` the pet's picture; the others keep their order.
    public func useAsMain(at index: Int) {
        guard references.indices.contains(index), index > 0 else { return }
        references.insert(references.remove(at: index), at: 0)
    }
}

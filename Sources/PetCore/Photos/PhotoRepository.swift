import Foundation

/// A store that keeps the photo files of the catalog itself, so that every computer that
/// opens the catalog sees them: the shelter's server. (This computer's catalog keeps its
/// photos in a folder beside its file instead, ``PhotoLibrary``'s.)
///
/// A photo is named as ``PhotoLibrary`` names its copies (a new UUID and its format's
/// extension), so a name never means two different photos, and a desk may keep what it
/// fetched for as long as it likes.
public protocol PhotoRepository: Sendable {
    /// Keeps the photos, each by its file name; a name the store has already is left as
    /// it is. All or nothing.
    func savePhotos(_ photos: [String: Data]) async throws
    /// The bytes of the photo named `name`, or `nil` when the store has none.
    func loadPhoto(named name: String) async throws -> Data?
}

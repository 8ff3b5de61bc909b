import Foundation
import PetCore
import Synchronization

/// A shared store in memory.
final class MemoryPhotoStore: PhotoRepository {
    let photos = Mutex<[String: Data]>([:])

    func savePhotos(_ photos: [String: Data]) async throws {
        self.photos.withLock { $0.merge(photos) { kept, _ in kept } }
    }

    func loadPhoto(named name: String) async throws -> Data? {
        photos.withLock { $0[name] }
    }
}

import Foundation
import PetCore
import PostgresNIO

extension ShelterServer: PhotoRepository {
    public func savePhotos(_ photos: [String: Data]) async throws {
        guard !photos.isEmpty else { return }
        try await transaction(.unlimited) { connection in
            for (name, bytes) in photos.sorted(by: { $0.key < $1.key }) {
                _ = try await connection.query(
                    "INSERT INTO photo (name, bytes) VALUES (\(name), \(bytes)) ON CONFLICT (name) DO NOTHING", logger: Self.logger)
            }
        }
    }

    public func loadPhoto(named name: String) async throws -> Data? {
        try await run(.unlimited) { connection in
            try await Self.values(connection.query("SELECT bytes FROM photo WHERE name = \(name)", logger: Self.logger), as: Data.self)
                .first
        }
    }
}

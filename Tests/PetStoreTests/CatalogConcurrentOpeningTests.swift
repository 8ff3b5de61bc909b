import Foundation
import PetCore
import Testing
@testable import PetStore

/// A new catalog file opened by several connections at once (a desk's last-seen copy
/// written while a start-up reads it, a second instance of the app) is migrated once, and
/// each connection opens it.
@Suite("Catalog database: opened by several connections at once")
struct CatalogConcurrentOpeningTests {
    @Test func aNewFile_openedByFourConnectionsAtOnce_opensForEach() async throws {
        for round in 0..<20 {
            let file = try StoreFixtures.temporaryFolder().appendingPathComponent("catalog-\(round).sqlite")
            let openings = await withTaskGroup(of: Result<CatalogDatabase, any Error>.self) { group in
                for _ in 0..<4 {
                    group.addTask { Result { try CatalogDatabase.open(at: DatabaseLocation(fileURL: file), seed: { .empty }).database } }
                }
                return await group.reduce(into: []) { $0.append($1) }
            }
            let failures = openings.compactMap { opening in
                if case .failure(let error) = opening { "\(error)" } else { nil }
            }
            #expect(failures.isEmpty, "round \(round)")
            let databases = openings.compactMap { try? $0.get() }
            #expect(try databases.first?.loadPets().isEmpty == true)
            // Each closing connection truncates the log, which the others still reading refuse.
            for database in databases { try? database.close() }
        }
    }
}

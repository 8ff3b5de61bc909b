import Foundation
import PetCore
import PetServerStore
import PetStore
import Testing

/// The three stores the catalog can live in, each made fresh and empty for one test.
enum ContractStore: String, CaseIterable, CustomTestStringConvertible, Sendable {
    case memory, sqlite, postgres

    var testDescription: String { rawValue }

    /// The stores a run has: PostgreSQL when `tools/run-tests` started one.
    static var available: [ContractStore] {
        TestServer.isAvailable ? allCases : [.memory, .sqlite]
    }

    /// The stores that check values against a schema (a negative cooking time fails).
    static var checked: [ContractStore] {
        available.filter { $0 != .memory }
    }

    /// A new empty store of this kind.
    func make() async throws -> any CatalogStoreUnderTest {
        switch self {
        case .memory:
            return InMemoryCatalogStore()
        case .sqlite:
            let folder = FileManager.default.temporaryDirectory
                .appendingPathComponent("CatalogStoreContractTests-\(UUID().uuidString)", isDirectory: true)
            return try CatalogDatabase.open(
                at: DatabaseLocation(fileURL: folder.appendingPathComponent("catalog.sqlite")), seed: { .empty }
            ).database
        case .postgres:
            return try await ShelterServer.open(try await TestServer.makeCatalog(), password: nil)
        }
    }
}

/// What the contract asks of a store: the shelter's records and their import batches.
protocol CatalogStoreUnderTest: PetRepository, RecipeRepository, CatalogImporting {}

extension InMemoryCatalogStore: CatalogStoreUnderTest {}
extension CatalogDatabase: CatalogStoreUnderTest {}
extension ShelterServer: CatalogStoreUnderTest {}

import Foundation
import PetCore
@testable import PetServerStore
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
        try await makeTwoDesks().first
    }

    /// Two handles on one new empty store, as two desks have: one store in memory; two
    /// connections to one SQLite file (as two windows, or two processes, on this
    /// computer); two connection pools on one server catalog.
    func makeTwoDesks() async throws -> (first: any CatalogStoreUnderTest, second: any CatalogStoreUnderTest) {
        switch self {
        case .memory:
            let store = InMemoryCatalogStore()
            return (store, store)
        case .sqlite:
            let folder = FileManager.default.temporaryDirectory
                .appendingPathComponent("CatalogStoreContractTests-\(UUID().uuidString)", isDirectory: true)
            let location = DatabaseLocation(fileURL: folder.appendingPathComponent("catalog.sqlite"))
            let first = try CatalogDatabase.open(at: location, seed: { .empty }).database
            return (first, try CatalogDatabase.open(at: location, seed: { .empty }).database)
        case .postgres:
            let catalog = try await TestServer.makeCatalog()
            return (try await ShelterServer.open(catalog, password: nil), try await ShelterServer.open(catalog, password: nil))
        }
    }

    /// How many adoptions `store` (of this kind) holds for the pet `id`, undone or not.
    func adoptionCount(of id: Pet.ID, in store: any CatalogStoreUnderTest) async throws -> Int {
        switch store {
        case let memory as InMemoryCatalogStore:
            return memory.adoptions[id]?.count ?? 0
        case let database as CatalogDatabase:
            return try database.adoptions(petID: id).count
        case let server as ShelterServer:
            return try await TestServer.admin(server.address.database) { connection in
                try await ShelterServer.values(connection.query(
                    "SELECT count(*)::int FROM adoption WHERE pet_id = \(id)", logger: TestServer.logger), as: Int.self).first ?? 0
            }
        default:
            Issue.record("no adoptions to count in \(store)")
            return 0
        }
    }
}

extension ContractStore {
    /// The versions of the pet or recipe `id` that `store` (of this kind) records as
    /// saved over on purpose, oldest first.
    func overwrittenVersions(of id: String, in store: any CatalogStoreUnderTest) async throws -> [Int64] {
        switch store {
        case let memory as InMemoryCatalogStore:
            return memory.overwrites[id] ?? []
        case let database as CatalogDatabase:
            return try database.overwrittenVersions(of: id)
        case let server as ShelterServer:
            return try await TestServer.admin(server.address.database) { connection in
                try await ShelterServer.values(connection.query(
                    "SELECT overwritten_version FROM overwrite WHERE record_id = \(id) ORDER BY id", logger: TestServer.logger),
                    as: Int64.self)
            }
        default:
            Issue.record("no overwrites to read in \(store)")
            return []
        }
    }
}

/// What the contract asks of a store: the shelter's records and their import batches.
protocol CatalogStoreUnderTest: PetRepository, RecipeRepository, CatalogImporting {}

extension InMemoryCatalogStore: CatalogStoreUnderTest {}
extension CatalogDatabase: CatalogStoreUnderTest {}
extension ShelterServer: CatalogStoreUnderTest {}

import Foundation
import PetCore
import PetStore
import Testing
@testable import PetAdoptionApp

/// The composition root: the real GRDB catalog behind the real view models.
@Suite("App services")
@MainActor
struct AppServicesTests {
    private let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("AppServicesTests-\(UUID().uuidString)", isDirectory: true)
    private var location: DatabaseLocation {
        DatabaseLocation(fileURL: folder.appendingPathComponent("catalog.sqlite"))
    }
    private var resources: ResourceLocator {
        ResourceLocator(dataDirectory: URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Resources", isDirectory: true))
    }

    @Test func firstStart_seedsTheSampleCatalog() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let services = try AppServices.start(location: location, resources: resources)
        #expect(services.petCatalog.count == 24)
        #expect(services.recipeList.countText == "10 recipes")
        #expect(services.notice == nil)
    }

    @Test func laterStart_keepsTheUsersChanges_insteadOfSeedingAgain() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = try AppServices.start(location: location, resources: resources)
        let petID = try #require(first.petCatalog.pets.first?.id)
        try first.petCatalog.setFavourite(true, petID: petID)
        try first.petCatalog.delete(petID: try #require(first.petCatalog.pets.last?.id))
        try first.database.close()

        let second = try AppServices.start(location: location, resources: resources)
        #expect(second.petCatalog.count == 23)
        #expect(second.petCatalog.isFavourite(petID))
    }

    @Test func aChangeMadeThroughAnotherConnection_reachesThePetCatalog() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let services = try AppServices.start(location: location, resources: resources)
        let petID = try #require(services.petCatalog.pets.first { !services.petCatalog.isFavourite($0.id) }?.id)

        let other = try CatalogDatabase.open(at: location, seed: { .empty }).database
        try other.setFavourite(true, petID: petID)

        let deadline = ContinuousClock.now + .seconds(10)
        while !services.petCatalog.isFavourite(petID), ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(20))
        }
        #expect(services.petCatalog.isFavourite(petID))
    }

    @Test func unavailableSections_sayWhyTheCatalogCannotBeOpened() {
        struct NewerSchema: LocalizedError {
            var errorDescription: String? { "The catalog was saved by a newer version of Pet Adoption." }
        }
        let sections = AppServices.unavailableSections(reason: NewerSchema())
        #expect(sections.map(\.name) == ["pets", "recipes"])
        let first = try? #require(sections.first as? PlaceholderSection)
        #expect(first?.listDescription == "The catalog was saved by a newer version of Pet Adoption.")
        #expect(first?.detailTitle == "Can’t Open the Catalog")
    }
}

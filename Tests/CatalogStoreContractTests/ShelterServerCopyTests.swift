import Foundation
import PetCore
@testable import PetServerStore
import PostgresNIO
import Testing

/// Copying this computer's catalog to the shelter's server: one transaction, every pet,
/// recipe, adoption and photo with their ids and origins; a server with records of its
/// own is merged into only when asked, by the import's rules for duplicates.
@Suite("Shelter server: copying this computer's catalog", .enabled(if: TestServer.isAvailable))
struct ShelterServerCopyTests {
    private let photoName = UUID().uuidString + ".png"
    private let photoBytes = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 7])

    private func staff(_ catalog: ShelterServerAddress) async throws -> ShelterServer {
        var address = catalog
        address.user = try await TestServer.makeUser(memberOf: "shelter_staff")
        return try await ShelterServer.open(address, password: nil)
    }

    /// A catalog of two pets (one from an import, with its origin; one adopted twice, the
    /// first time undone), a recipe, and one library photo that is on this computer and
    /// one that is not.
    private func localCatalog() -> CatalogCopy {
        var imported = ContractRecords.pet("p-imported", name: "Bella", origin: PetOrigin(source: "ShelterLuv", animalID: "A-17"))
        imported.photo = PhotoLibrary.reference(forFileNamed: photoName)
        imported.morePhotos = [PhotoLibrary.reference(forFileNamed: UUID().uuidString + ".jpg"), "bella-2.jpg"]
        var adopted = ContractRecords.plainPet("p-adopted", name: "Max")
        adopted.status = .adopted
        let adoptions = [
            AdoptionRecord(petID: "p-adopted", adoptedAt: Date(timeIntervalSince1970: 1_700_000_000), isUndone: true),
            AdoptionRecord(petID: "p-adopted", adoptedAt: Date(timeIntervalSince1970: 1_700_086_400)),
        ]
        let photos = [photoName: photoBytes]
        return CatalogCopy(pets: [imported, adopted], recipes: [ContractRecords.recipe("r1")], adoptions: adoptions) { photos[$0] }
    }

    @Test func toAnEmptyServer_everyRecordIsCopied_withItsIdOriginAdoptionsAndPhotos() async throws {
        let catalog = try await TestServer.makeCatalog()
        let server = try await staff(catalog)
        let copy = localCatalog()

        let report = try await server.copyCatalog(copy, merge: false)

        #expect(report == CatalogCopyReport(pets: 2, recipes: 1, adoptions: 2, photos: 1))
        #expect(report.text(.english) == "Copied 2 pets, 1 recipe, 2 adoptions and 1 photo to the server.")
        #expect(try await server.loadPets().sorted { $0.id < $1.id } == copy.pets.sorted { $0.id < $1.id })
        #expect(try await server.loadRecipes() == copy.recipes)
        #expect(try await server.loadPhoto(named: photoName) == photoBytes)
        let adoptions = try await TestServer.admin(catalog.database) { connection in
            try await ShelterServer.values(connection.query(
                "SELECT is_undone FROM adoption WHERE pet_id = 'p-adopted' ORDER BY adopted_at", logger: TestServer.logger), as: Bool.self)
        }
        #expect(adoptions == [true, false])
        await server.close()
    }

    @Test func aServerWithRecords_isRefused_thenMergedInto_whenAsked() async throws {
        let server = try await staff(try await TestServer.makeCatalog())
        var theirs = ContractRecords.plainPet("p-theirs", name: "Their Bella")
        theirs.origin = PetOrigin(source: "ShelterLuv", animalID: "A-17")
        try await server.savePet(theirs)

        await #expect(throws: CatalogCopyRefusal.serverNotEmpty(pets: 1, recipes: 0)) {
            _ = try await server.copyCatalog(localCatalog(), merge: false)
        }
        #expect(try await server.loadPets().map(\.id) == ["p-theirs"], "a refused copy writes nothing")

        let report = try await server.copyCatalog(localCatalog(), merge: true)
        #expect(report.pets == 1 && report.skippedPets == 1, "the pet with the server's origin is left out")
        #expect(report.text(.english).hasSuffix(
            "The server’s own 1 pet and 0 recipes with the same ids or origins were kept as they were."))
        #expect(try await server.loadPets().map(\.id).sorted() == ["p-adopted", "p-theirs"])
        #expect(try await server.loadPets().first { $0.id == "p-theirs" }?.name == "Their Bella")
        await server.close()
    }

    @Test func aRecordTheServerRefuses_leavesNothingCopied() async throws {
        let server = try await staff(try await TestServer.makeCatalog())
        let local = localCatalog()
        var refused = ContractRecords.plainPet("p-refused", name: "Owes Us")
        refused.fee = -5  // The server's schema refuses a negative fee.
        let copy = CatalogCopy(pets: local.pets + [refused], recipes: local.recipes, adoptions: local.adoptions, readPhoto: local.readPhoto)

        await #expect(throws: ShelterServerError.invalidValue) { _ = try await server.copyCatalog(copy, merge: false) }

        #expect(try await server.loadPets().isEmpty)
        #expect(try await server.loadRecipes().isEmpty)
        #expect(try await server.loadPhoto(named: photoName) == nil)
        await server.close()
    }
}

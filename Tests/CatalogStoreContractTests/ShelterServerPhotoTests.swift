import Foundation
import PetCore
import PetServerStore
import PostgresNIO
import Testing

/// The catalog's photos on the shelter's server, where every desk finds them: kept by
/// their library names, within the app's limits, written by staff only.
@Suite("Shelter server: photos", .enabled(if: TestServer.isAvailable))
struct ShelterServerPhotoTests {
    private let name = UUID().uuidString + ".png"
    private let bytes = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 1, 2, 3])

    private func desk(_ catalog: ShelterServerAddress, memberOf group: String) async throws -> ShelterServer {
        var address = catalog
        address.user = try await TestServer.makeUser(memberOf: group)
        return try await ShelterServer.open(address, password: nil)
    }

    @Test func aPhotoSavedAtOneDesk_isLoadedAtAnother_byteForByte() async throws {
        let catalog = try await TestServer.makeCatalog()
        let staff = try await desk(catalog, memberOf: "shelter_staff")
        let lobby = try await desk(catalog, memberOf: "shelter_visitor")
        try await staff.savePhotos([name: bytes])
        #expect(try await lobby.loadPhoto(named: name) == bytes)
        #expect(try await lobby.loadPhoto(named: UUID().uuidString + ".jpg") == nil)
        await staff.close()
        await lobby.close()
    }

    @Test func aNameTheServerHas_keepsItsFirstPhoto() async throws {
        let server = try await desk(try await TestServer.makeCatalog(), memberOf: "shelter_staff")
        try await server.savePhotos([name: bytes])
        try await server.savePhotos([name: Data([1])])
        #expect(try await server.loadPhoto(named: name) == bytes)
        await server.close()
    }

    @Test func photosAreSavedAllOrNone_andOnlyUnderTheAppsNames() async throws {
        let server = try await desk(try await TestServer.makeCatalog(), memberOf: "shelter_staff")
        let good = UUID().uuidString + ".jpg"
        await #expect(throws: ShelterServerError.invalidValue) {
            try await server.savePhotos([good: bytes, "../../etc/passwd": bytes])
        }
        await #expect(throws: ShelterServerError.invalidValue) { try await server.savePhotos([name: Data()]) }
        #expect(try await server.loadPhoto(named: good) == nil, "nothing of a refused batch is kept")
        await server.close()
    }

    @Test func aVisitor_mayNotAddPhotos() async throws {
        let lobby = try await desk(try await TestServer.makeCatalog(), memberOf: "shelter_visitor")
        await #expect(throws: ShelterServerError.readOnly) { try await lobby.savePhotos([name: bytes]) }
        await lobby.close()
    }

    @Test func aCatalogSetUpByTheFirstVersion_getsThePhotoTable_whenADeskOpensIt() async throws {
        let address = try await TestServer.makeCatalog()
        // As the first version left it: no photos (2), no change log (3), no overwrites (4),
        // no recipe language (5).
        for statement: PostgresQuery in [
            "DROP TABLE photo", "DROP TABLE change_log", "DROP FUNCTION log_catalog_change, notify_catalog_change CASCADE",
            "DROP TABLE overwrite", "ALTER TABLE recipe DROP COLUMN language",
            "DELETE FROM schema_migration WHERE version >= 2",
        ] {
            try await TestServer.execute(statement, in: address.database)
        }
        let server = try await ShelterServer.open(address, password: nil)
        try await server.savePhotos([name: bytes])
        #expect(try await server.loadPhoto(named: name) == bytes)
        await server.close()
    }
}

import Foundation
import PetCore
import Testing
@testable import PetAdoptionApp

/// The choice of where the catalog lives, kept in a key file between runs: the server's
/// address and nothing secret; a file that is missing, damaged or edited into something
/// unsafe opens this computer's catalog.
@Suite("Where the catalog lives, between runs")
struct CatalogPlaceFileTests {
    private let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pet-adoption-place-\(UUID().uuidString)")
    private var file: CatalogPlaceFile { CatalogPlaceFile(directory: folder.path) }
    private let server = ShelterServerAddress(
        host: "db.shelter.example", port: 6432, database: "catalog", user: "frontdesk", tls: .verifyCA,
        rootCertificateFile: "/etc/shelter/ca.pem")

    @Test func noFile_isThisComputer() {
        #expect(file.load() == .thisComputer)
        #expect(file.lastServerAddress == nil)
    }

    @Test func aServer_isKeptWholeBetweenRuns_andItsFileIsTheOwnersAlone() throws {
        try file.save(.shelterServer(server))
        #expect(CatalogPlaceFile(directory: folder.path).load() == .shelterServer(server))
        let attributes = try FileManager.default.attributesOfItem(atPath: folder.path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o700)
        try? FileManager.default.removeItem(at: folder)
    }

    @Test func goingBackToThisComputer_remembersTheServer_forPreferences() throws {
        try file.save(.shelterServer(server))
        try file.save(.thisComputer)
        #expect(file.load() == .thisComputer)
        #expect(file.lastServerAddress == server)
        try? FileManager.default.removeItem(at: folder)
    }

    @Test(arguments: [
        "[catalog]\nplace=shelter-server\nhost=db.shelter.example\nport=5432\ndatabase=catalog\nuser=frontdesk\nsslmode=disable\n",
        "[catalog]\nplace=shelter-server\nhost=db.shelter.example\nport=99999\ndatabase=catalog\nuser=frontdesk\n",
        "[catalog]\nplace=shelter-server\nhost=db.shelter.example\n",
        "not a key file",
    ])
    func aFileEditedIntoSomethingUnsafeOrIncomplete_opensThisComputersCatalog(_ text: String) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: file.path))
        #expect(file.load() == .thisComputer)
        try? FileManager.default.removeItem(at: folder)
    }
}

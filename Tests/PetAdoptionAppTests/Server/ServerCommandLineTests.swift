import Foundation
import PetCore
import Testing
@testable import PetAdoptionApp

/// `pet-adoption --server ADDRESS` from a terminal, end to end against a real PostgreSQL:
/// setting the catalog up, importing at a staff desk, and a visitor desk that may only
/// look.
@Suite("Shelter server from the command line, end to end", .enabled(if: ShelterServerFixture.isAvailable))
struct ServerCommandLineTests {
    private let files: ImportTestFiles

    init() throws {
        files = try ImportTestFiles()
    }

    private func run(_ arguments: [String]) throws -> ExecutableRun {
        try ExecutableRun.run(arguments, in: files.folder)
    }

    @Test func setUp_createsTheCatalog_once() throws {
        let address = ShelterServerFixture.address(database: try ShelterServerFixture.makeDatabase())

        let first = try run(["--server", address, "--set-up-server"])
        let second = try run(["--server", address, "--set-up-server"])

        #expect(first.status == ServerSetUpCommand.success, "\(first.errors)")
        #expect(first.output.hasPrefix("Set up the shelter catalog in “"))
        #expect(first.output.contains("  1: catalog: pets, adoptions, recipes, import batches\n"))
        #expect(second.status == ServerSetUpCommand.success)
        #expect(second.output.hasSuffix(" is up to date.\n"))
    }

    @Test func aStaffDesk_imports_andAVisitorDesk_readsButMayNotWrite() throws {
        let database = try ShelterServerFixture.makeDatabase()
        #expect(try run(["--server", ShelterServerFixture.address(database: database), "--set-up-server"]).status == 0)
        let staff = ShelterServerFixture.address(database: database, user: try ShelterServerFixture.makeUser(memberOf: "shelter_staff"))
        let visitor = ShelterServerFixture.address(
            database: database, user: try ShelterServerFixture.makeUser(memberOf: "shelter_visitor"))
        let intake = try writeIntake("intake.csv", id: "A1", name: "Pip")
        let lobbyIntake = try writeIntake("lobby.csv", id: "A2", name: "Mo")

        let imported = try run(["--server", staff, "--import", intake.path])
        let refused = try run(["--server", visitor, "--import", lobbyIntake.path])
        let exported = try run(["--server", visitor, "--export", "json", "shelter.json"])

        #expect(imported.status == ImportCommand.success, "\(imported.errors)")
        #expect(imported.output.hasSuffix("Imported 1 pet.\n"))
        #expect(refused.status == ImportCommand.failure)
        #expect(refused.errors.hasSuffix(
            "pet-adoption: nothing was imported: This desk may only look at the catalog: its user on the server is a visitor.\n"))
        #expect(exported.status == ExportCommand.success, "\(exported.errors)")
        let read = try CatalogImporter().importCatalog(from: try Data(contentsOf: files.folder.appendingPathComponent("shelter.json")))
        #expect(read.pets.map(\.name) == ["Pip"])
    }

    @MainActor @Test func aDeskThatNeverShowedAPhoto_exportsIt_fetchedFromTheServer() throws {
        let database = try ShelterServerFixture.makeDatabase()
        #expect(try run(["--server", ShelterServerFixture.address(database: database), "--set-up-server"]).status == 0)
        let staff = ShelterServerFixture.address(database: database, user: try ShelterServerFixture.makeUser(memberOf: "shelter_staff"))
        let visitor = ShelterServerFixture.address(
            database: database, user: try ShelterServerFixture.makeUser(memberOf: "shelter_visitor"))
        let intake = files.folder.appendingPathComponent("intake")
        try FileManager.default.createDirectory(at: intake.appendingPathComponent("photos"), withIntermediateDirectories: true)
        try Data(PhotoFixture.png).write(to: intake.appendingPathComponent("photos/pip.png"))
        try Data(#"""
            {"formatVersion": 1, "pets": [{"id": "pip", "name": "Pip", "species": "dog", "sex": "male",
             "birthday": "2024-05-01", "photo": "pip.png", "status": "available", "dateAdded": "2026-11-01T00:00:00Z"}]}
            """#.utf8).write(to: intake.appendingPathComponent("catalog.json"))

        let imported = try run(["--server", staff, "--import", intake.appendingPathComponent("catalog.json").path])
        let exported = try run(["--server", visitor, "--export", "json", "lobby.json"])

        #expect(imported.status == ImportCommand.success, "\(imported.errors)")
        #expect(exported.status == ExportCommand.success, "\(exported.errors)")
        #expect(exported.output == "Exported 1 pet to lobby.json\n", "the visitor's desk had never shown Pip's photo")
        let read = try CatalogImporter().importCatalog(from: try Data(contentsOf: files.folder.appendingPathComponent("lobby.json")))
        let photo = try #require(read.pets.first?.photo)
        #expect(try Data(contentsOf: files.folder.appendingPathComponent("photos").appendingPathComponent(photo)) == Data(PhotoFixture.png))
    }

    /// A shelter CSV of one dog, `name`, whose shelter id is `id`.
    private func writeIntake(_ fileName: String, id: String, name: String) throws -> URL {
        let csv = files.folder.appendingPathComponent(fileName)
        try Data((
            "animal_id,animal_type,breed,color,date_of_birth,datetime,name,outcome_type,sex_upon_outcome,age_upon_outcome\r\n"
            + "\(id),Dog,Beagle,Tricolor,2014-07-07,2016-02-01 09:00:00,\(name),Adoption,Neutered Male,1 year\r\n").utf8).write(to: csv)
        return csv
    }

    @Test func aCatalogNotSetUp_saysHowToSetItUp() throws {
        let address = ShelterServerFixture.address(
            database: try ShelterServerFixture.makeDatabase(), user: try ShelterServerFixture.makeUser(memberOf: nil))

        let run = try run(["--server", address, "--export", "json", "shelter.json"])

        #expect(run.status == ExportCommand.failure)
        #expect(run.errors.contains("may not do it. Ask whoever owns the database to run pet-adoption --set-up-server."), "\(run.errors)")
    }

    @Test func aPasswordInTheAddress_isRefused_withoutRepeatingIt() throws {
        let run = try run(["--server", "postgresql://staff:kibble-42@db.shelter.example/catalog", "--set-up-server"])

        #expect(run.status == ServerSetUpCommand.usageError)
        #expect(run.errors.contains("Leave the password out of the server address"))
        #expect(!run.errors.contains("kibble-42"))
    }

    @Test func setUpWithoutAServer_isAUsageError() throws {
        let run = try run(["--set-up-server"])

        #expect(run.status == ServerSetUpCommand.usageError)
        #expect(run.errors == "pet-adoption: --set-up-server needs --server ADDRESS\n\(ServerSetUpCommand.usage)\n")
    }
}

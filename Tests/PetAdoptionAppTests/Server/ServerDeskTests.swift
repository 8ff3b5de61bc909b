import Foundation
import PetCore
import PetServerStore
import PetStore
import Testing
@testable import PetAdoptionApp

/// Two desks on one shelter catalog, each with its own folder as two computers have: the
/// composition root over the real PostgreSQL store and the desks' own files.
@Suite("Desks on the shelter server", .enabled(if: ShelterServerFixture.isAvailable))
@MainActor
struct ServerDeskTests {
    private let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("ServerDeskTests-\(UUID().uuidString)", isDirectory: true)

    /// A desk of `user` on `database`, its own files in a folder named `desk`.
    private func desk(_ desk: String, database: String, user: String) throws -> AppServices {
        let address = try ShelterServerAddress(uri: ShelterServerFixture.address(database: database, user: user))
        let location = DatabaseLocation(fileURL: folder.appendingPathComponent(desk).appendingPathComponent("catalog.sqlite"))
        return try AppServices.start(server: address, location: location, resources: PhotoFixture.resources)
    }

    /// A pet a desk adds.
    private static let pip = Pet(id: "pip", name: "Pip", species: .dog, birthday: CalendarDate(year: 2020, month: 3, day: 1)!, dateAdded: Date())

    /// A set-up catalog with a staff user and a visitor user; their names.
    private func catalog() async throws -> (database: String, staff: String, visitor: String) {
        let database = try ShelterServerFixture.makeDatabase()
        try await ShelterServer.setUp(try ShelterServerAddress(uri: ShelterServerFixture.address(database: database)), password: nil)
        return (database, try ShelterServerFixture.makeUser(memberOf: "shelter_staff"),
                try ShelterServerFixture.makeUser(memberOf: "shelter_visitor"))
    }

    @Test func aNewShelterCatalog_startsEmpty_notWithTheSamplePets() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let (database, staff, _) = try await catalog()
        let services = try desk("front", database: database, user: staff)
        #expect(services.petCatalog.count == 0)
        #expect(services.recipeList.countText == "No recipes")
        #expect(!services.petCatalog.isReadOnly)
    }

    @Test func aPetAddedAtTheStaffDesk_isAtTheVisitorDesk_afterItReloads() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let (database, staff, visitor) = try await catalog()
        let front = try desk("front", database: database, user: staff)
        let lobby = try desk("lobby", database: database, user: visitor)
        let pet = Self.pip

        try await front.petCatalog.save(pet)
        await lobby.petCatalog.reload()

        #expect(lobby.petCatalog.pet(withID: "pip")?.name == "Pip")
    }

    @Test func whatTheStaffDeskChanges_showsAtTheVisitorDesk_withoutAReload() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let (database, staff, visitor) = try await catalog()
        let front = try desk("front", database: database, user: staff)
        let lobby = try desk("lobby", database: database, user: visitor)
        guard case .server(let server, _, _) = lobby.catalog else { throw CancellationError() }
        lobby.followChanges(of: server)
        defer { lobby.close() }

        try await front.petCatalog.save(Self.pip)
        try await until("Pip is at the lobby desk") { lobby.petCatalog.pet(withID: "pip")?.name == "Pip" }
        try await front.petCatalog.recordAdoption(petID: "pip")
        try await until("Pip is adopted at the lobby desk") { lobby.petCatalog.pet(withID: "pip")?.status == .adopted }
        try await front.petCatalog.delete(petID: "pip")
        try await until("Pip is gone from the lobby desk") { lobby.petCatalog.pet(withID: "pip") == nil }
    }

    @Test func aDesk_keepsACopyOfTheCatalog_asItLastSawIt_whileOtherDesksChangeIt() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let (database, staff, visitor) = try await catalog()
        let front = try desk("front", database: database, user: staff)
        try await front.petCatalog.save(Self.pip)
        let lobby = try desk("lobby", database: database, user: visitor)
        guard case .server(let server, let lobbyDesk, _) = lobby.catalog else { throw CancellationError() }
        defer { lobby.close() }
        /// The pets in the lobby's copy, by name with their status; `nil` while none is kept.
        func copied() -> [String]? {
            guard let copy = (try? LastSeenCatalog.openKept(besideDeskFile: lobbyDesk.fileURL)) ?? nil else { return nil }
            defer { try? copy.close() }
            return (try? copy.database.loadPets())?.map { "\($0.name) \($0.status)" }.sorted()
        }

        lobby.keepLastSeenCopy()
        try await until("the lobby keeps Pip") { copied() == ["Pip available"] }
        lobby.followChanges(of: server)
        try await front.petCatalog.recordAdoption(petID: "pip")
        try await until("Pip is adopted in the lobby's copy") { copied() == ["Pip adopted"] }
        try await front.petCatalog.save(
            Pet(id: "rex", name: "Rex", species: .dog, birthday: CalendarDate(year: 2019, month: 5, day: 2)!, dateAdded: Date()))
        try await until("the lobby's copy has Rex too") { copied() == ["Pip adopted", "Rex available"] }
        try await front.petCatalog.delete(petID: "pip")
        try await until("Pip is gone from the lobby's copy") { copied() == ["Rex available"] }
    }

    /// Returns once `condition` holds; fails after ten seconds without it.
    private func until(_ what: String, _ condition: () -> Bool) async throws {
        let deadline = ContinuousClock.now + .seconds(10)
        while !condition() {
            guard ContinuousClock.now < deadline else {
                Issue.record("Timed out waiting until \(what).")
                throw CancellationError()
            }
            try await Task.sleep(for: .milliseconds(10))
        }
    }

    @Test func aVisitorDesk_offersNoEditing_noAdoption_andNoImport_butKeepsItsOwnFavourites() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let (database, staff, visitor) = try await catalog()
        let front = try desk("front", database: database, user: staff)
        try await front.petCatalog.save(Self.pip)
        let lobby = try desk("lobby", database: database, user: visitor)

        #expect(lobby.petCatalog.isReadOnly)
        #expect(lobby.catalog.isReadOnly)
        let detail = try #require(PetViewModel(petID: "pip", catalog: lobby.petCatalog))
        #expect(!detail.isAdoptionOffered)
        try await lobby.petCatalog.setFavourite(true, petID: "pip")

        await front.petCatalog.reload()
        #expect(lobby.petCatalog.favouriteIDs == ["pip"])
        #expect(front.petCatalog.favouriteIDs.isEmpty)
        await #expect(throws: ShelterServerError.readOnly) { try await lobby.petCatalog.delete(petID: "pip") }
    }

    @Test func aPhotoAddedAtTheStaffDesk_isFetchedByTheVisitorDesk_fromTheServer() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let (database, staff, visitor) = try await catalog()
        let front = try desk("front", database: database, user: staff)
        let lobby = try desk("lobby", database: database, user: visitor)
        let frontLibrary = try #require(front.petCatalog.photoLibrary)
        let lobbyLibrary = try #require(lobby.petCatalog.photoLibrary)
        #expect(frontLibrary.directory != lobbyLibrary.directory, "each desk keeps its own copies")

        let original = folder.appendingPathComponent("pip.jpg")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(PhotoFixture.jpeg).write(to: original)
        let references = try frontLibrary.add([PhotoFile(url: original)])
        try await frontLibrary.share(references)
        let reference = try #require(references.first)
        try await front.petCatalog.save(Pet(
            id: "pip", name: "Pip", species: .dog, birthday: CalendarDate(year: 2020, month: 3, day: 1)!, photo: reference,
            dateAdded: Date()))
        await lobby.petCatalog.reload()

        #expect(lobby.petCatalog.pet(withID: "pip")?.photo == reference)
        #expect(await lobbyLibrary.fetch(reference))
        let copy = try #require(PhotoLibrary.fileURL(forReference: reference, in: lobbyLibrary.directory))
        #expect(try Data(contentsOf: copy) == Data(contentsOf: original))
    }

    @Test func thisComputersCatalog_copiedToTheServer_isWhatEveryDeskShows() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let (database, staff, visitor) = try await catalog()
        // This computer's own catalog: the sample one, as a first run makes it.
        let home = DatabaseLocation(fileURL: folder.appendingPathComponent("home").appendingPathComponent("catalog.sqlite"))
        let local = try AppServices.start(location: home, resources: PhotoFixture.resources)
        try await local.petCatalog.recordAdoption(petID: try #require(local.petCatalog.pets.first { $0.status == .available }).id)
        local.close()
        let front = try desk("front", database: database, user: staff)
        guard case .server(let server, _, _) = front.catalog else { throw CatalogCopyRefusal.nothingToCopy }

        let report = try await AppServices.copyThisComputersCatalog(to: server, merge: false, location: home)

        #expect(report.pets == 32 && report.recipes == 10 && report.adoptions == 1)
        let lobby = try desk("lobby", database: database, user: visitor)
        #expect(lobby.petCatalog.count == 32)
        #expect(lobby.recipeList.countText == "10 recipes")
        await #expect(throws: CatalogCopyRefusal.serverNotEmpty(pets: 32, recipes: 10)) {
            _ = try await AppServices.copyThisComputersCatalog(to: server, merge: false, location: home)
        }
    }

    @Test func aComputerWithoutACatalog_hasNothingToCopy() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let (database, staff, _) = try await catalog()
        let front = try desk("front", database: database, user: staff)
        guard case .server(let server, _, _) = front.catalog else { throw CatalogCopyRefusal.nothingToCopy }
        let nowhere = DatabaseLocation(fileURL: folder.appendingPathComponent("none").appendingPathComponent("catalog.sqlite"))
        await #expect(throws: CatalogCopyRefusal.nothingToCopy) {
            _ = try await AppServices.copyThisComputersCatalog(to: server, merge: false, location: nowhere)
        }
        #expect(!FileManager.default.fileExists(atPath: nowhere.fileURL.path), "no catalog is made to copy")
    }
}

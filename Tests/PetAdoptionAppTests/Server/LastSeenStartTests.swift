import Foundation
import PetCore
import PetServerStore
import PetStore
import Testing
@testable import PetAdoptionApp

/// A server desk started while the shelter server cannot be reached: it shows the catalog
/// as it last saw it, only to look at, with its own favourites; without such a copy it
/// says why the server cannot be used.
@Suite("Server desk: started without the server")
@MainActor
struct LastSeenStartTests {
    private let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("LastSeenStartTests-\(UUID().uuidString)", isDirectory: true)
    private var location: DatabaseLocation {
        DatabaseLocation(fileURL: folder.appendingPathComponent("catalog.sqlite"))
    }
    /// Nothing listens on port 1 of this computer: a connection is refused at once.
    private let address = ShelterServerAddress(host: "127.0.0.1", port: 1, database: "shelter", user: "frontdesk")
    private let refusal = ShelterServerError.cannotConnect(host: "127.0.0.1", port: 1)
    private static let seen = Date(timeIntervalSinceReferenceDate: 810_000_000)

    private static func pet(_ id: String, _ name: String) -> Pet {
        Pet(id: id, name: name, species: .dog, birthday: CalendarDate(year: 2020, month: 3, day: 1)!, dateAdded: seen)
    }

    /// Keeps a copy with Pip and Rex, as the desk saw them at ``seen``, and Rex marked
    /// as a favourite at the desk.
    private func keepCopy() async throws {
        let deskFile = DeskDatabase.fileURL(for: address, besideCatalogAt: location)
        let copy = try LastSeenCatalog.open(besideDeskFile: deskFile)
        try await copy.keep(pets: [Self.pet("pip", "Pip"), Self.pet("rex", "Rex")], recipes: [], seenAt: Self.seen)
        try copy.close()
        try await DeskDatabase.open(at: deskFile).setFavourite(true, petID: "rex")
    }

    @Test func withoutACopy_theDeskSaysWhyTheServerCannotBeUsed() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(throws: refusal) { try AppServices.start(server: address, location: location, resources: nil) }
    }

    @Test func withACopy_theDeskShowsIt_onlyToLookAt_sayingWhenItWasSeen() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try await keepCopy()

        let services = try AppServices.start(server: address, location: location, resources: nil)
        defer { services.close() }

        guard case .lastSeen(_, _, let shown, let seenAt) = services.catalog else {
            Issue.record("The desk did not open its copy: \(services.catalog)")
            return
        }
        #expect(shown == address && seenAt == Self.seen)
        #expect(services.catalog.place == .shelterServer(address))
        #expect(services.catalog.isReadOnly && services.petCatalog.isReadOnly)
        #expect(services.catalog.importService(context: .system(translator: .english), photos: nil) == nil)
        #expect(services.petCatalog.pets.map(\.name).sorted() == ["Pip", "Rex"])
        #expect(services.petCatalog.favouriteIDs == ["rex"])
        #expect(services.petCatalog.reachability?.copySeenAt == Self.seen)
        #expect(!services.petCatalog.isServerReachable)
        #expect(services.recipeBook.reachability === services.petCatalog.reachability)
    }

    @Test func favouritesMarkedWhileShowingTheCopy_areTheDesksOwn_andKept() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try await keepCopy()
        let services = try AppServices.start(server: address, location: location, resources: nil)
        try await services.petCatalog.setFavourite(true, petID: "pip")
        services.close()

        let deskFile = DeskDatabase.fileURL(for: address, besideCatalogAt: location)
        #expect(try DeskDatabase.open(at: deskFile).loadFavouriteIDs() == ["pip", "rex"])
    }

    @Test func reconnecting_wantsTheServerItself_notTheCopy() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try await keepCopy()
        let (address, location) = (address, location)
        // As Preferences' Open and the banner's Reconnect ask for it.
        await #expect(throws: refusal) { _ = try await AppServices.prepare(server: address, location: location, resources: nil) }
    }
}

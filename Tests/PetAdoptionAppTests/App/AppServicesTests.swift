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
    private var resources: ResourceLocator { PhotoFixture.resources }

    @Test func firstStart_seedsTheSampleCatalog() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let services = try AppServices.start(location: location, resources: resources)
        #expect(services.petCatalog.count == 32)
        #expect(services.recipeList.countText == "10 recipes")
        #expect(services.notice == nil)
    }

    @Test func photosAddedInThePetForm_areCopiedBesideTheDatabase_whereTheLoaderLooks() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let services = try AppServices.start(location: location, resources: resources)
        let photos = folder.appendingPathComponent("photos", isDirectory: true)
        #expect(services.petCatalog.photoLibrary?.directory.path == photos.path)
        #expect(PhotoLoader.shared.paths.library?.path == photos.path)
        #expect(services.petCatalog.photoLibrary?.formats.starts(with: [.jpeg, .png]) == true)
    }

    @Test func removeUnusedPhotos_removesOldCopiesNoPetUses_andKeepsAPetsPhotos() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let services = try AppServices.start(location: location, resources: resources)
        let photos = folder.appendingPathComponent("photos", isDirectory: true)
        try FileManager.default.createDirectory(at: photos, withIntermediateDirectories: true)
        let old = Date().addingTimeInterval(-2 * 86_400)
        let (kept, orphan) = ("\(UUID().uuidString).png", "\(UUID().uuidString).png")
        for name in [kept, orphan] {
            let file = photos.appendingPathComponent(name)
            try Data("png".utf8).write(to: file)
            try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: file.path)
        }
        var pet = try #require(services.petCatalog.pets.first)
        pet.morePhotos = ["library/\(kept)"]
        try await services.petCatalog.save(pet)

        services.removeUnusedPhotos(of: try #require(services.catalog.database))

        await waitFor("the cleanup") { !FileManager.default.fileExists(atPath: photos.appendingPathComponent(orphan).path) }
        #expect(FileManager.default.fileExists(atPath: photos.appendingPathComponent(kept).path))
    }

    @Test func laterStart_keepsTheUsersChanges_insteadOfSeedingAgain() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = try AppServices.start(location: location, resources: resources)
        let petID = try #require(first.petCatalog.pets.first?.id)
        try await first.petCatalog.setFavourite(true, petID: petID)
        try await first.petCatalog.delete(petID: try #require(first.petCatalog.pets.last?.id))
        try #require(first.catalog.database).close()

        let second = try AppServices.start(location: location, resources: resources)
        #expect(second.petCatalog.count == 31)
        #expect(second.petCatalog.favouriteIDs.contains(petID))
    }

    @Test func aChangeMadeThroughAnotherConnection_reachesThePetCatalog_onceObserving() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let services = try AppServices.start(location: location, resources: resources)
        services.observeChanges(of: try #require(services.catalog.database))
        let petID = try #require(services.petCatalog.pets.first { !services.petCatalog.favouriteIDs.contains($0.id) }?.id)

        let other = try CatalogDatabase.open(at: location, seed: { .empty }).database
        try await other.setFavourite(true, petID: petID)

        await waitFor("the other connection's favourite") { services.petCatalog.favouriteIDs.contains(petID) }
        #expect(services.petCatalog.favouriteIDs.contains(petID))
    }

    @Test func aChangeMadeBeforeObservingStarts_isCaughtWhenObservingStarts() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let services = try AppServices.start(location: location, resources: resources)
        let other = try CatalogDatabase.open(at: location, seed: { .empty }).database
        let petID = try #require(services.petCatalog.pets.first?.id)
        try await other.deletePet(id: petID)
        let recipeID = try #require(try other.loadRecipes().first?.id)
        try await other.deleteRecipe(id: recipeID)

        services.observeChanges(of: try #require(services.catalog.database))

        await waitFor("the other connection's deletions") {
            services.petCatalog.pet(withID: petID) == nil && services.recipeList.countText == "9 recipes"
        }
        #expect(services.petCatalog.pet(withID: petID) == nil)
        #expect(services.recipeList.countText == "9 recipes")
    }

    @Test func importFromTheCommandLine_whileTheAppRuns_reachesThePetCatalog_andTheAppCanStillWrite() async throws {
        // `pet-adoption --import` in a terminal, on the catalog of the running app: the
        // second writer GApplication allows (a second launch only activates the first).
        let commandFolder = folder.appendingPathComponent("terminal", isDirectory: true)
        let location = DatabaseLocation(environment: ["XDG_DATA_HOME": commandFolder.appendingPathComponent("data").path])
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: commandFolder, withIntermediateDirectories: true)
        let services = try AppServices.start(location: location, resources: resources)
        services.observeChanges(of: try #require(services.catalog.database))
        let csv = commandFolder.appendingPathComponent("pets.csv")
        try Data((
            "animal_id,animal_type,breed,color,date_of_birth,datetime,name,outcome_type,sex_upon_outcome,age_upon_outcome\r\n"
            + "A1,Dog,Beagle,Tricolor,2014-07-07,2016-02-01 09:00:00,Pip,Adoption,Neutered Male,1 year\r\n").utf8).write(to: csv)

        let run = try ExecutableRun.run(["--import", csv.path], in: commandFolder)

        #expect(run.status == 0, "\(run.errors)")
        await waitFor("the terminal's import") { services.petCatalog.count == 33 }
        #expect(services.petCatalog.pets.contains { $0.name == "Pip" })
        let petID = try #require(services.petCatalog.pets.first { $0.name == "Pip" }?.id)
        try await services.petCatalog.setFavourite(true, petID: petID)
        #expect(try #require(services.catalog.database).loadFavouriteIDs().contains(petID))
    }

    /// Lets the main actor run until `event` has happened (another connection's commit
    /// reaching the stores); the minute is a hang guard, not a speed expectation.
    private func waitFor(_ event: String, until happened: () -> Bool) async {
        let deadline = ContinuousClock.now + .seconds(60)
        while !happened() {
            guard ContinuousClock.now < deadline else {
                Issue.record("Waited a minute for \(event)")
                return
            }
            try? await Task.sleep(for: .milliseconds(20))
        }
    }

    @Test func startingFromAPreparedCatalog_showsItsPets() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let (location, resources) = (self.location, self.resources)
        let preload = WaitableTask { try await AppServices.prepare(location: location, resources: resources) }
        let services = AppServices.start(prepared: try preload.wait())
        #expect(services.petCatalog.count == 32)
        #expect(services.petList.countText == "32 pets")
        guard case .thisComputer(let opening) = try preload.wait().catalog else {
            Issue.record("A catalog opened without a server is not this computer's")
            return
        }
        #expect(opening.notice(.english) == nil)
    }

    @Test func aPreloadThatFailed_throwsItsErrorOnEveryWait() {
        struct Unreadable: Error {}
        let preload = WaitableTask<PreparedCatalog, any Error> { throw Unreadable() }
        #expect(throws: Unreadable.self) { try preload.wait() }
        #expect(throws: Unreadable.self) { try preload.wait() }
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

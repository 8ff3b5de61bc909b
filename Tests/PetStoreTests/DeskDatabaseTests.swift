import Foundation
import GRDB
import PetCore
import Testing
@testable import PetStore

/// A desk whose catalog is on the shelter's server keeps what is its own (favourites,
/// ticks, scales, units, scores) in a file of its own, about records it does not hold.
@Suite("Desk database")
struct DeskDatabaseTests {
    private func open(_ folder: URL) throws -> DeskDatabase {
        try DeskDatabase.open(at: folder.appendingPathComponent("desks/desk.sqlite"))
    }

    @Test func marksAndProgress_ofRecordsOnTheServer_areKept_acrossARestart() async throws {
        let folder = try StoreFixtures.temporaryFolder()
        let desk = try open(folder)
        try await desk.setFavourite(true, petID: "server-pet-1")
        try await desk.setFavourite(true, petID: "server-pet-2")
        try await desk.setFavourite(false, petID: "server-pet-2")
        try await desk.setChecked(true, item: ChecklistItem(.ingredient, 2), recipeID: "server-recipe")
        try await desk.setChecked(true, item: ChecklistItem(.direction, 0), recipeID: "server-recipe")
        try await desk.setChecked(false, item: ChecklistItem(.direction, 0), recipeID: "server-recipe")
        try await desk.setRecipeScale(Rational(3, 2), recipeID: "server-recipe")
        try await desk.setMeasurementSystem(.metric)
        try await desk.saveBestMatchScore(MatchScore(points: 120, seconds: 42), theme: .dogs, pairs: 6)

        let reopened = try open(folder)
        #expect(try reopened.loadFavouriteIDs() == ["server-pet-1"])
        #expect(try reopened.checkedItems(recipeID: "server-recipe") == [ChecklistItem(.ingredient, 2)])
        #expect(try reopened.recipeScale(recipeID: "server-recipe") == Rational(3, 2))
        #expect(try reopened.measurementSystem() == .metric)
        #expect(try reopened.bestMatchScore(theme: .dogs, pairs: 6) == MatchScore(points: 120, seconds: 42))
    }

    @Test func replacingAChecklist_andAScaleOfOne_leaveOnlyWhatWasAskedFor() async throws {
        let desk = try open(try StoreFixtures.temporaryFolder())
        try await desk.setChecked(true, item: ChecklistItem(.ingredient, 0), recipeID: "r")
        try await desk.replaceChecklist(recipeID: "r", checked: [ChecklistItem(.direction, 1), ChecklistItem(.direction, 3)])
        #expect(try desk.checkedItems(recipeID: "r") == [ChecklistItem(.direction, 1), ChecklistItem(.direction, 3)])
        try await desk.setRecipeScale(Rational(2, 1), recipeID: "r")
        try await desk.setRecipeScale(1, recipeID: "r")
        #expect(try desk.recipeScale(recipeID: "r") == nil)
        #expect(try desk.measurementSystem() == .asWritten)
    }

    @Test func eachServerDatabaseAndUser_hasItsOwnFile_besideThisComputersCatalog() {
        let location = DatabaseLocation(fileURL: URL(fileURLWithPath: "/home/ada/.local/share/app/catalog.sqlite"))
        let staff = ShelterServerAddress(host: "db.shelter.example", database: "catalog", user: "frontdesk")
        var lobby = staff
        lobby.user = "lobby"
        let socket = ShelterServerAddress(host: "/var/run/postgresql", database: "catalog", user: "frontdesk")
        let files = [staff, lobby, socket].map { DeskDatabase.fileURL(for: $0, besideCatalogAt: location) }
        #expect(Set(files).count == 3)
        #expect(files.allSatisfy { $0.deletingLastPathComponent().path == "/home/ada/.local/share/app/desks" })
        #expect(files[0].lastPathComponent == "db%2Eshelter%2Eexample-5432-catalog-frontdesk.sqlite")
    }

    @Test func aFileFromANewerVersion_isRefused_andLeftAsItIs() throws {
        let folder = try StoreFixtures.temporaryFolder()
        let file = folder.appendingPathComponent("desks/desk.sqlite")
        _ = try DeskDatabase.open(at: file)
        try DatabaseQueue(path: file.path).write { db in
            try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v99: from the future')")
        }
        #expect(throws: CatalogStoreError.newerSchema(file)) { try DeskDatabase.open(at: file) }
    }
}

import Foundation
import GRDB
import PetCore
import Testing
@testable import PetStore

/// A desk of the shelter's server keeps the catalog as it last saw it, so that it can
/// still show it when it starts while the server cannot be reached.
@Suite("Last-seen catalog")
struct LastSeenCatalogTests {
    private let deskFile: URL

    init() throws {
        deskFile = try StoreFixtures.temporaryFolder().appendingPathComponent("desks/db-5432-shelter-frontdesk.sqlite")
    }

    private static let seen = Date(timeIntervalSinceReferenceDate: 810_000_000)

    private static func pet(_ id: String, name: String, version: Int64) -> Pet {
        var pet = StoreFixtures.pet(id, name: name)
        pet.version = version
        return pet
    }

    @Test func aDeskThatNeverKeptACopy_hasNone() throws {
        #expect(try LastSeenCatalog.openKept(besideDeskFile: deskFile) == nil)
        // Opening one to keep is not keeping it.
        try LastSeenCatalog.open(besideDeskFile: deskFile).close()
        #expect(try LastSeenCatalog.openKept(besideDeskFile: deskFile) == nil)
    }

    @Test func theCopy_isBesideTheDesksFile_namedAfterIt() {
        #expect(LastSeenCatalog.fileURL(besideDeskFile: deskFile)
            == deskFile.deletingLastPathComponent().appendingPathComponent("db-5432-shelter-frontdesk-last-seen.sqlite"))
    }

    @Test func theCatalogKept_isWhatTheNextStartReads_withTheServersVersions_andWhenItWasSeen() async throws {
        let copy = try LastSeenCatalog.open(besideDeskFile: deskFile)
        var recipe = StoreFixtures.recipe("r1")
        recipe.version = 7
        try await copy.keep(
            pets: [Self.pet("p1", name: "Bella", version: 3), Self.pet("p2", name: "Max", version: 12)], recipes: [recipe],
            seenAt: Self.seen)
        try copy.close()

        let kept = try #require(try LastSeenCatalog.openKept(besideDeskFile: deskFile))
        #expect(try kept.seenAt() == Self.seen)
        #expect(try kept.database.loadPets().sorted { $0.id < $1.id } == [Self.pet("p1", name: "Bella", version: 3), Self.pet("p2", name: "Max", version: 12)])
        #expect(try kept.database.loadRecipes() == [recipe])
    }

    @Test func keepingAgain_writesWhatChanged_andRemovesWhatTheServerNoLongerHas() async throws {
        let copy = try LastSeenCatalog.open(besideDeskFile: deskFile)
        try await copy.keep(
            pets: [Self.pet("p1", name: "Bella", version: 3), Self.pet("p2", name: "Max", version: 12)],
            recipes: [StoreFixtures.recipe("r1"), StoreFixtures.recipe("r2")], seenAt: Self.seen)
        let later = Self.seen.addingTimeInterval(3600)
        try await copy.keep(
            pets: [Self.pet("p1", name: "Bella Rose", version: 4), Self.pet("p3", name: "Luna", version: 1)],
            recipes: [StoreFixtures.recipe("r2")], seenAt: later)
        #expect(try copy.database.loadPets().sorted { $0.id < $1.id } == [Self.pet("p1", name: "Bella Rose", version: 4), Self.pet("p3", name: "Luna", version: 1)])
        #expect(try copy.database.loadRecipes().map(\.id) == ["r2"])
        #expect(try copy.seenAt() == later)
    }

    @Test func aRecordAtAVersionTheCopyHas_isNotWrittenAgain() async throws {
        let copy = try LastSeenCatalog.open(besideDeskFile: deskFile)
        try await copy.keep(pets: [Self.pet("p1", name: "Bella", version: 3)], recipes: [], seenAt: Self.seen)
        let changes = try await copy.database.write { db in
            try db.execute(sql: "UPDATE pet SET name = 'written here' WHERE id = 'p1'")
            return db.changesCount
        }
        #expect(changes == 1)
        try await copy.keep(pets: [Self.pet("p1", name: "Bella", version: 3)], recipes: [], seenAt: Self.seen)
        // Same version: the copy is taken to hold it already.
        #expect(try copy.database.loadPets().map(\.name) == ["written here"])
    }

    @Test func changesFromOtherDesks_areWrittenAsTheyCome_withTheirVersions() async throws {
        let copy = try LastSeenCatalog.open(besideDeskFile: deskFile)
        try await copy.keep(
            pets: [Self.pet("p1", name: "Bella", version: 3), Self.pet("p2", name: "Max", version: 12)],
            recipes: [StoreFixtures.recipe("r1")], seenAt: Self.seen)
        var renamed = StoreFixtures.recipe("r1", name: "Carrot Chews")
        renamed.version = 2
        let later = Self.seen.addingTimeInterval(60)
        try await copy.apply(
            CatalogRecordChanges(
                pets: RecordChanges(changed: [Self.pet("p2", name: "Maximus", version: 13), Self.pet("p4", name: "Rex", version: 1)], removedIDs: ["p1"]),
                recipes: RecordChanges(changed: [renamed])),
            seenAt: later)
        #expect(try copy.database.loadPets().sorted { $0.id < $1.id } == [Self.pet("p2", name: "Maximus", version: 13), Self.pet("p4", name: "Rex", version: 1)])
        #expect(try copy.database.loadRecipes() == [renamed])
        #expect(try copy.seenAt() == later)
    }
}

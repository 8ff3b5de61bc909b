import Foundation
import PetCore
import Testing
@testable import PetStore

/// Collects delivered snapshots on the main actor.
///
/// The test harness parks the main thread in `dispatchMain()`, so the main queue runs
/// on another thread: "on the main queue" is what is checked, not `Thread.isMainThread`.
@MainActor
final class SnapshotRecorder {
    private static let mainQueueKey = DispatchSpecificKey<Bool>()
    private(set) var snapshots: [CatalogSnapshot] = []
    private(set) var errors: [any Error] = []

    init() {
        DispatchQueue.main.setSpecific(key: Self.mainQueueKey, value: true)
    }

    func record(_ snapshot: CatalogSnapshot) {
        #expect(DispatchQueue.getSpecific(key: Self.mainQueueKey) == true)
        snapshots.append(snapshot)
    }

    func record(error: any Error) {
        errors.append(error)
    }

    /// Waits (up to `seconds`) until a delivered snapshot satisfies `condition`. The
    /// ceiling is generous: these tests are about delivery, and in the full suite the main
    /// actor is shared with the GTK tests, which can keep it busy for seconds.
    func waitFor(seconds: Double = 60, _ condition: (CatalogSnapshot) -> Bool) async throws -> CatalogSnapshot? {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if let match = snapshots.last(where: condition) { return match }
            try await Task.sleep(for: .milliseconds(10))
        }
        return nil
    }
}

@Suite("Catalog database: observation")
@MainActor
struct CatalogObservingTests {
    @Test func observation_deliversTheCurrentCatalog_onTheMainThread() async throws {
        let database = try StoreFixtures.open(in: StoreFixtures.temporaryFolder()).database
        let recorder = SnapshotRecorder()
        let observation = database.observeCatalog(onChange: recorder.record, onError: recorder.record(error:))
        defer { observation.cancel() }
        let snapshot = try await recorder.waitFor { !$0.pets.isEmpty }
        #expect(snapshot?.pets.map(\.id) == ["seed-1", "seed-2"])
        #expect(snapshot?.recipes.map(\.id) == ["seed-r1"])
        #expect(recorder.errors.isEmpty)
    }

    @Test func observation_seesFavouritesAndImports_madeThroughTheStore() async throws {
        let database = try StoreFixtures.open(in: StoreFixtures.temporaryFolder()).database
        let recorder = SnapshotRecorder()
        let observation = database.observeCatalog(onChange: recorder.record, onError: recorder.record(error:))
        defer { observation.cancel() }
        try database.setFavourite(true, petID: "seed-2")
        _ = try database.importCatalog(pets: [StoreFixtures.pet("imported")], recipes: [], source: "x.json")
        let snapshot = try await recorder.waitFor { $0.pets.count == 3 && $0.favouriteIDs == ["seed-2"] }
        #expect(snapshot != nil)
    }

    @Test func observation_seesCommitsOfAnotherConnection() async throws {
        let folder = try StoreFixtures.temporaryFolder()
        let database = try StoreFixtures.open(in: folder).database
        let recorder = SnapshotRecorder()
        let observation = database.observeCatalog(onChange: recorder.record, onError: recorder.record(error:))
        defer { observation.cancel() }
        _ = try await recorder.waitFor { !$0.pets.isEmpty }
        // A second pool on the same file: to SQLite, the same as another process.
        let other = try StoreFixtures.open(in: folder).database
        try other.savePet(StoreFixtures.pet("from-elsewhere", name: "Nova"))
        try other.setFavourite(true, petID: "from-elsewhere")
        let snapshot = try await recorder.waitFor { $0.favouriteIDs.contains("from-elsewhere") }
        #expect(snapshot?.pets.contains { $0.name == "Nova" } == true)
    }

    @Test func cancelledObservation_deliversNothingMore() async throws {
        let database = try StoreFixtures.open(in: StoreFixtures.temporaryFolder()).database
        let recorder = SnapshotRecorder()
        let observation = database.observeCatalog(onChange: recorder.record, onError: recorder.record(error:))
        _ = try await recorder.waitFor { !$0.pets.isEmpty }
        observation.cancel()
        let count = recorder.snapshots.count
        try database.deletePet(id: "seed-1")
        try await Task.sleep(for: .milliseconds(300))
        #expect(recorder.snapshots.count == count)
    }
}

import Foundation
import PetCore
import Testing

/// The in-memory store tells its change observers about each import batch and its undo,
/// with the kinds of records the batch inserted, as the database does.
///
/// The time limit only turns a notification that never comes (a regression) into a
/// failure instead of a hang; nothing here waits on time. It is generous: these tests
/// run on the main actor, which the parallel core and store tests share, so on a loaded
/// machine a test may wait minutes for its turn (six went over one minute).
@Suite("In-memory store: change notifications", .timeLimit(.minutes(10)))
@MainActor
struct InMemoryCatalogStoreChangeTests {
    private static let day = Date(timeIntervalSince1970: 1_700_000_000)

    private func pet(_ id: String) -> Pet {
        Pet(id: id, name: id, species: .dog, birthday: CalendarDate(year: 2020, month: 1, day: 1)!, dateAdded: Self.day)
    }

    private func recipe(_ id: String) -> Recipe {
        Recipe(
            id: id, name: id, difficulty: .easy, prepMinutes: nil, cookMinutes: nil, yield: nil,
            ingredients: ["oats"], directions: ["Mix."])
    }

    /// What `store`'s observers are told, in order, while the returned observation lives.
    @MainActor
    private final class Notifications {
        let observation: any CatalogObservation
        private var iterator: AsyncStream<CatalogChanges>.Iterator

        init(of store: InMemoryCatalogStore) {
            let (stream, continuation) = AsyncStream.makeStream(of: CatalogChanges.self)
            observation = store.observeChanges { continuation.yield($0) }
            iterator = stream.makeAsyncIterator()
        }

        /// Waits for the next notification (one waiter at a time).
        func next() async -> CatalogChanges? {
            var iterator = self.iterator
            defer { self.iterator = iterator }
            return await iterator.next(isolation: #isolation)
        }
    }

    @Test func importCatalog_ofPets_notifiesPets() async throws {
        let store = InMemoryCatalogStore()
        let notifications = Notifications(of: store)
        _ = try await store.importCatalog(pets: [pet("p1")], recipes: [], source: "pets.csv")
        #expect(await notifications.next() == .pets)
    }

    @Test func importCatalog_ofRecipes_notifiesRecipes() async throws {
        let store = InMemoryCatalogStore()
        let notifications = Notifications(of: store)
        _ = try await store.importCatalog(pets: [], recipes: [recipe("r1")], source: "recipes.plist")
        #expect(await notifications.next() == .recipes)
    }

    @Test func importCatalog_ofBoth_notifiesBoth() async throws {
        let store = InMemoryCatalogStore()
        let notifications = Notifications(of: store)
        let receipt = try await store.importCatalog(pets: [pet("p1")], recipes: [recipe("r1")], source: "catalog.json")
        #expect(receipt.changes == .all)
        #expect(await notifications.next() == [.pets, .recipes])
    }

    @Test func undoImport_notifiesTheKindsTheBatchInserted() async throws {
        let store = InMemoryCatalogStore()
        let receipt = try await store.importCatalog(pets: [], recipes: [recipe("r1")], source: "recipes.plist")
        let notifications = Notifications(of: store)
        try store.undoImport(receipt)
        #expect(await notifications.next() == .recipes)
        #expect(store.recipes.isEmpty)
    }

    /// A batch whose every record was skipped changed nothing, so nobody is told: the
    /// first notification is the next batch's.
    @Test func aBatchThatInsertsNothing_notifiesNobody() async throws {
        let store = InMemoryCatalogStore(pets: [pet("p1")])
        let notifications = Notifications(of: store)
        let skipped = try await store.importCatalog(pets: [pet("p1")], recipes: [], source: "again.csv")
        #expect(skipped.changes.isEmpty)
        _ = try await store.importCatalog(pets: [], recipes: [recipe("r1")], source: "recipes.plist")
        #expect(await notifications.next() == .recipes)
    }

    /// Every observer hears of a batch, and a catalog reloading on it shows the new pets.
    @Test func anObserverReloadingTheCatalog_showsTheImportedPets() async throws {
        let store = InMemoryCatalogStore(pets: [pet("old")])
        let catalog = PetCatalog(repository: store, context: PetFixtures.context())
        await catalog.load()
        let (reloaded, done) = AsyncStream.makeStream(of: Void.self)
        let observation = store.observeChanges { changes in
            guard changes.contains(.pets) else { return }
            Task {
                await catalog.reload()
                done.yield()
            }
        }
        defer { observation.cancel() }
        _ = try await store.importCatalog(pets: [pet("new")], recipes: [], source: "pets.csv")
        for await _ in reloaded { break }
        #expect(Set(catalog.pets.map(\.id)) == ["old", "new"])
    }
}

import Foundation
import PetCore
@testable import PetServerStore
import PostgresNIO
import Testing

/// Every desk shows what the others change: a desk following the change log gets each
/// pet and recipe another desk wrote, as it is now, and the ones deleted; none is missed,
/// not one committed before the desk started following, nor one whose transaction
/// commits after later ones.
@Suite("Shelter server: changes reach every desk", .enabled(if: TestServer.isAvailable), .timeLimit(.minutes(1)))
struct ShelterServerChangeFeedTests {
    /// Two desks on one new catalog: the front desk, which writes, and the lobby.
    private func twoDesks() async throws -> (catalog: ShelterServerAddress, front: ShelterServer, lobby: ShelterServer) {
        let catalog = try await TestServer.makeCatalog()
        return (catalog, try await ShelterServer.open(catalog, password: nil), try await ShelterServer.open(catalog, password: nil))
    }

    @Test func whatOneDeskChanges_reachesTheOther_asItIsNow() async throws {
        let (_, front, lobby) = try await twoDesks()
        try await front.savePet(ContractRecords.plainPet("p-gone", name: "Bo"))
        let view = try await DeskView(of: lobby)
        let following = view.follow(lobby)

        var bella = ContractRecords.plainPet("p1", name: "Bella")
        try await front.savePet(bella)
        bella.version = try await front.recordAdoption(petID: "p1", on: Date()).petVersion
        bella.status = .adopted
        try await front.deletePet(id: "p-gone")
        try await front.saveRecipe(ContractRecords.recipe("r1"))

        try await view.wait(for: "Bella adopted, Bo gone and the recipe there") { pets, recipes in
            pets == ["p1": bella] && recipes.keys.sorted() == ["r1"]
        }
        following.cancel()
        await following.value
        await front.close()
        await lobby.close()
    }

    @Test func changesCommittedBeforeTheDeskFollows_areNotMissed() async throws {
        let (_, front, lobby) = try await twoDesks()
        let view = try await DeskView(of: lobby)  // What the lobby read when it opened.
        try await front.savePet(ContractRecords.plainPet("p1", name: "Bella"))

        let following = view.follow(lobby)

        try await view.wait(for: "Bella, added before the lobby followed") { pets, _ in pets.keys.sorted() == ["p1"] }
        following.cancel()
        await following.value
    }

    @Test func aTransactionThatCommitsAfterLaterOnes_isNotMissed() async throws {
        let (catalog, front, lobby) = try await twoDesks()
        try await front.savePet(ContractRecords.plainPet("p1", name: "Bella"))
        let view = try await DeskView(of: lobby)
        let following = view.follow(lobby)

        try await TestServer.admin(catalog.database) { slow in
            try await slow.query("BEGIN", logger: TestServer.logger)
            try await slow.query("UPDATE pet SET name = 'Bella Late' WHERE id = 'p1'", logger: TestServer.logger)
            try await front.savePet(ContractRecords.plainPet("p2", name: "Max"))
            try await view.wait(for: "Max, committed first") { pets, _ in pets["p2"] != nil }
            try await slow.query("COMMIT", logger: TestServer.logger)
        }

        try await view.wait(for: "Bella's new name, committed last") { pets, _ in pets["p1"]?.name == "Bella Late" }
        following.cancel()
        await following.value
    }

    @Test func aDeskWhoseListeningConnectionWasEnded_connectsAgain_andCatchesUp() async throws {
        let (catalog, front, lobby) = try await twoDesks()
        let view = try await DeskView(of: lobby)
        let following = view.follow(lobby)

        try await TestServer.admin(catalog.database) { admin in
            let listener = try await TestServer.listeningBackend(in: catalog.database)
            try await admin.query("SELECT pg_terminate_backend(\(listener))", logger: TestServer.logger)
        }
        try await front.savePet(ContractRecords.plainPet("p1", name: "Bella"))

        try await view.wait(for: "Bella, added while the lobby was away") { pets, _ in pets.keys.sorted() == ["p1"] }
        following.cancel()
        await following.value
    }
}

/// What a desk shows, kept up to date by the changes it follows; a test waits on it.
private actor DeskView {
    private(set) var pets: [Pet.ID: Pet]
    private(set) var recipes: [Recipe.ID: Recipe]
    private var waiters: [UUID: CheckedContinuation<Void, Never>] = [:]

    /// What `server` shows now.
    init(of server: ShelterServer) async throws {
        pets = Dictionary(uniqueKeysWithValues: try await server.loadPets().map { ($0.id, $0) })
        recipes = Dictionary(uniqueKeysWithValues: try await server.loadRecipes().map { ($0.id, $0) })
    }

    /// Follows the changes of `server` until the task returned is cancelled.
    nonisolated func follow(_ server: ShelterServer) -> Task<Void, Never> {
        Task { await server.followChanges { await self.apply($0) } }
    }

    func apply(_ changes: CatalogRecordChanges) {
        for pet in changes.pets.changed { pets[pet.id] = pet }
        for id in changes.pets.removedIDs { pets[id] = nil }
        for recipe in changes.recipes.changed { recipes[recipe.id] = recipe }
        for id in changes.recipes.removedIDs { recipes[id] = nil }
        for waiter in waiters.values { waiter.resume() }
        waiters = [:]
    }

    /// Returns once `condition` holds, after a change or at once; fails the test after
    /// ten seconds without it.
    func wait(for what: String, _ condition: ([Pet.ID: Pet], [Recipe.ID: Recipe]) -> Bool) async throws {
        let deadline = ContinuousClock.now + .seconds(10)
        while !condition(pets, recipes) {
            guard ContinuousClock.now < deadline else {
                Issue.record("The desk never showed \(what).")
                throw CancellationError()
            }
            await nextChange(before: deadline)
        }
    }

    /// Returns after the next change, or at `deadline`.
    private func nextChange(before deadline: ContinuousClock.Instant) async {
        let id = UUID()
        let timer = Task { [weak self] in
            try? await Task.sleep(until: deadline)
            await self?.timeOut(id)
        }
        await withCheckedContinuation { waiters[id] = $0 }
        timer.cancel()
    }

    private func timeOut(_ id: UUID) {
        waiters.removeValue(forKey: id)?.resume()
    }
}

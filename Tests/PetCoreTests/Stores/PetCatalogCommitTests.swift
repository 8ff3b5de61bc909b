import Foundation
import PetCore
import Testing

/// A commit runs off the main actor, the window keeps working while it does, and memory
/// changes only once it has succeeded. The repository holds each write at a gate the
/// test opens, so "while it commits" is a state the test can look at, not a race.
///
/// The time limit only turns a write that never reaches the gate (a regression) into a
/// failure instead of a hang; nothing here waits on time. It is generous: the parallel
/// core and store tests share the main actor, so a loaded machine can keep a test
/// waiting for its turn longer than a minute.
@Suite("Pet catalog: commits", .timeLimit(.minutes(10)))
@MainActor
struct PetCatalogCommitTests {
    /// A catalog of ``PetListFixtures/pets`` over a gated repository, loaded, and its list.
    private func gatedCatalog() async -> (PetCatalog, PetListViewModel, GatedPetRepository) {
        let repository = GatedPetRepository(store: InMemoryCatalogStore(pets: PetListFixtures.pets))
        let catalog = PetCatalog(repository: repository, context: PetFixtures.context())
        await catalog.load()
        return (catalog, PetListViewModel(catalog: catalog), repository)
    }

    @Test func adopt_commitsOffTheMainActor_andChangesMemoryOnlyAfterTheCommit() async throws {
        let (catalog, list, repository) = await gatedCatalog()
        defer { repository.gate.open() }
        #expect(list.select("bella"))
        let detail = try #require(list.selected)
        let row = try #require(list.row(withID: "bella"))

        let adoption = Task { await detail.adopt() }
        await repository.entered.wait()

        // The commit waits at the gate, off the main thread…
        #expect(repository.writesOnMainThread == [false])
        #expect(PendingWork.count > 0)
        // …while the main actor runs other work…
        let otherWork = Task { @MainActor in
            list.search("dog")
            return list.shownIDs
        }
        #expect(await otherWork.value == ["bella", "bjorn"])
        list.clearSearch()
        // …and nothing shows the adoption yet: not memory, not the page, not the row.
        #expect(catalog.pet(withID: "bella")?.status == .available)
        #expect(detail.statusText == "Available")
        #expect(row.statusText == "Available")
        #expect(!detail.canUndoAdoption)
        #expect(repository.store.pets["bella"]?.status == .available)

        repository.gate.open()
        await adoption.value

        #expect(catalog.pet(withID: "bella")?.status == .adopted)
        #expect(repository.store.pets["bella"]?.status == .adopted)
        #expect(detail.statusText == "Adopted")
        #expect(row.statusText == "Adopted")
        #expect(detail.canUndoAdoption)
        #expect(detail.failure == nil)
        #expect(await PendingWorkDrain.settle())
    }

    /// A favourite mark is the desk's own: it shows at once, while its commit waits at the
    /// gate, and a second toggle asked for meanwhile reads the mark shown.
    @Test func toggleFavourite_showsAtOnce_andASecondAskedWhileTheFirstCommits_readsTheMarkShown() async throws {
        let (catalog, _, repository) = await gatedCatalog()
        defer { repository.gate.open() }

        let first = Task { try await catalog.toggleFavourite(petID: "zoe") }
        await repository.entered.wait()
        #expect(catalog.favouriteIDs == ["zoe"])
        #expect(repository.store.favouriteIDs.isEmpty)
        let second = Task { try await catalog.toggleFavourite(petID: "zoe") }
        // Until the second toggle has been asked for: it shows its mark as it is asked.
        while !catalog.favouriteIDs.isEmpty { await Task.yield() }

        repository.gate.open()
        try await first.value
        try await second.value

        #expect(catalog.favouriteIDs.isEmpty)
        #expect(repository.store.favouriteIDs.isEmpty)
        #expect(repository.writesOnMainThread == [false, false])
    }
}

import Foundation
import Testing
@testable import PetCore

@Suite("In-memory store: import batches")
struct InMemoryCatalogImportingTests {
    private static let day = Date(timeIntervalSince1970: 1_700_000_000)

    private func pet(_ id: String) -> Pet {
        Pet(id: id, name: id, species: .dog, birthday: CalendarDate(year: 2020, month: 1, day: 1)!, dateAdded: Self.day)
    }

    private func recipe(_ id: String) -> Recipe {
        Recipe(id: id, name: id, difficulty: .easy, prepMinutes: nil, cookMinutes: nil, yield: nil, ingredients: ["oats"], directions: ["Mix."])
    }

    @Test func batch_insertsNewIDs_andSkipsTakenOnes_withoutOverwriting() async throws {
        var mine = pet("p1")
        mine.about = "my own"
        let store = InMemoryCatalogStore(pets: [mine])

        let receipt = try await store.importCatalog(pets: [pet("p1"), pet("p2"), pet("p2")], recipes: [recipe("r1")], source: "a.csv")

        #expect(receipt.insertedPetIDs == ["p2"])
        #expect(receipt.skippedPetIDs == ["p1", "p2"])
        #expect(receipt.insertedRecipeIDs == ["r1"])
        #expect(store.pets["p1"]?.about == "my own")
    }

    @Test func batch_withAFailure_writesNothing() async {
        let store = InMemoryCatalogStore()
        store.failure = DiskFullError()

        await #expect(throws: DiskFullError.self) { try await store.importCatalog(pets: [pet("p1")], recipes: [recipe("r1")], source: "a") }
        #expect(store.pets.isEmpty && store.recipes.isEmpty)
    }

    @Test func undo_removesOnlyTheBatch_withWhatWasAttachedToIt_andTwiceChangesNothing() async throws {
        let store = InMemoryCatalogStore(pets: [pet("old")], recipes: [recipe("old-r")])
        let first = try await store.importCatalog(pets: [pet("p1")], recipes: [recipe("r1")], source: "a")
        let second = try await store.importCatalog(pets: [pet("p2")], recipes: [], source: "b")
        try store.setChecked(true, item: ChecklistItem(.ingredient, 0), recipeID: "r1")

        try store.undoImport(first)
        try store.undoImport(first)

        #expect(Set(store.pets.keys) == ["old", "p2"])
        #expect(Set(store.recipes.keys) == ["old-r"])
        #expect(store.checklists["r1"] == nil)
        #expect(first.batchID != second.batchID)
    }

    @Test func undo_withAFailure_removesNothing() async throws {
        let store = InMemoryCatalogStore()
        let receipt = try await store.importCatalog(pets: [pet("p1")], recipes: [], source: "a")
        store.failure = DiskFullError()

        #expect(throws: DiskFullError.self) { try store.undoImport(receipt) }
        #expect(store.pets.count == 1)
    }
}

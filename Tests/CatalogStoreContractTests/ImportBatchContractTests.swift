import PetCore
import Testing

/// What every store does with an import batch: all of it or nothing, never a record the
/// catalog already has, and an undo that takes back exactly the batch.
@Suite("Store contract: import batches")
struct ImportBatchContractTests {
    @Test(arguments: ContractStore.available)
    func aBatch_insertsNewRecords_andSkipsTakenIDsAndOrigins(_ kind: ContractStore) async throws {
        let store = try await kind.make()
        let origin = PetOrigin(source: "shelterluv", animalID: "A-1")
        try await store.savePet(ContractRecords.pet("kept", origin: origin))
        try await store.saveRecipe(ContractRecords.recipe("r-kept"))
        let receipt = try await store.importCatalog(
            pets: [
                ContractRecords.plainPet("new", name: "Nova"),
                ContractRecords.plainPet("kept", name: "Impostor"),
                ContractRecords.pet("same-animal", name: "Bella again", origin: origin),
                ContractRecords.plainPet("new", name: "Nova twice in one batch"),
            ],
            recipes: [ContractRecords.recipe("r-new"), ContractRecords.recipe("r-kept", name: "Impostor")],
            source: "pets.json")
        #expect(receipt.insertedPetIDs == ["new"])
        #expect(receipt.skippedPetIDs == ["kept", "same-animal", "new"])
        #expect(receipt.insertedRecipeIDs == ["r-new"])
        #expect(receipt.skippedRecipeIDs == ["r-kept"])
        let pets = Dictionary(uniqueKeysWithValues: try await store.loadPets().map { ($0.id, $0) })
        #expect(pets["kept"] == ContractRecords.pet("kept", origin: origin))
        #expect(pets["new"]?.name == "Nova")
        #expect(try await store.loadRecipes().first { $0.id == "r-kept" } == ContractRecords.recipe("r-kept"))
    }

    @Test(arguments: ContractStore.available)
    func aBatchsUpdates_replaceThePets_andTheReceiptHoldsThemAsTheyWere(_ kind: ContractStore) async throws {
        let store = try await kind.make()
        let before = ContractRecords.pet("p1")
        try await store.savePet(before)
        var after = before
        after.about = "Adopted out once; back with us."
        after.details.kennel = "A-3"
        let receipt = try await store.importCatalog(
            pets: [], recipes: [], petUpdates: [after, ContractRecords.plainPet("gone", name: "Gone")], source: "update.csv")
        #expect(receipt.updatedPets == [before])
        #expect(receipt.skippedPetIDs == ["gone"])
        after.version += 1  // an import's update raises it, as every write does
        #expect(try await store.loadPets() == [after])
    }

    @Test(arguments: ContractStore.available)
    func undoingABatch_removesWhatItInserted_andPutsBackWhatItUpdated(_ kind: ContractStore) async throws {
        let store = try await kind.make()
        let mine = ContractRecords.pet("mine")
        try await store.savePet(mine)
        let first = try await store.importCatalog(pets: [ContractRecords.plainPet("a", name: "Ada")], recipes: [], source: "a.json")
        var updated = mine
        updated.name = "Renamed by the import"
        let second = try await store.importCatalog(
            pets: [ContractRecords.plainPet("b", name: "Bo")], recipes: [ContractRecords.recipe("r")], petUpdates: [updated],
            source: "b.json")
        try await store.undoImport(second)
        #expect(Set(try await store.loadPets().map(\.id)) == ["mine", "a"])
        var restored = mine
        restored.version += 2  // the update, then its undo
        #expect(try await store.loadPets().first { $0.id == "mine" } == restored)
        #expect(try await store.loadRecipes().isEmpty)
        try await store.undoImport(second)
        #expect(Set(try await store.loadPets().map(\.id)) == ["mine", "a"])
        try await store.undoImport(first)
        #expect(try await store.loadPets().map(\.name) == [mine.name])
    }

    @Test(arguments: ContractStore.checked)
    func aBatchThatFailsHalfway_writesNothing(_ kind: ContractStore) async throws {
        let store = try await kind.make()
        // The third recipe breaks the rule that times are 0 or more, after two pets and
        // two recipes were written inside the transaction.
        let recipes = [ContractRecords.recipe("ok-1"), ContractRecords.recipe("ok-2"), ContractRecords.recipe("bad", prepMinutes: -5)]
        await #expect(throws: (any Error).self) {
            _ = try await store.importCatalog(
                pets: [ContractRecords.plainPet("p1", name: "Ada"), ContractRecords.plainPet("p2", name: "Bo")],
                recipes: recipes, source: "bad.json")
        }
        #expect(try await store.loadPets().isEmpty)
        #expect(try await store.loadRecipes().isEmpty)
    }
}

import Foundation
import PetCore
import Testing

/// What every store keeps of the shelter's pets and their adoptions, whether it is memory,
/// this computer's SQLite file or the shelter's PostgreSQL server.
@Suite("Store contract: pets and adoptions")
struct PetRecordsContractTests {
    @Test(arguments: ContractStore.available)
    func aSavedPet_readsBackExactly_everyField(_ kind: ContractStore) async throws {
        let store = try await kind.make()
        let pet = ContractRecords.pet("p1", origin: PetOrigin(source: "shelterluv", animalID: "A-17"))
        try await store.savePet(pet)
        #expect(try await store.loadPets() == [pet])
    }

    @Test(arguments: ContractStore.available)
    func savingAPetAgain_replacesIt_inPlace(_ kind: ContractStore) async throws {
        let store = try await kind.make()
        var pet = ContractRecords.pet("p1")
        try await store.savePet(pet)
        try await store.savePet(ContractRecords.plainPet("p2", name: "Ziggy"))
        pet.name = "Bella Rose"
        pet.fee = nil
        pet.details = ShelterDetails()
        pet.morePhotos = []
        try await store.savePet(pet)
        let byID = Dictionary(uniqueKeysWithValues: try await store.loadPets().map { ($0.id, $0) })
        #expect(byID.count == 2)
        #expect(byID["p1"] == pet)
    }

    @Test(arguments: ContractStore.available)
    func aDeletedPet_isGone_andDeletingItAgainChangesNothing(_ kind: ContractStore) async throws {
        let store = try await kind.make()
        try await store.savePet(ContractRecords.plainPet("p1", name: "Ada"))
        try await store.savePet(ContractRecords.plainPet("p2", name: "Bo"))
        try await store.deletePet(id: "p1")
        try await store.deletePet(id: "p1")
        #expect(try await store.loadPets().map(\.id) == ["p2"])
    }

    @Test(arguments: ContractStore.available)
    func anAdoption_marksThePetAdopted_andItsUndoPutsTheStatusBack(_ kind: ContractStore) async throws {
        let store = try await kind.make()
        try await store.savePet(ContractRecords.pet("p1"))
        try await store.recordAdoption(petID: "p1", on: Date(timeIntervalSinceReferenceDate: 810_000_000))
        #expect(try await store.loadPets().first?.status == .adopted)
        try await store.undoAdoption(petID: "p1", restoring: .pending)
        #expect(try await store.loadPets().first?.status == .pending)
    }

    @Test(arguments: ContractStore.available)
    func adoptingAPetThatIsNotThere_throws_andWritesNothing(_ kind: ContractStore) async throws {
        let store = try await kind.make()
        try await store.savePet(ContractRecords.plainPet("p1", name: "Ada"))
        await #expect(throws: (any Error).self) { try await store.recordAdoption(petID: "nobody", on: Date()) }
        await #expect(throws: (any Error).self) { try await store.undoAdoption(petID: "nobody", restoring: .available) }
        #expect(try await store.loadPets() == [ContractRecords.plainPet("p1", name: "Ada")])
    }

    @Test(arguments: ContractStore.available)
    func thePreview_isTheFirstPetsByName_caseIgnored_thenByID_withTheTotal(_ kind: ContractStore) async throws {
        let store = try await kind.make()
        for (id, name) in [("5", "bella"), ("2", "Ziggy"), ("3", "Arlo"), ("1", "Bella"), ("4", "apollo")] {
            try await store.savePet(ContractRecords.plainPet(id, name: name))
        }
        let preview = try await store.loadPetPreview(limit: 3)
        #expect(preview.records.map(\.id) == ["4", "3", "1"])
        #expect(preview.totalCount == 5)
    }

    @Test(arguments: ContractStore.available)
    func storedNameSearchKeys_areTheOnesNameSearchKeysMakes(_ kind: ContractStore) async throws {
        let store = try await kind.make()
        try await store.savePet(ContractRecords.plainPet("p1", name: "小白"))
        try await store.savePet(ContractRecords.plainPet("p2", name: "Rex"))
        let keys = try await store.loadNameSearchKeys()
        // A store may keep no keys (they are then made when first searched); what it keeps is right.
        #expect(keys.isEmpty || keys == ["小白": NameSearchKeys.makeKey(for: "小白")])
    }
}

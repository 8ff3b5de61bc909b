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
        pet.version = try await store.savePet(pet)
        let byID = Dictionary(uniqueKeysWithValues: try await store.loadPets().map { ($0.id, $0) })
        #expect(byID.count == 2)
        #expect(byID["p1"] == pet)
        #expect(pet.version == 2, "saving it again raised its version")
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
        let receipt = try await store.recordAdoption(petID: "p1", on: Date(timeIntervalSinceReferenceDate: 810_000_000))
        #expect(try await store.loadPets().first?.status == .adopted)
        try await store.undoAdoption(petID: "p1", restoring: .pending, receipt: receipt)
        #expect(try await store.loadPets().first?.status == .pending)
    }

    @Test(arguments: ContractStore.available)
    func adoptingAPetAdoptedAlready_isRefused_andRecordsNoSecondAdoption(_ kind: ContractStore) async throws {
        let store = try await kind.make()
        try await store.savePet(ContractRecords.plainPet("p1", name: "Ada"))
        try await store.recordAdoption(petID: "p1", on: Date(timeIntervalSinceReferenceDate: 810_000_000))
        await #expect(throws: AdoptionConflict.alreadyAdopted) { try await store.recordAdoption(petID: "p1", on: Date()) }
        #expect(try await kind.adoptionCount(of: "p1", in: store) == 1)
    }

    @Test(arguments: ContractStore.available)
    func ofTwoDesksAdoptingThePetAtOnce_exactlyOneSucceeds(_ kind: ContractStore) async throws {
        let (first, second) = try await kind.makeTwoDesks()
        for number in 1...10 {
            try await first.savePet(ContractRecords.plainPet("p\(number)", name: "Pet \(number)"))
        }
        for number in 1...10 {
            async let atFirst = Self.outcome { try await first.recordAdoption(petID: "p\(number)", on: Date()) }
            async let atSecond = Self.outcome { try await second.recordAdoption(petID: "p\(number)", on: Date()) }
            let outcomes = await [atFirst, atSecond]
            #expect(outcomes.filter { $0 == nil }.count == 1, "pet \(number): one adoption wins")
            #expect(outcomes.compactMap { $0 } == [AdoptionConflict.alreadyAdopted], "pet \(number): the other desk is told")
            #expect(try await kind.adoptionCount(of: "p\(number)", in: first) == 1)
        }
    }

    @Test(arguments: ContractStore.available)
    func anAdoptionsUndo_isRefused_onceThePetChangedElsewhere(_ kind: ContractStore) async throws {
        let (first, second) = try await kind.makeTwoDesks()
        var pet = ContractRecords.plainPet("p1", name: "Ada")
        try await first.savePet(pet)
        let receipt = try await first.recordAdoption(petID: "p1", on: Date())
        pet.status = .adopted
        pet.about = "Went home on Saturday."
        pet.version = try await second.savePet(pet)

        await #expect(throws: AdoptionConflict.changedSinceAdoption) {
            try await first.undoAdoption(petID: "p1", restoring: .available, receipt: receipt)
        }
        #expect(try await first.loadPets() == [pet], "the other desk's change stands")
    }

    // MARK: Edits

    @Test(arguments: ContractStore.available)
    func anEditFromTheStoredVersion_isSaved_andRaisesTheVersionByOne(_ kind: ContractStore) async throws {
        let store = try await kind.make()
        var pet = ContractRecords.pet("p1")
        #expect(try await store.savePet(pet) == 1, "a new pet is stored with its version")
        pet.name = "Bella Rose"
        pet.version = try await store.updatePet(pet)
        #expect(pet.version == 2)
        pet.about = "Snores."
        pet.version = try await store.updatePet(pet)
        #expect(try await store.loadPets() == [pet])
        #expect(pet.version == 3)
    }

    @Test(arguments: ContractStore.available)
    func anEditFromAnOlderVersion_isRefused_withThePetAsStoredNow_andWritesNothing(_ kind: ContractStore) async throws {
        let (first, second) = try await kind.makeTwoDesks()
        let opened = ContractRecords.pet("p1")
        try await first.savePet(opened)
        var theirs = opened
        theirs.name = "Bella Rose"
        theirs.version = try await second.updatePet(theirs)
        var mine = opened
        mine.about = "Mine."

        await #expect(throws: EditConflict.changedElsewhere(current: theirs)) { try await first.updatePet(mine) }
        #expect(try await first.loadPets() == [theirs])
    }

    @Test(arguments: ContractStore.available)
    func anEditSavedOverAnotherDesksChangeOnPurpose_isRecorded_andAnOrdinaryEditIsNot(_ kind: ContractStore) async throws {
        let (first, second) = try await kind.makeTwoDesks()
        var pet = ContractRecords.pet("p1")
        pet.version = try await first.savePet(pet)
        var theirs = pet
        theirs.name = "Bella Rose"
        theirs.version = try await second.updatePet(theirs)
        var mine = theirs
        mine.name = "Bella May"

        mine.version = try await first.updatePet(mine, overwriting: true)
        #expect(try await first.loadPets() == [mine])
        #expect(try await kind.overwrittenVersions(of: "p1", in: first) == [theirs.version])
        mine.about = "Later."
        try await second.updatePet(mine)
        #expect(try await kind.overwrittenVersions(of: "p1", in: second) == [theirs.version])
    }

    @Test(arguments: ContractStore.available)
    func anOverwriteRefusedForAChangeSinceRecordsNothing(_ kind: ContractStore) async throws {
        let (first, second) = try await kind.makeTwoDesks()
        let pet = ContractRecords.pet("p1")
        try await first.savePet(pet)
        var theirs = pet
        theirs.name = "Bella Rose"
        theirs.version = try await second.updatePet(theirs)

        await #expect(throws: EditConflict.changedElsewhere(current: theirs)) { try await first.updatePet(pet, overwriting: true) }
        #expect(try await kind.overwrittenVersions(of: "p1", in: first).isEmpty)
    }

    @Test(arguments: ContractStore.available)
    func anEditOfAPetDeletedElsewhere_isRefused_andDoesNotAddItBack(_ kind: ContractStore) async throws {
        let (first, second) = try await kind.makeTwoDesks()
        let pet = ContractRecords.pet("p1")
        try await first.savePet(pet)
        try await second.deletePet(id: "p1")

        await #expect(throws: EditConflict<Pet>.deletedElsewhere) { try await first.updatePet(pet) }
        #expect(try await first.loadPets().isEmpty)
    }

    @Test(arguments: ContractStore.available)
    func anAdoptionElsewhere_refusesAnEditMadeBeforeIt(_ kind: ContractStore) async throws {
        let (first, second) = try await kind.makeTwoDesks()
        var pet = ContractRecords.plainPet("p1", name: "Ada")
        try await first.savePet(pet)
        try await second.recordAdoption(petID: "p1", on: Date())
        pet.about = "Still with us."

        await #expect(throws: (EditConflict<Pet>).self) { try await first.updatePet(pet) }
        #expect(try await first.loadPets().first?.status == .adopted, "the edit did not put the pet back up for adoption")
    }

    @Test(arguments: ContractStore.available)
    func ofTwoDesksSavingEditsOfOneVersionAtOnce_exactlyOneIsSaved(_ kind: ContractStore) async throws {
        let (first, second) = try await kind.makeTwoDesks()
        for number in 1...10 {
            try await first.savePet(ContractRecords.plainPet("p\(number)", name: "Pet \(number)"))
        }
        for number in 1...10 {
            var atFirst = ContractRecords.plainPet("p\(number)", name: "First's \(number)")
            var atSecond = ContractRecords.plainPet("p\(number)", name: "Second's \(number)")
            async let firstSaved = Self.edited { try await first.updatePet(atFirst) }
            async let secondSaved = Self.edited { try await second.updatePet(atSecond) }
            let (firstVersion, secondVersion) = await (firstSaved, secondSaved)
            #expect([firstVersion, secondVersion].compactMap { $0 } == [2], "pet \(number): one edit is saved")
            atFirst.version = 2
            atSecond.version = 2
            let stored = try await first.loadPets().first { $0.id == "p\(number)" }
            #expect(stored == (firstVersion != nil ? atFirst : atSecond), "pet \(number): the saved edit is stored whole")
        }
    }

    /// The version `save` stored, or `nil` when it met an ``EditConflict`` (any other error fails).
    private static func edited(_ save: () async throws -> Int64) async -> Int64? {
        do {
            return try await save()
        } catch is EditConflict<Pet> {
            return nil
        } catch {
            Issue.record(error)
            return nil
        }
    }

    /// `nil` when `adopt` succeeded, else its ``AdoptionConflict`` (any other error fails).
    private static func outcome(_ adopt: () async throws -> AdoptionReceipt) async -> AdoptionConflict? {
        do {
            _ = try await adopt()
            return nil
        } catch let conflict as AdoptionConflict {
            return conflict
        } catch {
            Issue.record(error)
            return nil
        }
    }

    @Test(arguments: ContractStore.available)
    func adoptingAPetThatIsNotThere_throws_andWritesNothing(_ kind: ContractStore) async throws {
        let store = try await kind.make()
        try await store.savePet(ContractRecords.plainPet("p1", name: "Ada"))
        await #expect(throws: (any Error).self) { try await store.recordAdoption(petID: "nobody", on: Date()) }
        await #expect(throws: (any Error).self) { try await store.undoAdoption(petID: "nobody", restoring: .available, receipt: AdoptionReceipt(petVersion: 2)) }
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

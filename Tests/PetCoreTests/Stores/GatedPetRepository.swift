import Foundation
import PetCore

/// A ``PetRepository`` and ``FavouriteRepository`` over an ``InMemoryCatalogStore`` whose
/// writes wait at a gate the test opens, so a test can look at the app while a commit is
/// under way.
///
/// Reads go straight to the store. Each write first says it ``entered`` (and whether it
/// runs on the main thread), then suspends until ``gate`` opens, then writes the store.
final class GatedPetRepository: PetRepository, FavouriteRepository, @unchecked Sendable {
    /// Where the pets are kept.
    let store: InMemoryCatalogStore
    /// Holds every write until the test opens it.
    let gate = AsyncGate()
    /// Opens when the first write reaches the gate.
    let entered = AsyncGate()

    private let lock = NSLock()
    private var writeThreads: [Bool] = []

    init(store: InMemoryCatalogStore) {
        self.store = store
    }

    /// For each write so far, in order, whether it ran on the main thread.
    var writesOnMainThread: [Bool] {
        lock.withLock { writeThreads }
    }

    func loadPets() throws -> [Pet] { try store.loadPets() }
    func loadFavouriteIDs() throws -> Set<Pet.ID> { try store.loadFavouriteIDs() }
    func loadPetPreview(limit: Int) throws -> RecordPreview<Pet> { try store.loadPetPreview(limit: limit) }

    func setFavourite(_ isFavourite: Bool, petID: Pet.ID) async throws {
        await arrive()
        try store.setFavourite(isFavourite, petID: petID)
    }

    func recordAdoption(petID: Pet.ID, on date: Date) async throws -> AdoptionReceipt {
        await arrive()
        return try store.recordAdoption(petID: petID, on: date)
    }

    func undoAdoption(petID: Pet.ID, restoring previousStatus: AdoptionStatus, receipt: AdoptionReceipt) async throws {
        await arrive()
        try store.undoAdoption(petID: petID, restoring: previousStatus, receipt: receipt)
    }

    func savePet(_ pet: Pet) async throws -> Int64 {
        await arrive()
        return try store.savePet(pet)
    }

    func updatePet(_ pet: Pet, overwriting: Bool) async throws -> Int64 {
        await arrive()
        return try store.updatePet(pet, overwriting: overwriting)
    }

    func deletePet(id: Pet.ID) async throws {
        await arrive()
        try store.deletePet(id: id)
    }

    /// Notes where the write runs, says it entered, and waits for the gate.
    private func arrive() async {
        let onMainThread = Self.isMainThread()
        lock.withLock { writeThreads.append(onMainThread) }
        entered.open()
        await gate.wait()
    }

    /// Whether the caller runs on the main thread (the main actor's).
    private static func isMainThread() -> Bool {
        Thread.isMainThread
    }
}

import Foundation
import PetCore

/// Six pets covering every species, age band, rarity and status, with accented and
/// non-Latin names, for the list tests.
///
/// | id    | name  | species      | breed         | age       | fee  | status    | added   |
/// |-------|-------|--------------|---------------|-----------|------|-----------|---------|
/// | ace   | ace   | bird         | (none)        | 2 weeks   | 150  | available | 2 days  |
/// | bella | Bella | dog          | Beagle        | 2 years   | 50   | available | 10 days |
/// | bjorn | Bjørn | dog          | Border Collie | 10 years  | 20   | adopted   | 30 days |
/// | chien | Chien | small animal | Guinea Pig    | 1 year    | free | available | 3 days  |
/// | zoe   | Zoë   | cat          | Siamese       | 5 months  | 150  | pending   | 1 day   |
/// | nihon | 日本  | rabbit       | Holland Lop   | 4 years   | 75   | available | 5 days  |
enum PetListFixtures {
    static let pets: [Pet] = [
        PetFixtures.pet("bella", name: "Bella", species: .dog, breed: "Beagle", born: "2022-05-01",
                        rarity: .common, status: .available, addedDaysAgo: 10),
        PetFixtures.pet("zoe", name: "Zoë", species: .cat, breed: "Siamese", born: "2024-01-15",
                        rarity: .rare, status: .pending, addedDaysAgo: 1),
        PetFixtures.pet("bjorn", name: "Bjørn", species: .dog, breed: "Border Collie", born: "2014-03-01",
                        rarity: .veryRare, fee: 20, status: .adopted, addedDaysAgo: 30),
        PetFixtures.pet("nihon", name: "日本", species: .rabbit, breed: "Holland Lop", born: "2020-06-15",
                        rarity: .uncommon, status: .available, addedDaysAgo: 5),
        PetFixtures.pet("chien", name: "Chien", species: .smallAnimal, breed: "Guinea Pig", born: "2023-06-15",
                        rarity: .common, fee: 0, status: .available, addedDaysAgo: 3),
        PetFixtures.pet("ace", name: "ace", species: .bird, breed: "", born: "2024-06-01",
                        rarity: .rare, status: .available, addedDaysAgo: 2),
    ]

    /// A list over a loaded catalog of ``pets``.
    @MainActor
    static func list(
        _ pets: [Pet] = pets, favourites: Set<Pet.ID> = []
    ) async throws -> (PetListViewModel, PetCatalog, InMemoryCatalogStore) {
        let (catalog, store) = try await PetFixtures.catalog(pets, favourites: favourites)
        return (PetListViewModel(catalog: catalog), catalog, store)
    }
}

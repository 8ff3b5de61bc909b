import Foundation

/// A ``PetRepository`` and ``RecipeRepository`` that keeps everything in memory.
///
/// For tests and previews. Set ``failure`` to make every write throw that error, the
/// way a full disk or a read-only database would, without changing what is stored.
public final class InMemoryCatalogStore: PetRepository, RecipeRepository {
    /// The pets, by id.
    public private(set) var pets: [Pet.ID: Pet]
    /// The recipes, by id.
    public private(set) var recipes: [Recipe.ID: Recipe]
    /// The ids of favourite pets.
    public private(set) var favouriteIDs: Set<Pet.ID> = []
    /// The adoption dates recorded per pet, oldest first.
    public private(set) var adoptions: [Pet.ID: [Date]] = [:]
    /// Ticked checklist items per recipe.
    public private(set) var checklists: [Recipe.ID: Set<ChecklistItem>] = [:]
    /// When set, every write throws this error and changes nothing.
    public var failure: (any Error)?
    /// When set, every read throws this error.
    public var readFailure: (any Error)?

    /// Creates a store holding `pets` and `recipes`.
    public init(pets: [Pet] = [], recipes: [Recipe] = []) {
        self.pets = Dictionary(pets.map { ($0.id, $0) }, uniquingKeysWith: { _, last in last })
        self.recipes = Dictionary(recipes.map { ($0.id, $0) }, uniquingKeysWith: { _, last in last })
    }

    // MARK: PetRepository

    public func loadPets() throws -> [Pet] {
        try checkRead()
        return Array(pets.values)
    }

    public func loadFavouriteIDs() throws -> Set<Pet.ID> {
        try checkRead()
        return favouriteIDs
    }

    public func setFavourite(_ isFavourite: Bool, petID: Pet.ID) throws {
        try checkWrite()
        guard pets[petID] != nil else { throw InMemoryCatalogStoreError.unknownPet(petID) }
        if isFavourite { favouriteIDs.insert(petID) } else { favouriteIDs.remove(petID) }
    }

    public func recordAdoption(petID: Pet.ID, on date: Date) throws {
        try checkWrite()
        guard pets[petID] != nil else { throw InMemoryCatalogStoreError.unknownPet(petID) }
        pets[petID]?.status = .adopted
        adoptions[petID, default: []].append(date)
    }

    public func undoAdoption(petID: Pet.ID, restoring previousStatus: AdoptionStatus) throws {
        try checkWrite()
        guard pets[petID] != nil else { throw InMemoryCatalogStoreError.unknownPet(petID) }
        pets[petID]?.status = previousStatus
        adoptions[petID]?.removeLast()
    }

    public func savePet(_ pet: Pet) throws {
        try checkWrite()
        pets[pet.id] = pet
    }

    public func deletePet(id: Pet.ID) throws {
        try checkWrite()
        pets[id] = nil
        favouriteIDs.remove(id)
        adoptions[id] = nil
    }

    // MARK: RecipeRepository

    public func loadRecipes() throws -> [Recipe] {
        try checkRead()
        return Array(recipes.values)
    }

    public func checkedItems(recipeID: Recipe.ID) throws -> Set<ChecklistItem> {
        try checkRead()
        return checklists[recipeID] ?? []
    }

    public func setChecked(_ isChecked: Bool, item: ChecklistItem, recipeID: Recipe.ID) throws {
        try checkWrite()
        guard recipes[recipeID] != nil else { throw InMemoryCatalogStoreError.unknownRecipe(recipeID) }
        if isChecked {
            checklists[recipeID, default: []].insert(item)
        } else {
            checklists[recipeID]?.remove(item)
        }
    }

    public func clearChecklist(recipeID: Recipe.ID) throws {
        try checkWrite()
        checklists[recipeID] = nil
    }

    public func saveRecipe(_ recipe: Recipe) throws {
        try checkWrite()
        recipes[recipe.id] = recipe
    }

    public func deleteRecipe(id: Recipe.ID) throws {
        try checkWrite()
        recipes[id] = nil
        checklists[id] = nil
    }

    // MARK: Failure injection

    private func checkWrite() throws {
        if let failure { throw failure }
    }

    private func checkRead() throws {
        if let readFailure { throw readFailure }
    }
}

/// Why ``InMemoryCatalogStore`` refused a write.
public enum InMemoryCatalogStoreError: Error, Equatable, LocalizedError {
    case unknownPet(Pet.ID)
    case unknownRecipe(Recipe.ID)

    public var errorDescription: String? {
        switch self {
        case .unknownPet(let id): "There is no pet with id \(id)."
        case .unknownRecipe(let id): "There is no recipe with id \(id)."
        }
    }
}

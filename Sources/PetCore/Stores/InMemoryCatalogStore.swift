import Foundation

/// Every store of the catalog and of the desk (``PetRepository``, ``FavouriteRepository``,
/// ``RecipeRepository``, ``CookingProgressRepository``) in one, keeping everything in memory.
///
/// For tests and previews. Set ``failure`` to make every write throw that error, the
/// way a full disk or a read-only database would, without changing what is stored; set
/// ``readFailure`` to make every read throw. Safe to use from any thread.
public final class InMemoryCatalogStore: PetRepository, FavouriteRepository, RecipeRepository, CookingProgressRepository,
    @unchecked Sendable {
    /// Everything the store holds, guarded by ``lock``.
    struct Contents {
        var pets: [Pet.ID: Pet] = [:]
        var recipes: [Recipe.ID: Recipe] = [:]
        var favouriteIDs: Set<Pet.ID> = []
        var adoptions: [Pet.ID: [Date]] = [:]
        var overwrites: [String: [Int64]] = [:]
        var checklists: [Recipe.ID: Set<ChecklistItem>] = [:]
        var recipeScales: [Recipe.ID: Rational] = [:]
        var measurementSystem = MeasurementSystem.asWritten
        var matchScores: [String: MatchScore] = [:]
        var failure: (any Error)?
        var readFailure: (any Error)?
        var petLoadCount = 0
    }

    private let lock = NSLock()
    private var contents = Contents()
    /// Who is told of import batches; see ``CatalogChangeObserving``.
    let changeObservers = CatalogChangeObservers()

    /// Creates a store holding `pets` and `recipes`.
    public init(pets: [Pet] = [], recipes: [Recipe] = []) {
        contents.pets = Dictionary(pets.map { ($0.id, $0) }, uniquingKeysWith: { _, last in last })
        contents.recipes = Dictionary(recipes.map { ($0.id, $0) }, uniquingKeysWith: { _, last in last })
    }

    /// The pets, by id.
    public var pets: [Pet.ID: Pet] { locked { $0.pets } }
    /// The recipes, by id.
    public var recipes: [Recipe.ID: Recipe] { locked { $0.recipes } }
    /// The ids of favourite pets.
    public var favouriteIDs: Set<Pet.ID> { locked { $0.favouriteIDs } }
    /// The adoption dates recorded per pet, oldest first.
    public var adoptions: [Pet.ID: [Date]] { locked { $0.adoptions } }
    /// The versions of pets and recipes saved over on purpose
    /// (``updatePet(_:overwriting:)``), by record id, oldest first.
    public var overwrites: [String: [Int64]] { locked { $0.overwrites } }
    /// Ticked checklist items per recipe.
    public var checklists: [Recipe.ID: Set<ChecklistItem>] { locked { $0.checklists } }
    /// How many times every pet was read (``loadPets()``): a whole-catalog read.
    public var petLoadCount: Int { locked { $0.petLoadCount } }

    /// When set, every write throws this error and changes nothing.
    public var failure: (any Error)? {
        get { locked { $0.failure } }
        set { locked { $0.failure = newValue } }
    }

    /// When set, every read throws this error.
    public var readFailure: (any Error)? {
        get { locked { $0.readFailure } }
        set { locked { $0.readFailure = newValue } }
    }

    // MARK: PetRepository

    public func loadPets() throws -> [Pet] {
        try read {
            $0.petLoadCount += 1
            return Array($0.pets.values)
        }
    }

    public func loadFavouriteIDs() throws -> Set<Pet.ID> {
        try read { $0.favouriteIDs }
    }

    public func loadPetPreview(limit: Int) throws -> RecordPreview<Pet> {
        try read { contents in
            let first = contents.pets.values
                .sorted { ($0.name.lowercased(), $0.id) < ($1.name.lowercased(), $1.id) }
                .prefix(limit)
            return RecordPreview(records: Array(first), totalCount: contents.pets.count)
        }
    }

    public func setFavourite(_ isFavourite: Bool, petID: Pet.ID) throws {
        try write { contents in
            guard contents.pets[petID] != nil else { throw InMemoryCatalogStoreError.unknownPet(petID) }
            if isFavourite { contents.favouriteIDs.insert(petID) } else { contents.favouriteIDs.remove(petID) }
        }
    }

    @discardableResult
    public func recordAdoption(petID: Pet.ID, on date: Date) throws -> AdoptionReceipt {
        try write { contents in
            guard let pet = contents.pets[petID] else { throw InMemoryCatalogStoreError.unknownPet(petID) }
            guard pet.status != .adopted else { throw AdoptionConflict.alreadyAdopted }
            contents.pets[petID]?.status = .adopted
            contents.pets[petID]?.version += 1
            contents.adoptions[petID, default: []].append(date)
            return AdoptionReceipt(petVersion: pet.version + 1)
        }
    }

    public func undoAdoption(petID: Pet.ID, restoring previousStatus: AdoptionStatus, receipt: AdoptionReceipt) throws {
        try write { contents in
            guard let pet = contents.pets[petID] else { throw InMemoryCatalogStoreError.unknownPet(petID) }
            guard pet.version == receipt.petVersion else { throw AdoptionConflict.changedSinceAdoption }
            contents.pets[petID]?.status = previousStatus
            contents.pets[petID]?.version += 1
            contents.adoptions[petID]?.removeLast()
        }
    }

    @discardableResult
    public func savePet(_ pet: Pet) throws -> Int64 {
        try write { Self.replace(pet, in: &$0.pets) }
    }

    @discardableResult
    public func updatePet(_ pet: Pet, overwriting: Bool) throws -> Int64 {
        try write { try Self.update(pet, in: &$0.pets, overwriting: overwriting, recordingIn: &$0.overwrites) }
    }

    public func deletePet(id: Pet.ID) throws {
        try write { contents in
            contents.pets[id] = nil
            contents.favouriteIDs.remove(id)
            contents.adoptions[id] = nil
        }
    }

    // MARK: RecipeRepository

    public func loadRecipes() throws -> [Recipe] {
        try read { Array($0.recipes.values) }
    }

    public func checkedItems(recipeID: Recipe.ID) throws -> Set<ChecklistItem> {
        try read { $0.checklists[recipeID] ?? [] }
    }

    public func setChecked(_ isChecked: Bool, item: ChecklistItem, recipeID: Recipe.ID) throws {
        try write { contents in
            guard contents.recipes[recipeID] != nil else { throw InMemoryCatalogStoreError.unknownRecipe(recipeID) }
            if isChecked {
                contents.checklists[recipeID, default: []].insert(item)
            } else {
                contents.checklists[recipeID]?.remove(item)
            }
        }
    }

    public func replaceChecklist(recipeID: Recipe.ID, checked: Set<ChecklistItem>) throws {
        try write { contents in
            guard let recipe = contents.recipes[recipeID] else { throw InMemoryCatalogStoreError.unknownRecipe(recipeID) }
            let kept = checked.filter { item in
                (item.kind == .ingredient ? recipe.ingredients : recipe.directions).indices.contains(item.index)
            }
            contents.checklists[recipeID] = kept.isEmpty ? nil : kept
        }
    }

    public func recipeScale(recipeID: Recipe.ID) throws -> Rational? {
        try read { $0.recipeScales[recipeID] }
    }

    public func setRecipeScale(_ scale: Rational?, recipeID: Recipe.ID) throws {
        try write { contents in
            guard contents.recipes[recipeID] != nil else { throw InMemoryCatalogStoreError.unknownRecipe(recipeID) }
            contents.recipeScales[recipeID] = scale == 1 ? nil : scale
        }
    }

    public func measurementSystem() throws -> MeasurementSystem {
        try read { $0.measurementSystem }
    }

    public func setMeasurementSystem(_ system: MeasurementSystem) throws {
        try write { $0.measurementSystem = system }
    }

    @discardableResult
    public func saveRecipe(_ recipe: Recipe) throws -> Int64 {
        try write { Self.replace(recipe, in: &$0.recipes) }
    }

    @discardableResult
    public func updateRecipe(_ recipe: Recipe, overwriting: Bool) throws -> Int64 {
        try write { try Self.update(recipe, in: &$0.recipes, overwriting: overwriting, recordingIn: &$0.overwrites) }
    }

    public func deleteRecipe(id: Recipe.ID) throws {
        try write { contents in
            contents.recipes[id] = nil
            contents.checklists[id] = nil
            contents.recipeScales[id] = nil
        }
    }

    // MARK: Access

    private func locked<T>(_ body: (inout Contents) throws -> T) rethrows -> T {
        try lock.withLock { try body(&contents) }
    }

    /// Runs `body` on the contents, unless ``readFailure`` is set.
    func read<T>(_ body: (inout Contents) throws -> T) throws -> T {
        try locked { contents in
            if let failure = contents.readFailure { throw failure }
            return try body(&contents)
        }
    }

    /// Runs `body` on the contents, unless ``failure`` is set. Every body checks what it
    /// needs before it changes anything, so a write changes everything or nothing (without
    /// copying 100,000 pets to roll back).
    func write<T>(_ body: (inout Contents) throws -> T) throws -> T {
        try locked { contents in
            if let failure = contents.failure { throw failure }
            return try body(&contents)
        }
    }
}

/// Why ``InMemoryCatalogStore`` refused a write.
public enum InMemoryCatalogStoreError: Error, Equatable, LocalizedError {
    case unknownPet(Pet.ID)
    case unknownRecipe(Recipe.ID)

    public var errorDescription: String? {
        switch self {
        case .unknownPet(let id): Translator.english.tr("There is no pet with id %1$@.", id)
        case .unknownRecipe(let id): Translator.english.tr("There is no recipe with id %1$@.", id)
        }
    }
}

extension InMemoryCatalogStore {
    /// Stores `record`: a new one with its version, in place of a stored one with the
    /// version above both theirs, as the database stores do. Returns the version stored.
    @discardableResult
    static func replace<Record: VersionedRecord>(_ record: Record, in records: inout [Record.ID: Record]) -> Int64 {
        var stored = record
        if let before = records[record.id] { stored.version = max(before.version, record.version) + 1 }
        records[record.id] = stored
        return stored.version
    }

    /// Stores an edit of `record` while the stored version is still its own, raising it
    /// by one, and, `overwriting` another desk's change on purpose, adds the version saved
    /// over to `overwrites`; throws ``EditConflict`` otherwise, as the database stores do.
    static func update<Record: VersionedRecord>(
        _ record: Record, in records: inout [Record.ID: Record], overwriting: Bool, recordingIn overwrites: inout [String: [Int64]]
    ) throws -> Int64 {
        guard let current = records[record.id] else { throw EditConflict<Record>.deletedElsewhere }
        guard current.version == record.version else { throw EditConflict.changedElsewhere(current: current) }
        if overwriting { overwrites[record.id, default: []].append(record.version) }
        var stored = record
        stored.version += 1
        records[record.id] = stored
        return stored.version
    }
}

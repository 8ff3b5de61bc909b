import Foundation
import Observation

/// The pets and favourites of the shelter, loaded from a ``PetRepository``: the one
/// in-memory copy that the list and every detail view model read, and the only place
/// that writes to the repository for them.
///
/// Because everything reads through the catalog, adopting or favouriting a pet on its
/// detail page updates its list row, the list's count and a favourites-only filter at
/// once, without reloading. A write goes to the repository first and changes memory
/// only when it succeeded, so memory never disagrees with what is stored.
///
/// When the store notices changes made elsewhere (another window, an import), it pushes
/// the new state with ``replace(pets:favouriteIDs:)``.
@MainActor
@Observable
public final class PetCatalog {
    @ObservationIgnored private let repository: any PetRepository
    /// Formats fees and ages for this catalog's view models.
    @ObservationIgnored public let formatter: PetFormatter

    /// Every pet, in the order they were loaded or added; ids are unique.
    public private(set) var pets: [Pet] = []
    /// The ids of the favourite pets (only ids of pets in ``pets``).
    public private(set) var favouriteIDs: Set<Pet.ID> = []
    /// Why the last ``load()`` failed; `nil` once a load or replace succeeds.
    public private(set) var loadFailure: FailureMessage?
    /// Increases with every change to ``pets`` or ``favouriteIDs``: a cheap way for
    /// derived data (filtered lists) to know it is out of date.
    public private(set) var revision = 0

    /// Increases when pets are added, removed or replaced, but not when only a status
    /// or a favourite changes: the positions and texts of pets are valid until then.
    @ObservationIgnored private(set) var generation = 0
    /// The id of the pet at each position of ``pets``.
    @ObservationIgnored private(set) var ids: [Pet.ID] = []
    /// Whether the pet at each position of ``pets`` is a favourite.
    @ObservationIgnored private(set) var favouriteFlags: [Bool] = []
    @ObservationIgnored private var positions: [Pet.ID: Int] = [:]
    /// The search index of ``pets`` and the generation it was built for.
    @ObservationIgnored private var preparedNameIndex: (generation: Int, index: PetNameIndex)?

    /// An empty catalog over `repository`; call ``load()`` to fill it.
    public init(repository: any PetRepository, context: DisplayContext) {
        self.repository = repository
        self.formatter = PetFormatter(context: context)
    }

    /// The locale, currency, time zone and clock of this catalog's texts.
    public var context: DisplayContext { formatter.context }

    /// The number of pets.
    public var count: Int { pets.count }

    /// The pet with `id`, or `nil` when the catalog has none.
    public func pet(withID id: Pet.ID) -> Pet? {
        let pets = self.pets
        return position(of: id).map { pets[$0] }
    }

    /// Whether the pet with `id` is a favourite.
    public func isFavourite(_ id: Pet.ID) -> Bool {
        favouriteIDs.contains(id)
    }

    // MARK: Intents

    /// Reads every pet and the favourites from the repository. On failure the catalog
    /// keeps what it had and ``loadFailure`` says why.
    public func load() {
        do {
            replace(with: try PetCatalogContents.load(from: repository))
        } catch {
            loadFailure = FailureMessage("Couldn't load the pets.", error: error)
        }
    }

    /// Takes a fresh snapshot, e.g. after the store saw another process change the
    /// database. When ids repeat, the last pet with an id wins. A snapshot equal to what
    /// the catalog holds (the echo of its own write) changes nothing and notifies no one,
    /// so the list keeps its search index.
    public func replace(pets newPets: [Pet], favouriteIDs newFavourites: Set<Pet.ID>) {
        replace(with: PetCatalogContents(pets: newPets, favouriteIDs: newFavourites))
    }

    /// Shows `contents`, read and indexed elsewhere (see ``PetCatalogContents/load(from:)``).
    /// Contents equal to what the catalog holds change nothing and notify no one.
    public func replace(with contents: PetCatalogContents) {
        if loadFailure != nil { loadFailure = nil }
        guard contents.pets != pets || contents.favouriteIDs != favouriteIDs else { return }
        positions = contents.positions
        ids = contents.pets.map(\.id)
        favouriteFlags = ids.map { contents.favouriteIDs.contains($0) }
        favouriteIDs = contents.favouriteIDs
        pets = contents.pets
        generation += 1
        revision += 1
        preparedNameIndex = contents.nameIndex.map { (generation, $0) }
    }

    /// Marks or unmarks the pet with `id` as a favourite. Throws what the repository
    /// threw, changing nothing.
    public func setFavourite(_ isFavourite: Bool, petID id: Pet.ID) throws {
        try repository.setFavourite(isFavourite, petID: id)
        guard let position = position(of: id) else { return }
        favouriteFlags[position] = isFavourite
        if isFavourite { favouriteIDs.insert(id) } else { favouriteIDs.remove(id) }
        revision += 1
    }

    /// Records that the pet with `id` was adopted now; its status becomes `.adopted`.
    /// Throws what the repository threw, changing nothing.
    public func recordAdoption(petID id: Pet.ID) throws {
        try repository.recordAdoption(petID: id, on: context.now())
        setStatus(.adopted, petID: id)
    }

    /// Cancels the pet's latest adoption and puts its status back to `previousStatus`.
    /// Throws what the repository threw, changing nothing.
    public func undoAdoption(petID id: Pet.ID, restoring previousStatus: AdoptionStatus) throws {
        try repository.undoAdoption(petID: id, restoring: previousStatus)
        setStatus(previousStatus, petID: id)
    }

    /// Adds `pet`, or replaces the pet with the same id. Throws what the repository
    /// threw, changing nothing.
    public func save(_ pet: Pet) throws {
        try repository.savePet(pet)
        if let position = position(of: pet.id) {
            pets[position] = pet
        } else {
            positions[pet.id] = pets.count
            ids.append(pet.id)
            favouriteFlags.append(false)
            pets.append(pet)
        }
        generation += 1
        revision += 1
    }

    /// Removes the pet with `id` and its favourite mark. Throws what the repository
    /// threw, changing nothing.
    public func delete(petID id: Pet.ID) throws {
        try repository.deletePet(id: id)
        guard let position = position(of: id) else { return }
        pets.remove(at: position)
        ids.remove(at: position)
        favouriteFlags.remove(at: position)
        favouriteIDs.remove(id)
        positions = Dictionary(uniqueKeysWithValues: ids.enumerated().map { ($1, $0) })
        generation += 1
        revision += 1
    }

    // MARK: Positions

    /// The position in ``pets`` of the pet with `id`.
    func position(of id: Pet.ID) -> Int? {
        positions[id]
    }

    /// The search index and name order of ``pets`` as they are now: the one that came
    /// with the contents, or one built now and kept until the pets change.
    func nameIndex() -> PetNameIndex {
        if let prepared = preparedNameIndex, prepared.generation == generation { return prepared.index }
        let index = PetNameIndex(pets: pets)
        preparedNameIndex = (generation, index)
        return index
    }

    private func setStatus(_ status: AdoptionStatus, petID id: Pet.ID) {
        guard let position = position(of: id) else { return }
        pets[position].status = status
        revision += 1
    }
}

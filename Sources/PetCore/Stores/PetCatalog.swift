import Foundation

/// The shelter's pets and what people did with them (favourites, adoptions): the only
/// writer of pets, and the one in-memory copy that the list, the rows and every pet's
/// page read.
///
/// Every write commits through the ``PetRepository`` (or, for a favourite mark, the
/// ``FavouriteRepository``) off the main actor (the window never waits for the disk or
/// the server), one after the other in the order asked for; memory changes
/// only once the commit succeeded, so it never disagrees with what is stored (but for a
/// favourite mark, the desk's own, which shows at once and is put back if its commit
/// fails). Then the ``records`` tell exactly the pet that changed: favouriting one pet
/// re-reads nothing and updates that pet's row, the count and a favourites-only list.
///
/// Changes made elsewhere (another process, an import) come in through ``reload()``.
@MainActor
public final class PetCatalog: RecordStore {
    /// What search looks at in a pet: its name, breed and species, the species in English
    /// and in `translator`'s language ("dog" and "狗" both find dogs), and the pinyin and
    /// Simplified form of a Chinese name (`keys`).
    public nonisolated static func searchTexts(_ translator: Translator, keys: NameSearchKeys) -> RecordSearchTexts<Pet> {
        let english = PetLabels(translator: .english)
        let translated = PetLabels(translator: translator)
        return RecordSearchTexts { pet in
            let species = english.species(pet.species)
            let translatedSpecies = translated.species(pet.species)
            var texts = [pet.name, pet.breed, species]
            if translatedSpecies != species { texts.append(translatedSpecies) }
            let key = keys.key(for: pet.name)
            if !key.isEmpty { texts.append(key) }
            return texts
        }
    }

    /// The search keys of the pets' Chinese names.
    private let nameKeys = NameSearchKeys()

    /// The pets, as the list and pages read them.
    public let records: RecordCollection<Pet>
    /// Formats fees and ages for this catalog's view models.
    public let formatter: PetFormatter
    /// Makes the id of a pet added with the form.
    public let newID: @MainActor () -> Pet.ID
    /// Where photos added in the pet form are copied; `nil`: the form cannot add photos.
    public var photoLibrary: PhotoLibrary?
    /// Whether this desk may only look at the pets (a lobby desk whose user on the
    /// shelter's server is a visitor): no adoption is offered. Favourites are the desk's
    /// own, and stay. Set once, before the first page is shown: it is not observed.
    public var isReadOnly = false
    /// Whether the shelter's server can be reached, at a server desk; set once, before the
    /// first page is shown.
    public var reachability: ServerReachability?

    private let repository: any PetRepository
    private let favouriteMarks: any FavouriteRepository
    private let work = SerialWork()
    private var favourites: Set<Pet.ID> = []
    /// How many favourite marks of each pet are asked for and not committed yet.
    private var markWrites: [Pet.ID: Int] = [:]

    /// An empty catalog of the pets in `repository`, with the favourite marks kept in
    /// `favourites`; call ``load()`` (or ``replace(with:)``) to fill it. `newID` makes the
    /// ids of added pets.
    public init(
        repository: any PetRepository, favourites: any FavouriteRepository, context: DisplayContext,
        newID: @escaping @MainActor () -> Pet.ID = { UUID().uuidString }
    ) {
        self.repository = repository
        favouriteMarks = favourites
        self.records = RecordCollection(searchTexts: Self.searchTexts(context.translator, keys: nameKeys), translator: context.translator)
        self.formatter = PetFormatter(context: context)
        self.newID = newID
    }

    /// An empty catalog over one store that keeps both the pets and the favourite marks
    /// (this computer's file, or memory).
    public convenience init(
        repository: any PetRepository & FavouriteRepository, context: DisplayContext,
        newID: @escaping @MainActor () -> Pet.ID = { UUID().uuidString }
    ) {
        self.init(repository: repository, favourites: repository, context: context, newID: newID)
    }

    /// The locale, currency, time zone and clock of this catalog's texts.
    public var context: DisplayContext { formatter.context }

    /// Every pet, in the order they were loaded or added. Observing it observes every change.
    public var pets: [Pet] { records.records }

    /// The number of pets.
    public var count: Int { records.count }

    /// The ids of the favourite pets. Observing it observes every change.
    public var favouriteIDs: Set<Pet.ID> {
        _ = records.revision
        return favourites
    }

    /// Why the last load failed; `nil` once one succeeds.
    public var loadFailure: FailureMessage? { records.loadFailure }

    /// The pet with `id`, or `nil`.
    public func pet(withID id: Pet.ID) -> Pet? {
        records.record(withID: id)
    }

    /// Whether the pet `pet` follows is a favourite; observing it observes that pet only.
    public func isFavourite(_ pet: RecordReference<Pet>) -> Bool {
        favourites.contains(pet.record.id)
    }

    /// Whether the pet at collection `position` is a favourite, unobserved (for filters).
    func isFavourite(at position: Int) -> Bool {
        favourites.contains(records.ids[position])
    }

    // MARK: Reading

    /// Reads every pet and the favourites off the main actor and shows them. On failure
    /// the catalog keeps what it had and ``loadFailure`` says why.
    public func load() async {
        await work.run { [repository, favouriteMarks, self] in
            let translator = context.translator
            await records.load(
                { try await PetCatalogContents.load(from: repository, favourites: favouriteMarks, translator: translator) },
                show: replace(with:))
        }
    }

    /// Reads the pets again, e.g. after the store saw another process change them.
    public func reload() async {
        await load()
    }

    /// Shows `contents`, read elsewhere (see ``PetCatalogContents/load(from:)``). Contents
    /// equal to what the catalog holds change nothing and notify no one; otherwise only
    /// the pets that changed are told.
    public func replace(with contents: PetCatalogContents) {
        let changedFavourites = favourites.symmetricDifference(contents.favouriteIDs)
        nameKeys.add(contents.nameKeys)
        favourites = contents.favouriteIDs
        records.replace(with: contents.records)
        for id in changedFavourites { records.changed(id) }
    }

    /// Shows the first pets in name order and the total count while the rest load.
    public func show(_ preview: RecordPreview<Pet>) {
        records.show(preview)
    }

    /// Shows what start-up read: every pet, or a preview, which stays until
    /// ``completePreview()`` (or ``load()``) reads every pet.
    public func start(with start: PetCatalogStart) {
        switch start {
        case .complete(let contents):
            replace(with: contents)
        case .preview(let preview):
            show(preview)
        }
    }

    /// Reads every pet, off the main actor, when the catalog shows a preview; does nothing
    /// once every pet has been read. The app calls it after the window's first frame, which
    /// the preview is enough for, so that the read does not compete with painting it.
    public func completePreview() async {
        guard !records.isComplete else { return }
        await load()
    }

    // MARK: Writing

    /// Sets the favourite mark of the pet with `id` to `newValue` of its mark as shown.
    ///
    /// Unlike the catalog's records, a mark is shown at once, in the frame of the click
    /// that asked for it: it is the desk's own (its file, never the server), so its commit
    /// fails only with the disk, and waiting for it cost a second frame. Commits run one
    /// after the other; one that fails, with no later mark of the pet asked for, puts
    /// back the mark as stored, and throws.
    private func writeFavourite(petID id: Pet.ID, _ newValue: (Bool) -> Bool) async throws {
        let isFavourite = newValue(favourites.contains(id))
        showFavourite(isFavourite, petID: id)
        markWrites[id, default: 0] += 1
        try await work.run { [favouriteMarks, self] in
            defer { markWrites[id] = markWrites[id].flatMap { $0 > 1 ? $0 - 1 : nil } }
            do {
                try await favouriteMarks.setFavourite(isFavourite, petID: id)
            } catch {
                if markWrites[id] == 1 {
                    showFavourite((try? favouriteMarks.loadFavouriteIDs().contains(id)) ?? !isFavourite, petID: id)
                }
                throw error
            }
        }
    }

    /// Shows the pet with `id` as a favourite or not, telling its observers if that changes.
    private func showFavourite(_ isFavourite: Bool, petID id: Pet.ID) {
        guard favourites.contains(id) != isFavourite else { return }
        if isFavourite { favourites.insert(id) } else { favourites.remove(id) }
        records.changed(id)
    }

    /// Marks or unmarks the pet with `id` as a favourite, at once. Throws what the
    /// repository threw, the mark then put back as stored.
    public func setFavourite(_ isFavourite: Bool, petID id: Pet.ID) async throws {
        try await writeFavourite(petID: id) { _ in isFavourite }
    }

    /// Adds the pet with `id` to the favourites, or removes it, depending on whether it is
    /// shown as one (after every mark asked for before), at once. Throws what the
    /// repository threw, the mark then put back as stored.
    public func toggleFavourite(petID id: Pet.ID) async throws {
        try await writeFavourite(petID: id) { !$0 }
    }

    /// Records that the pet with `id` was adopted now; its status becomes `.adopted`.
    /// Throws what the repository threw, changing nothing; when the pet was adopted
    /// elsewhere already (``AdoptionConflict/alreadyAdopted``), it is shown adopted.
    ///
    /// - Returns: the receipt ``undoAdoption(petID:restoring:receipt:)`` needs.
    @discardableResult
    public func recordAdoption(petID id: Pet.ID) async throws -> AdoptionReceipt {
        try await work.run { [repository, self] in
            do {
                let receipt = try await repository.recordAdoption(petID: id, on: context.now())
                records.update(id) { pet in
                    pet.status = .adopted
                    pet.version = receipt.petVersion
                }
                return receipt
            } catch AdoptionConflict.alreadyAdopted {
                records.update(id) { $0.status = .adopted }
                throw AdoptionConflict.alreadyAdopted
            }
        }
    }

    /// Cancels the adoption `receipt` is for and puts the pet's status back to
    /// `previousStatus`. Throws what the repository threw, changing nothing.
    public func undoAdoption(petID id: Pet.ID, restoring previousStatus: AdoptionStatus, receipt: AdoptionReceipt) async throws {
        try await work.run { [repository, self] in
            try await repository.undoAdoption(petID: id, restoring: previousStatus, receipt: receipt)
            records.update(id) { pet in
                pet.status = previousStatus
                pet.version = receipt.petVersion + 1
            }
        }
    }

    /// Shows the pets as other desks left them (``CatalogRecordChanges/pets``), after
    /// every write asked for before; a page or row showing one of them follows it.
    public func apply(_ changes: CatalogRecordChanges) async {
        guard !changes.pets.isEmpty else { return }
        await work.run { [self] in records.apply(changes.pets) }
    }

    /// Adds `pet`, or replaces the pet with the same id whatever its version (a pet added
    /// back after another desk deleted it). Throws what the repository threw, changing
    /// nothing.
    ///
    /// - Returns: the pet as stored, with its version.
    @discardableResult
    public func save(_ pet: Pet) async throws -> Pet {
        try await work.run { [repository, self] in
            try await records.save(pet, through: repository.savePet)
        }
    }

    /// Saves an edit of a stored pet, made from its ``Pet/version``: only while nobody
    /// saved the pet since (``PetRepository/updatePet(_:overwriting:)``). When somebody
    /// did, throws the ``EditConflict`` and shows the pet as stored now, or no longer shows
    /// it when it was deleted; otherwise throws what the repository threw, changing nothing.
    ///
    /// - Parameter overwriting: whether the person chose to save over another desk's
    ///   change they were told of; the store records it.
    /// - Returns: the pet as stored, with its new version.
    @discardableResult
    public func update(_ pet: Pet, overwriting: Bool = false) async throws -> Pet {
        try await work.run { [repository, self] in
            try await records.saveEdit(pet, through: { try await repository.updatePet($0, overwriting: overwriting) }) {
                favourites.remove(pet.id)
            }
        }
    }

    /// Removes the pet with `id` and its favourite mark. Throws what the repository
    /// threw, changing nothing.
    public func delete(petID id: Pet.ID) async throws {
        try await work.run { [repository, self] in
            try await repository.deletePet(id: id)
            favourites.remove(id)
            records.remove(id)
        }
    }
}

/// Everything a ``PetCatalog`` holds, ready to be shown: the pets with unique ids, their
/// favourites and, once ``load(from:)`` made it, their search index.
///
/// A value, so the slow part of start-up (reading thousands of pets and indexing them
/// for search) can run on a background thread while the window is being built:
/// ```swift
/// let contents = try await Task.detached { try await PetCatalogContents.load(from: database) }.value
/// catalog.replace(with: contents)
/// ```
public struct PetCatalogContents: Sendable {
    /// The pets, each id once (when ids repeat, the last pet with an id wins, at the
    /// position of the first).
    public let records: RecordContents<Pet>
    /// The favourites among the pets (favourite ids of other pets are dropped).
    public let favouriteIDs: Set<Pet.ID>
    /// The search keys of the pets' Chinese names, as stored.
    let nameKeys: NameSearchKeys

    /// The pets, in the order given, each id once.
    public var pets: [Pet] { records.records }

    /// Reads every pet and the favourite marks from one store that keeps both.
    public static func load(
        from store: any PetRepository & FavouriteRepository, translator: Translator = .english
    ) async throws -> PetCatalogContents {
        try await load(from: store, favourites: store, translator: translator)
    }

    /// `pets` with repeated ids merged and `favouriteIDs` restricted to them; the search
    /// index is left for the first list that needs it.
    public init(pets: [Pet], favouriteIDs: Set<Pet.ID>) {
        self.init(records: RecordContents(pets), favouriteIDs: favouriteIDs, nameKeys: NameSearchKeys())
    }

    /// Reads every pet from `repository` and the favourite marks from `favourites`, and
    /// indexes the pets for search on the calling task. Throws what either store threw.
    public static func load(
        from repository: any PetRepository, favourites: any FavouriteRepository, translator: Translator = .english
    ) async throws -> PetCatalogContents {
        let pets = try await repository.loadPets()
        let keys = NameSearchKeys(known: try await repository.loadNameSearchKeys())
        let favouriteIDs = try favourites.loadFavouriteIDs()
        return PetCatalogContents(
            records: RecordContents(pets, indexedBy: PetCatalog.searchTexts(translator, keys: keys)),
            favouriteIDs: favouriteIDs, nameKeys: keys)
    }

    private init(records: RecordContents<Pet>, favouriteIDs: Set<Pet.ID>, nameKeys: NameSearchKeys) {
        self.nameKeys = nameKeys
        self.records = records
        self.favouriteIDs = favouriteIDs.filter { records.positions[$0] != nil }
    }
}

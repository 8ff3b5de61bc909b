/// What a ``PetCatalog`` starts with: every pet, read and indexed, or, for a catalog too
/// large to read before the first frame, a preview (the first pets by name and the total,
/// from an index) while the rest load.
public enum PetCatalogStart: Sendable {
    /// Every pet and the favourites.
    case complete(PetCatalogContents)
    /// The first pets by name and how many there are.
    case preview(RecordPreview<Pet>)

    /// How many pets a preview shows: more than a window of any height lists.
    public static let previewLength = 100

    /// Reads `repository`'s pets (and `favourites`' marks): a preview when there are more
    /// than `previewAbove`, else every pet, indexed for search on the calling task (species
    /// also in `translator`'s language). Throws what either store threw.
    public static func read(
        from repository: any PetRepository, favourites: any FavouriteRepository, previewAbove limit: Int,
        translator: Translator = .english
    ) async throws -> PetCatalogStart {
        let preview = try await repository.loadPetPreview(limit: previewLength)
        guard preview.totalCount > limit else {
            return .complete(try await PetCatalogContents.load(from: repository, favourites: favourites, translator: translator))
        }
        return .preview(preview)
    }

    /// Reads the pets and favourite marks of one store that keeps both.
    public static func read(
        from store: any PetRepository & FavouriteRepository, previewAbove limit: Int, translator: Translator = .english
    ) async throws -> PetCatalogStart {
        try await read(from: store, favourites: store, previewAbove: limit, translator: translator)
    }
}

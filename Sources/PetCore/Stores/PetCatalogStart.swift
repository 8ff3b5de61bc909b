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

    /// Reads `repository`'s pets on the calling thread: a preview when there are more than
    /// `previewAbove`, else every pet, indexed for search (species also in `translator`'s
    /// language). Throws what the repository threw.
    public static func read(
        from repository: any PetRepository, previewAbove limit: Int, translator: Translator = .english
    ) throws -> PetCatalogStart {
        let preview = try repository.loadPetPreview(limit: previewLength)
        guard preview.totalCount > limit else {
            return .complete(try PetCatalogContents.load(from: repository, translator: translator))
        }
        return .preview(preview)
    }
}

/// What one file held: recipes or pets, with the importer's problems.
public enum ImportedRecords: Sendable {
    /// A recipe page, JSON-LD file or recipe list.
    case recipes(ImportResult<Recipe>)
    /// A shelter export.
    case pets(ImportResult<Pet>)
}

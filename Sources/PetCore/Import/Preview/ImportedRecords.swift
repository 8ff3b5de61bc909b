/// What one file held: recipes or pets, with the importer's problems.
public enum ImportedRecords: Sendable {
    case recipes(ImportResult<Recipe>)
    case pets(ImportResult<Pet>)
}

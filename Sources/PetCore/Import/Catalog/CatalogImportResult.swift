/// What ``CatalogImporter`` made of a catalog file: its pets and recipes, in file order,
/// and one problem per record it skipped.
public struct CatalogImportResult: Sendable {
    /// The pets read.
    public var pets: [Pet]
    /// The recipes read.
    public var recipes: [Recipe]
    /// One entry per skipped record.
    public var problems: [ImportProblem]

    /// Creates a result.
    public init(pets: [Pet] = [], recipes: [Recipe] = [], problems: [ImportProblem] = []) {
        self.pets = pets
        self.recipes = recipes
        self.problems = problems
    }
}

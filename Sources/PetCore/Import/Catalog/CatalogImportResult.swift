/// What ``CatalogImporter`` made of a catalog file: its pets and recipes, in file order,
/// and one problem per record it skipped.
public struct CatalogImportResult: Sendable {
    /// The pets read.
    public var pets: [Pet]
    /// The recipes read.
    public var recipes: [Recipe]
    /// One entry per skipped pet.
    public var petProblems: [ImportProblem]
    /// One entry per skipped recipe.
    public var recipeProblems: [ImportProblem]

    /// Creates a result.
    public init(
        pets: [Pet] = [], recipes: [Recipe] = [], petProblems: [ImportProblem] = [], recipeProblems: [ImportProblem] = []
    ) {
        self.pets = pets
        self.recipes = recipes
        self.petProblems = petProblems
        self.recipeProblems = recipeProblems
    }

    /// Every skipped record's problem, pets first.
    public var problems: [ImportProblem] { petProblems + recipeProblems }
}

/// A pet-treat recipe.
public struct Recipe: Identifiable, Hashable, Codable, Sendable {
    /// A stable identifier, unique in the recipe book.
    public var id: String
    public var name: String
    public var difficulty: RecipeDifficulty
    /// A reference to the recipe's photo (file name, path or URL); `nil` when there is none.
    public var photo: String?
    /// Text describing the photo, for people who cannot see it.
    public var photoDescription: String
    /// Preparation time in minutes; `nil` when unknown (e.g. an unparseable imported duration).
    public var prepMinutes: Int?
    /// Cooking time in minutes; `nil` when unknown.
    public var cookMinutes: Int?
    /// How many servings (or pieces) the recipe makes; `nil` when unknown.
    public var yield: Int?
    public var ingredients: [String]
    public var directions: [String]
    /// Where the recipe came from (a web page's URL, a file name); `nil` for the app's own.
    public var source: String?

    public init(
        id: String,
        name: String,
        difficulty: RecipeDifficulty,
        photo: String? = nil,
        photoDescription: String = "",
        prepMinutes: Int?,
        cookMinutes: Int?,
        yield: Int?,
        ingredients: [String],
        directions: [String],
        source: String? = nil
    ) {
        self.id = id
        self.name = name
        self.difficulty = difficulty
        self.photo = photo
        self.photoDescription = photoDescription
        self.prepMinutes = prepMinutes
        self.cookMinutes = cookMinutes
        self.yield = yield
        self.ingredients = ingredients
        self.directions = directions
        self.source = source
    }
}

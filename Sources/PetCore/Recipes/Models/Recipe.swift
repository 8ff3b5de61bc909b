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
    /// The whole time from start to table in minutes, as the source gives it (it may
    /// include chilling, rising or freezing beyond preparation and cooking); `nil` when
    /// the source gives none, and the total is then preparation plus cooking.
    public var totalMinutes: Int?
    /// How many servings (or pieces) the recipe makes, for scaling: the first number of
    /// a range; `nil` when unknown.
    public var yield: Int?
    /// The yield as the source words it, range and unit kept (`"Serves 2–4"`,
    /// `"32 cookies"`); `nil` when it gives none beyond ``yield``.
    public var yieldText: String?
    public var ingredients: [String]
    /// The steps in order. A line that starts with ``headingPrefix`` is a heading over
    /// the steps after it (a schema.org `HowToSection`'s name), not a step.
    public var directions: [String]
    /// Where the recipe came from (a web page's URL, a file name); `nil` for the app's own.
    public var source: String?
    /// The language the recipe is written in, as its source declares it (`en-GB`); `nil`
    /// when unknown. Its region says which pint the recipe means (``CustomaryUnits``).
    public var language: LanguageTag?
    /// The stored version of the recipe, which only grows, as a pet's does
    /// (``Pet/version``): an edit is saved only over the version it was made from.
    public var version: Int64

    /// What starts a line of the ingredients or directions that is a heading (a group's
    /// or section's name) rather than a line to tick: `"## "`, as in Markdown, so that it
    /// reads as a heading in the form's one-per-line text too.
    public static let headingPrefix = "## "

    /// Whether `line` is a heading (starts with ``headingPrefix``), not a line to tick.
    public static func isHeading(_ line: String) -> Bool {
        line.hasPrefix(headingPrefix)
    }

    public init(
        id: String,
        name: String,
        difficulty: RecipeDifficulty,
        photo: String? = nil,
        photoDescription: String = "",
        prepMinutes: Int?,
        cookMinutes: Int?,
        totalMinutes: Int? = nil,
        yield: Int?,
        yieldText: String? = nil,
        ingredients: [String],
        directions: [String],
        source: String? = nil,
        language: LanguageTag? = nil,
        version: Int64 = 1
    ) {
        self.id = id
        self.name = name
        self.difficulty = difficulty
        self.photo = photo
        self.photoDescription = photoDescription
        self.prepMinutes = prepMinutes
        self.cookMinutes = cookMinutes
        self.totalMinutes = totalMinutes
        self.yield = yield
        self.yieldText = yieldText
        self.ingredients = ingredients
        self.directions = directions
        self.source = source
        self.language = language
        self.version = version
    }
}

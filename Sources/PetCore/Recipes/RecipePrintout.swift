/// Everything a printed recipe shows, as display text: what the print-out and the PDF
/// export of a recipe's page lay out and nothing they must word themselves.
///
/// Made by ``RecipeViewModel/printout`` from what the page shows. Decisions, each pinned
/// by a test:
/// - the details are the page's difficulty, times and yield as `"Label: value"` lines;
///   an unknown time (`"—"`), and an other time or a yield the page hides, are left out;
/// - ingredients get a bullet; directions are numbered `"1."`, `"2."`… counting steps
///   only, so a heading neither gets a number nor takes one;
/// - a heading line (``Recipe/headingPrefix``) loses its prefix;
/// - the suggested PDF name is the recipe's name with `"/"` made `"-"`, plus `".pdf"`.
public struct RecipePrintout: Hashable, Sendable {
    /// The marker printed before each ingredient.
    public static let ingredientMarker = "•"

    /// The recipe's name, the page's title.
    public let title: String
    /// A reference to the photo (a file name in the catalog's photo folder, a path or a
    /// URL); `nil` when the recipe has none. A photo that does not load is not printed.
    public let photoReference: String?
    /// Text describing the photo, for people who cannot see it.
    public let photoDescription: String
    /// `"Difficulty: Easy"`, `"Total time: 45 min"`, `"Yield: 24 cookies"`…, in order.
    public let details: [String]
    /// `"Ingredients"`, the title over ``ingredients``.
    public let ingredientsTitle: String
    /// The ingredients, bulleted, with their headings.
    public let ingredients: [PrintedLine]
    /// `"Directions"`, the title over ``directions``.
    public let directionsTitle: String
    /// The directions, numbered, with their headings.
    public let directions: [PrintedLine]
    /// `"From RecipeList.plist"` for an imported recipe; `nil` for the app's own.
    public let sourceText: String?
    /// `"Catnip Cookies.pdf"`: the file name an export suggests.
    public let fileName: String
    /// `"Couldn't print Catnip Cookies."`: the summary of a failed print.
    public let printFailureSummary: String
    /// `"Couldn't export Catnip Cookies as PDF."`: the summary of a failed export.
    public let exportFailureSummary: String

    /// The print-out of a recipe named `name`.
    ///
    /// - Parameters:
    ///   - details: the detail lines, worded (`"Yield: 24 cookies"`); `nil` ones are left out.
    ///   - ingredients, directions: the lines as the recipe holds them, headings with
    ///     their ``Recipe/headingPrefix``.
    ///   - sourceText: where the recipe comes from, worded; `nil` for the app's own.
    init(
        name: String,
        photoReference: String?,
        photoDescription: String,
        details: [String?],
        ingredients: [String],
        directions: [String],
        sourceText: String?,
        context: DisplayContext
    ) {
        let translator = context.translator
        title = name
        self.photoReference = photoReference
        self.photoDescription = photoDescription
        self.details = details.compactMap { $0 }
        ingredientsTitle = translator.tr("Ingredients")
        self.ingredients = ingredients.map { line in
            Recipe.isHeading(line)
                ? PrintedLine(text: Self.headingText(line), isHeading: true)
                : PrintedLine(text: line, marker: Self.ingredientMarker)
        }
        directionsTitle = translator.tr("Directions")
        var step = 0
        self.directions = directions.map { line in
            guard !Recipe.isHeading(line) else { return PrintedLine(text: Self.headingText(line), isHeading: true) }
            step += 1
            // TRANSLATORS: the number before a step of a printed recipe's directions ("1.").
            return PrintedLine(text: line, marker: translator.tr("%1$@.", context.number(step)))
        }
        self.sourceText = sourceText
        fileName = name.replacingOccurrences(of: "/", with: "-") + ".pdf"
        printFailureSummary = translator.tr("Couldn't print %1$@.", name)
        exportFailureSummary = translator.tr("Couldn't export %1$@ as PDF.", name)
    }

    /// `line` without its ``Recipe/headingPrefix``.
    private static func headingText(_ line: String) -> String {
        String(line.dropFirst(Recipe.headingPrefix.count))
    }
}

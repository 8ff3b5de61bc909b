/// The typography of a printed recipe, in points (1/72 inch): fonts, sizes, greys and
/// spaces. The page's own margins come on top of the printer's (the page setup's).
enum PrintStyle {
    /// The font family of every text: fontconfig's generic sans-serif.
    static let fontFamily = "sans-serif"

    /// The space kept clear inside the printable area, on every side.
    static let margin = 28.0

    /// The recipe's name.
    static let titleSize = 22.0
    /// The difficulty, times and yield under the name.
    static let detailSize = 10.0
    /// "Ingredients", "Directions".
    static let sectionTitleSize = 14.0
    /// Ingredients, steps and their headings.
    static let bodySize = 11.0
    /// Where the recipe comes from, at the end.
    static let sourceSize = 9.0
    /// Lines of a paragraph stand this many times their font's height apart.
    static let lineSpacing = 1.15

    /// The grey of the main text (0 is black).
    static let textGrey = 0.12
    /// The grey of secondary text: details, markers, the source.
    static let dimGrey = 0.38
    /// The grey of rules.
    static let ruleGrey = 0.75
    /// The thickness of rules.
    static let ruleWidth = 0.75

    /// The side of the photo beside the name.
    static let photoSide = 132.0
    /// The corner radius of the photo.
    static let photoRadius = 8.0
    /// The side of the square the photo is decoded to, in pixels (about 330 dpi at ``photoSide``).
    static let photoPixels: Int32 = 600
    /// The space between the name and details and the photo.
    static let photoGap = 18.0

    /// The space between the name and the first detail.
    static let titleGap = 8.0
    /// The space between two details.
    static let detailGap = 2.0
    /// The space above a rule.
    static let ruleGap = 14.0
    /// The space above a section title.
    static let sectionGap = 20.0
    /// The space between a section title and its first line.
    static let sectionTitleGap = 8.0
    /// The space above a heading among the lines.
    static let headingGap = 10.0
    /// The space between two ingredients.
    static let ingredientGap = 3.0
    /// The space between two steps.
    static let stepGap = 7.0
    /// Where the text of an ingredient or step starts, right of its marker.
    static let markerIndent = 24.0
    /// The space between a marker's right edge and its text.
    static let markerGap = 6.0
}

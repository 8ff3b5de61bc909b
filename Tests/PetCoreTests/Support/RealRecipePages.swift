import Foundation
@testable import PetCore

/// The saved recipe pages in `../shared/testdata/recipes-jsonld` as the app's own importer
/// reads them, for tests over real ingredient lines and directions. Tests using it skip
/// when ``ImportTestData/isAvailable`` is false.
enum RealRecipePages {
    /// One saved page that imports.
    struct Page: Sendable {
        /// The page's file name without its extension (“chefkoch.de__chefkoch”).
        var name: String
        /// The language the page's expected output declares, as a two-letter code
        /// (“en” for “en-US”, “pt” for “pt_PT”); `nil` when it declares none.
        var language: String?
        /// The recipes the importer reads from it.
        var recipes: [Recipe]

        /// The ingredient lines of its recipes, headings left out.
        var ingredients: [String] { recipes.flatMap(\.ingredients).filter { !Recipe.isHeading($0) } }
        /// The steps of its recipes, headings left out.
        var directions: [String] { recipes.flatMap(\.directions).filter { !Recipe.isHeading($0) } }
    }

    /// Every saved page that imports, sorted by name (imported once for all tests).
    static func pages() throws -> [Page] {
        try imported.get()
    }

    private static let imported = Result {
        try ImportTestData.recipePages().compactMap { url -> Page? in
            guard let result = try? RecipeJSONLDImporter().recipes(in: Data(contentsOf: url), fileName: url.lastPathComponent)
            else { return nil }
            let name = url.deletingPathExtension().lastPathComponent
            let language = (try? expectedOutput(of: name))?["language"] as? String
            return Page(name: name, language: language.map { String($0.prefix(2)) }, recipes: result.records)
        }
    }

    /// The steps that recipe-scrapers reads from page `name` (its `.expected.json`), for
    /// pages whose directions only the visible HTML holds, which the importer does not read.
    static func scrapedDirections(of name: String) throws -> [String] {
        try expectedOutput(of: name)["instructions_list"] as? [String] ?? []
    }

    /// The recipe-scrapers output saved next to page `name`.
    private static func expectedOutput(of name: String) throws -> [String: Any] {
        let data = try ImportTestData.data("recipes-jsonld/\(name).expected.json")
        return try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
    }
}

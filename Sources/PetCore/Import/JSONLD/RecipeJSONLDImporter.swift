import Foundation

/// Imports schema.org `Recipe`s from a saved web page or a JSON-LD file.
///
/// Reads every `<script type="application/ld+json">` block of an HTML page (or the whole
/// file when it starts with `{` or `[`), finds every node whose `@type` is or includes
/// `Recipe`, wherever it sits (top level, a list, an `@graph`, a page's `mainEntity`),
/// and maps each to a ``Recipe`` as ``RecipeNodeMapper`` describes. A page whose JSON-LD
/// has no recipe is read for microdata, then for RDFa (see ``HTMLItems``): the first of
/// the three that has a `Recipe` gives the page's recipes; a page's one recipe whose
/// structured data lacks ingredients or directions takes them from what the page shows
/// (``RecipeCardSections``). A recipe with a field
/// that cannot be read still imports, without that field, and the result carries a
/// problem for it. Pure: bytes in, recipes and problems out.
public struct RecipeJSONLDImporter: Sendable {
    /// Words the problems and errors.
    public var translator: Translator

    /// An importer with messages in `translator`'s language; it keeps no state between files.
    public init(translator: Translator = .english) {
        self.translator = translator
    }

    /// The recipes in `data`, the bytes of a file called `fileName` (used in messages);
    /// `address` is where a fetched page came from: the page's relative photo and source
    /// references are resolved against it (RFC 3986, section 5), and it is the recipes'
    /// source when the page names none.
    ///
    /// - Throws: ``ImportError`` when the file is empty or holds no schema.org recipe
    ///   ("No recipe found in …"); the message says whether the page had no JSON-LD at
    ///   all, JSON-LD about other things, or JSON-LD that could not be read (and, for a
    ///   page, that it has no microdata or RDFa recipe either).
    public func recipes(in data: Data, fileName: String, address: URL? = nil) throws(ImportError) -> ImportResult<Recipe> {
        let decoded = DecodedText(data)
        let text = decoded.text
        guard text.contains(where: { !$0.isWhitespace }) else {
            throw ImportError(translator.tr("%1$@ is empty.", fileName))
        }
        let isJSON = text.first { !$0.isWhitespace }.map { $0 == "{" || $0 == "[" } ?? false
        let page = isJSON ? nil : HTMLPage(html: text)
        let blocks = page?.jsonLDBlocks ?? [text]

        var problems: [ImportProblem] = []
        if decoded.isFallback {
            problems.append(ImportProblem(
                record: fileName, field: translator.tr("encoding"),
                reason: translator.tr(
                    "not valid UTF-8; read as %1$@, so accented letters may be wrong", decoded.encoding.rawValue)))
        }
        var nodes: [JSONValue] = []
        var otherTypes: [String] = []
        var webPageLanguage: LanguageTag?
        var unreadableBlocks = 0
        for (number, block) in blocks.enumerated() {
            guard let json = Self.parse(block) else {
                unreadableBlocks += 1
                problems.append(ImportProblem(
                    record: fileName, field: translator.tr("JSON-LD block %1$@", String(number + 1)),
                    reason: translator.tr("not valid JSON; ignored")))
                continue
            }
            Self.collectRecipes(in: json, into: &nodes, otherTypes: &otherTypes, depth: 0)
            webPageLanguage = webPageLanguage ?? Self.webPageLanguage(in: json, depth: 0)
        }
        for syntax in [HTMLItems.Syntax.microdata, .rdfa] where nodes.isEmpty {
            guard let page else { break }
            var ignoredTypes: [String] = []
            Self.collectRecipes(in: .array(page.items(syntax)), into: &nodes, otherTypes: &ignoredTypes, depth: 0)
        }
        guard !nodes.isEmpty else {
            throw ImportError(noRecipeMessage(
                fileName: fileName, blockCount: blocks.count, unreadable: unreadableBlocks, otherTypes: otherTypes))
        }

        var recipes: [Recipe] = []
        let base = page?.baseURL(fetchedFrom: address) ?? address
        let pageAddress = page?.address(base: base) ?? address?.absoluteString
        for (index, node) in nodes.enumerated() {
            var mapper = RecipeNodeMapper(node: node, number: index + 1, pageAddress: pageAddress, base: base, translator: translator)
            mapper.pageLanguage = webPageLanguage ?? page?.language
            if let page, nodes.count == 1 { mapper.pageSections = { page.recipeCardSections() } }
            let (recipe, recipeProblems) = mapper.map()
            if let recipe { recipes.append(recipe) }
            problems += recipeProblems
        }
        return ImportResult(records: recipes, problems: problems)
    }

    /// The JSON in a script block; tolerates HTML comment and CDATA wrappers and raw
    /// control characters inside strings (which strict JSON forbids).
    static func parse(_ block: String) -> JSONValue? {
        var text = block.trimmingWhitespace
        for wrapper in ["<!--", "//<![CDATA[", "<![CDATA["] where text.hasPrefix(wrapper) {
            text.removeFirst(wrapper.count)
        }
        for wrapper in ["-->", "//]]>", "]]>"] where text.hasSuffix(wrapper) {
            text.removeLast(wrapper.count)
        }
        text = text.trimmingWhitespace
        if let value = JSONValue(json: Data(text.utf8)) { return value }
        let sanitized = String(String.UnicodeScalarView(text.unicodeScalars.map { $0.value < 0x20 ? " " : $0 }))
        return JSONValue(json: Data(sanitized.utf8))
    }

    /// Appends every `Recipe` node inside `value` (not looking inside a recipe), and the
    /// types of the other top-level nodes, for the message when there is no recipe.
    private static func collectRecipes(in value: JSONValue, into nodes: inout [JSONValue], otherTypes: inout [String], depth: Int) {
        guard depth < 64 else { return }
        switch value {
        case .array(let values):
            for element in values { collectRecipes(in: element, into: &nodes, otherTypes: &otherTypes, depth: depth + 1) }
        case .object(let members):
            let types = value.typeNames
            if types.contains("Recipe") {
                nodes.append(value)
                return
            }
            if depth <= 2, let type = types.first, !otherTypes.contains(type) { otherTypes.append(type) }
            for (_, member) in members.sorted(by: { $0.key < $1.key }) {
                collectRecipes(in: member, into: &nodes, otherTypes: &otherTypes, depth: depth + 1)
            }
        case .null, .bool, .number, .string:
            break
        }
    }

    /// The `inLanguage` of the first `WebPage` (or a kind of one: `ItemPage`,
    /// `CollectionPage`…) inside `value` that has a well-formed one: the language of what
    /// the page shows, its recipe included.
    private static func webPageLanguage(in value: JSONValue, depth: Int) -> LanguageTag? {
        guard depth < 64 else { return nil }
        switch value {
        case .array(let values):
            return values.lazy.compactMap { webPageLanguage(in: $0, depth: depth + 1) }.first
        case .object(let members):
            if value.typeNames.contains(where: { $0.hasSuffix("Page") }), let tag = RecipeNodeMapper.language(value["inLanguage"]) {
                return tag
            }
            return members.sorted(by: { $0.key < $1.key }).lazy.compactMap { webPageLanguage(in: $0.value, depth: depth + 1) }.first
        case .null, .bool, .number, .string:
            return nil
        }
    }

    private func noRecipeMessage(fileName: String, blockCount: Int, unreadable: Int, otherTypes: [String]) -> String {
        if blockCount == 0 {
            return translator.tr(
                "No recipe found in %1$@: the page has no schema.org recipe data (no JSON-LD script, and no Recipe in microdata or RDFa).",
                fileName)
        }
        if unreadable == blockCount {
            return translator.tr("No recipe found in %1$@: its JSON-LD data could not be read.", fileName)
        }
        if otherTypes.isEmpty {
            return translator.tr("No recipe found in %1$@: its JSON-LD data has no Recipe.", fileName)
        }
        return translator.tr(
            "No recipe found in %1$@: its JSON-LD data has no Recipe (it describes: %2$@).",
            fileName, otherTypes.prefix(5).joined(separator: ", "))
    }
}

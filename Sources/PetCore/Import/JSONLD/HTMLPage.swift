import Foundation

/// What the recipe importer needs from a saved web page: the text of every
/// `<script type="application/ld+json">` block, the page's own address and language, and, read on
/// demand, its microdata and RDFa items and what its recipe card shows.
///
/// Reads the page with ``HTMLTokenizer``, so comments and the bodies of other scripts
/// (which may contain tag-like strings) are skipped and any input ends.
struct HTMLPage {
    /// The JSON text of each JSON-LD script block, in page order.
    private(set) var jsonLDBlocks: [String] = []
    /// The language the page declares on its `<html>` element (`lang`, else `xml:lang`).
    private(set) var language: LanguageTag?
    private let bytes: [UInt8]
    private var canonical: String?
    private var openGraphURL: String?
    private var baseHref: String?

    init(html: String) {
        bytes = Array(html.utf8)
        var isJSONLD = false
        for token in HTMLTokenizer(bytes) {
            switch token {
            case .start(let tag):
                isJSONLD = tag.name == "script" && tag.attributes["type"]?.lowercased().contains("ld+json") == true
                read(tag)
            case .rawText(_, let range) where isJSONLD:
                jsonLDBlocks.append(String(decoding: bytes[range], as: UTF8.self))
            case .rawText, .end:
                break
            }
        }
    }

    /// The page's top-level schema.org items written in `syntax`, as JSON-LD-like nodes
    /// (see ``HTMLItems``).
    func items(_ syntax: HTMLItems.Syntax) -> [JSONValue] {
        HTMLItems(bytes: bytes, syntax: syntax).topLevelItems
    }

    /// The ingredients and directions the page shows in a recipe card or under its
    /// headings (see ``RecipeCardSections``).
    func recipeCardSections() -> RecipeCardSections {
        RecipeCardSections(page: HTMLElements(bytes: bytes))
    }

    /// The page's base URL (HTML's document base URL): its first `<base href>`, resolved
    /// against `address`, where the page was fetched from; else `address`. `nil` for a
    /// saved page with no absolute `<base href>`.
    func baseURL(fetchedFrom address: URL?) -> URL? {
        baseHref.flatMap { Self.absoluteURL($0, base: address) }.flatMap(URL.init(string:)) ?? address
    }

    /// The page's own address: its `<link rel="canonical">`, else its `og:url` meta
    /// property, each resolved against `base`; `nil` when neither gives an http(s) address.
    func address(base: URL?) -> String? {
        canonical.flatMap { Self.absoluteURL($0, base: base) } ?? openGraphURL.flatMap { Self.absoluteURL($0, base: base) }
    }

    private mutating func read(_ tag: HTMLTag) {
        switch tag.name {
        case "link" where canonical == nil:
            let rel = tag.attributes["rel"]?.lowercased().split(separator: " ") ?? []
            if rel.contains("canonical"), let href = tag.attributes["href"] {
                canonical = href
            }
        case "meta" where openGraphURL == nil:
            if tag.attributes["property"]?.lowercased() == "og:url", let content = tag.attributes["content"] {
                openGraphURL = content
            }
        case "base" where baseHref == nil:
            baseHref = tag.attributes["href"]
        case "html" where language == nil:
            language = (tag.attributes["lang"] ?? tag.attributes["xml:lang"]).flatMap(LanguageTag.init)
        default:
            break
        }
    }

    /// `text` (an attribute value, or a JSON-LD string) with references decoded, as an
    /// http(s) address: as it is when absolute, else resolved against `base` (RFC 3986,
    /// section 5) when there is one; `nil` otherwise.
    static func absoluteURL(_ text: String, base: URL? = nil) -> String? {
        let url = HTMLText.line(text)
        if Self.isWebAddress(url) { return url }
        guard let base, !url.isEmpty, let resolved = URL(string: url, relativeTo: base)?.absoluteString,
              Self.isWebAddress(resolved)
        else { return nil }
        return resolved
    }

    private static func isWebAddress(_ text: String) -> Bool {
        text.lowercased().hasPrefix("http://") || text.lowercased().hasPrefix("https://")
    }
}

/// What the recipe importer needs from a saved web page: the text of every
/// `<script type="application/ld+json">` block, the page's own address, and, read on
/// demand, its microdata and RDFa items and what its recipe card shows.
///
/// Reads the page with ``HTMLTokenizer``, so comments and the bodies of other scripts
/// (which may contain tag-like strings) are skipped and any input ends.
struct HTMLPage {
    /// The JSON text of each JSON-LD script block, in page order.
    private(set) var jsonLDBlocks: [String] = []
    /// The `<link rel="canonical">` address, else the `og:url` meta property; `nil` when neither.
    var address: String? { canonical ?? openGraphURL }

    private let bytes: [UInt8]
    private var canonical: String?
    private var openGraphURL: String?

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

    private mutating func read(_ tag: HTMLTag) {
        switch tag.name {
        case "link" where canonical == nil:
            let rel = tag.attributes["rel"]?.lowercased().split(separator: " ") ?? []
            if rel.contains("canonical"), let href = tag.attributes["href"] {
                canonical = Self.absoluteURL(href)
            }
        case "meta" where openGraphURL == nil:
            if tag.attributes["property"]?.lowercased() == "og:url", let content = tag.attributes["content"] {
                openGraphURL = Self.absoluteURL(content)
            }
        default:
            break
        }
    }

    /// `text` (an attribute value) with references decoded, when it is an absolute
    /// http(s) address.
    static func absoluteURL(_ text: String) -> String? {
        let url = HTMLText.line(text)
        return url.lowercased().hasPrefix("http://") || url.lowercased().hasPrefix("https://") ? url : nil
    }
}

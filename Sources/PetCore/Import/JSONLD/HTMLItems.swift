/// The schema.org items of an HTML page written as microdata or RDFa, turned into the
/// JSON-LD-like nodes that ``RecipeNodeMapper`` reads (`{"@type": […], "name": …}`).
///
/// - Microdata: an element with `itemscope` starts an item typed by its `itemtype`; an
///   `itemprop` (one or more names) gives the nearest enclosing item a property.
/// - RDFa: an element with `typeof` starts an item; a `property` gives one. Types and
///   property names lose a `schema:` prefix; `vocab` is not checked.
/// - A property's value: the item started on the same element, if any; else its
///   `content` attribute (`<meta>`, and any element in RDFa); `href` of `a`, `area`,
///   `link`; `src` of `img`, `audio`, `video`, `source`, `embed`, `iframe`, `track`;
///   `data` of `object`; `value` of `data`, `meter`; `datetime` of `time`; else a
///   non-empty `content` attribute on any element (`<span itemprop="totalTime"
///   content="PT30M">`: outside the microdata standard, but schema.org's own examples
///   and search engines use it); otherwise the element's content as an HTML fragment,
///   which the mapper turns into text. Attribute values are as written: references are
///   decoded by the mapper.
/// - Several values of one property make a list, in page order.
/// - An item that is the value of several properties (`itemprop="author creator"`, or
///   nested in such an item) is copied into each, as the microdata JSON algorithm does,
///   up to ``maxCopies`` copies of one item per page; further copies are left out. An
///   item named by n properties on each of d nested levels would otherwise make n^d
///   copies (a “billion laughs”: found by `tools/fuzz`, a 19 KB page taking seconds).
/// - Items without a property name (and, in microdata, items nested only by position)
///   are top-level items.
/// - The tree is the one a browser builds for the common cases: void and `/>` elements
///   have no content, an end tag closes every element opened after its match, an end tag
///   with no open match is ignored, `<li>` closes an open `<li>` of the same list and a
///   block start closes an open `<p>`. `itemref` is not followed.
struct HTMLItems {
    /// How the items are written.
    enum Syntax: Sendable {
        case microdata
        case rdfa
    }

    /// The most copies of one item in the page's nodes.
    static let maxCopies = 16

    /// The page's top-level items, in page order.
    private(set) var topLevelItems: [JSONValue] = []

    private enum Value {
        case text(String)
        case item(Int)
    }

    private struct Item {
        var types: [String]
        var properties: [(name: String, value: Value)] = []
    }

    /// An element open at the current point of the page.
    private struct OpenElement {
        var name: String
        /// The item this element started.
        var item: Int?
        /// Properties whose value is this element's content: the owning item, the
        /// property positions there, and where the content starts.
        var textProperties: (item: Int, positions: [Int], contentStart: Int)?
    }


    private let bytes: [UInt8]
    private let syntax: Syntax
    private var items: [Item] = []
    private var stack: [OpenElement] = []
    private var topLevel: [Int] = []

    init(bytes: [UInt8], syntax: Syntax) {
        self.bytes = bytes
        self.syntax = syntax
        for token in HTMLTokenizer(bytes) {
            switch token {
            case .start(let tag): open(tag)
            case .end(let name, let range): close(name, at: range.lowerBound)
            case .rawText: break
            }
        }
        close(upTo: 0, at: bytes.count)
        var copies = [Int](repeating: 0, count: items.count)
        topLevelItems = topLevel.map { node(of: $0, depth: 0, copies: &copies) }
    }

    // MARK: Building the tree

    private mutating func open(_ tag: HTMLTag) {
        if let kept = tag.keptOpen(of: stack.map(\.name)) { close(upTo: kept, at: tag.start) }
        let (startsItem, types, names) = reading(tag)
        let owner = stack.last { $0.item != nil }?.item
        var element = OpenElement(name: tag.name)
        var newItem: Int?
        if startsItem {
            newItem = items.count
            items.append(Item(types: types))
            element.item = newItem
        }
        if let owner, !names.isEmpty {
            if let newItem {
                for name in names { items[owner].properties.append((name, .item(newItem))) }
            } else if let value = Self.attributeValue(of: tag, syntax: syntax) {
                for name in names { items[owner].properties.append((name, .text(value))) }
            } else {
                let first = items[owner].properties.count
                for name in names { items[owner].properties.append((name, .text(""))) }
                element.textProperties = (owner, Array(first..<(first + names.count)), tag.end)
            }
        } else if let newItem {
            topLevel.append(newItem)
        }
        if !tag.isEmpty { stack.append(element) }
    }

    private mutating func close(_ name: String, at position: Int) {
        guard let match = stack.lastIndex(where: { $0.name == name }) else { return }
        close(upTo: match, at: position)
    }

    /// Closes the open elements from `index` up, their content ending at `position`.
    private mutating func close(upTo index: Int, at position: Int) {
        while stack.count > index {
            let element = stack.removeLast()
            guard let (item, positions, start) = element.textProperties else { continue }
            let fragment = String(decoding: bytes[start..<max(start, position)], as: UTF8.self)
            for property in positions { items[item].properties[property].value = .text(fragment) }
        }
    }

    /// Whether `tag` starts an item, the item's types, and the property names it gives.
    private func reading(_ tag: HTMLTag) -> (Bool, [String], [String]) {
        let attributes = tag.attributes
        switch syntax {
        case .microdata:
            return (attributes["itemscope"] != nil, Self.words(attributes["itemtype"]), Self.words(attributes["itemprop"]))
        case .rdfa:
            return (attributes["typeof"] != nil, Self.words(attributes["typeof"]), Self.words(attributes["property"]))
        }
    }

    /// The value an element gives in an attribute, or `nil` when its content is the value.
    private static func attributeValue(of tag: HTMLTag, syntax: Syntax) -> String? {
        let attributes = tag.attributes
        if syntax == .rdfa || tag.name == "meta", let content = attributes["content"] { return content }
        switch tag.name {
        case "a", "area", "link": return attributes["href"] ?? ""
        case "img", "audio", "video", "source", "embed", "iframe", "track": return attributes["src"] ?? ""
        case "object": return attributes["data"] ?? ""
        case "data", "meter": return attributes["value"] ?? ""
        case "meta": return ""
        default:
            if tag.name == "time", let datetime = attributes["datetime"] { return datetime }
            // Not in the microdata standard, but schema.org's own examples write `<span itemprop content>`.
            if let content = attributes["content"], !content.isEmpty { return content }
            return tag.isEmpty ? "" : nil
        }
    }

    /// The space-separated words of an attribute, schema.org addresses and prefixes cut
    /// to the bare name (`https://schema.org/Recipe` → `Recipe`).
    private static func words(_ value: String?) -> [String] {
        (value ?? "").split(whereSeparator: { $0.isWhitespace }).map { word in
            let lowered = word.lowercased()
            if lowered.hasPrefix("schema:") { return String(word.dropFirst("schema:".count)) }
            if lowered.contains("schema.org/"), let slash = word.lastIndex(of: "/") { return String(word[word.index(after: slash)...]) }
            return String(word)
        }
    }

    // MARK: Nodes

    /// The node of item `index`: its types under `@type`, each property's value (a list
    /// when it has several). `copies` counts the copies made of each item so far.
    private func node(of index: Int, depth: Int, copies: inout [Int]) -> JSONValue {
        let item = items[index]
        var members: [String: JSONValue] = ["@type": .array(item.types.map(JSONValue.string))]
        var values: [String: [JSONValue]] = [:]
        var order: [String] = []
        for (name, value) in item.properties where name != "@type" {
            let json: JSONValue
            switch value {
            case .text(let text):
                json = .string(text)
            case .item(let nested):
                guard copies[nested] < Self.maxCopies else { continue }
                copies[nested] += 1
                // Items nest as elements do, so an item never holds itself; the depth only bounds the work.
                json = depth < 32 ? node(of: nested, depth: depth + 1, copies: &copies) : .null
            }
            if values[name] == nil { order.append(name) }
            values[name, default: []].append(json)
        }
        for name in order {
            let list = values[name] ?? []
            members[name] = list.count == 1 ? list[0] : .array(list)
        }
        return .object(members)
    }
}

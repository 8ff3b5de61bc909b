/// An opening tag of an HTML page: its lowercased name, its attributes (names
/// lowercased, values as written: double-quoted, single-quoted or unquoted) and where it
/// starts and ends in the page's bytes.
struct HTMLTag {
    /// The lowercased element name (`"div"`, `"meta"`).
    var name: String
    /// The attributes; the first of a repeated name wins, as in HTML. A bare attribute
    /// (`itemscope`) has the value `""`.
    var attributes: [String: String] = [:]
    /// The index of the tag's `<`.
    var start: Int
    /// The index just after its `>`.
    var end: Int
    /// Whether the tag ends in `/>`.
    var isSelfClosing = false

    /// The elements that never have content or an end tag.
    static let voidElements: Set<String> = [
        "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "param", "source", "track", "wbr",
    ]

    /// Whether the element has no content: a void element or a tag written `<…/>`.
    var isEmpty: Bool { isSelfClosing || Self.voidElements.contains(name) }

    /// The elements whose start closes an open `<p>`.
    private static let closesParagraph: Set<String> = [
        "p", "div", "ul", "ol", "dl", "table", "section", "article", "header", "footer", "aside", "nav", "form",
        "blockquote", "pre", "figure", "h1", "h2", "h3", "h4", "h5", "h6",
    ]

    /// How many of the open elements `open` (names, outermost first) this tag's start
    /// leaves open, as a browser builds the tree in the common cases: `<li>` closes an open
    /// `<li>` of the same list, a block closes an open `<p>`; `nil` when it closes none.
    func keptOpen(of open: [String]) -> Int? {
        if name == "li", let list = open.lastIndex(where: { ["li", "ul", "ol"].contains($0) }), open[list] == "li" {
            return list
        }
        if Self.closesParagraph.contains(name), open.last == "p" { return open.count - 1 }
        return nil
    }

    /// The tag starting at `open` (a `<`); `nil` when no letter follows the `<`.
    init?(_ bytes: [UInt8], at open: Int) {
        start = open
        var index = open + 1
        let nameStart = index
        while index < bytes.count, bytes[index].isASCIILetterOrDigit || bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index > nameStart, bytes[nameStart].isASCIILetter else { return nil }
        name = String(decoding: bytes[nameStart..<index], as: UTF8.self).lowercased()
        while index < bytes.count, bytes[index] != UInt8(ascii: ">") {
            if bytes[index].isHTMLSpace || bytes[index] == UInt8(ascii: "/") {
                isSelfClosing = bytes[index] == UInt8(ascii: "/")
                index += 1
                continue
            }
            isSelfClosing = false
            let attributeStart = index
            while index < bytes.count, !bytes[index].isHTMLSpace,
                  ![UInt8(ascii: "="), UInt8(ascii: ">")].contains(bytes[index]) {
                index += 1
            }
            let attribute = String(decoding: bytes[attributeStart..<index], as: UTF8.self).lowercased()
            while index < bytes.count, bytes[index].isHTMLSpace { index += 1 }
            var value = ""
            if index < bytes.count, bytes[index] == UInt8(ascii: "=") {
                index += 1
                while index < bytes.count, bytes[index].isHTMLSpace { index += 1 }
                if index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") {
                    let quote = bytes[index]
                    let valueEnd = bytes.firstIndex(of: quote, from: index + 1) ?? bytes.count
                    value = String(decoding: bytes[(index + 1)..<valueEnd], as: UTF8.self)
                    index = min(valueEnd + 1, bytes.count)
                } else {
                    let valueStart = index
                    while index < bytes.count, !bytes[index].isHTMLSpace, bytes[index] != UInt8(ascii: ">") { index += 1 }
                    value = String(decoding: bytes[valueStart..<index], as: UTF8.self)
                }
            }
            if attributes[attribute] == nil { attributes[attribute] = value }
        }
        end = min(index + 1, bytes.count)
    }
}

extension UInt8 {
    /// Whether the byte is an ASCII letter.
    var isASCIILetter: Bool { (0x41...0x5A).contains(self) || (0x61...0x7A).contains(self) }
    /// Whether the byte is an ASCII letter or digit.
    var isASCIILetterOrDigit: Bool { isASCIILetter || (0x30...0x39).contains(self) }
    /// Whether the byte is white space as HTML defines it.
    var isHTMLSpace: Bool { self == 0x20 || self == 0x09 || self == 0x0A || self == 0x0C || self == 0x0D }
}

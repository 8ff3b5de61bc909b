/// What the JSON-LD importer needs from a saved web page: the text of every
/// `<script type="application/ld+json">` block and the page's own address.
///
/// A small scanner, not an HTML parser: it skips comments and the bodies of other
/// scripts (which may contain tag-like strings), reads tag attributes with or without
/// quotes, and never looks further than the end of the bytes, so any input ends.
struct HTMLPage {
    /// The JSON text of each JSON-LD script block, in page order.
    var jsonLDBlocks: [String] = []
    /// The `<link rel="canonical">` address, else the `og:url` meta property; `nil` when neither.
    var address: String? { canonical ?? openGraphURL }

    private var canonical: String?
    private var openGraphURL: String?

    init(html: String) {
        let bytes = Array(html.utf8)
        var index = 0
        while let open = bytes.firstIndex(of: UInt8(ascii: "<"), from: index) {
            if bytes.hasPrefix("<!--", at: open) {
                index = bytes.range(of: "-->", from: open + 4)?.upperBound ?? bytes.count
                continue
            }
            guard let tag = Tag(bytes, at: open) else {
                index = open + 1
                continue
            }
            index = tag.end
            switch tag.name {
            case "script":
                let close = bytes.range(of: "</script", from: tag.end, caseInsensitive: true)
                let bodyEnd = close?.lowerBound ?? bytes.count
                if tag.attributes["type"]?.lowercased().contains("ld+json") == true {
                    jsonLDBlocks.append(String(decoding: bytes[tag.end..<bodyEnd], as: UTF8.self))
                }
                index = close?.upperBound ?? bytes.count
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
    }

    /// `text` (an attribute value) with references decoded, when it is an absolute
    /// http(s) address.
    static func absoluteURL(_ text: String) -> String? {
        let url = HTMLText.line(text)
        return url.lowercased().hasPrefix("http://") || url.lowercased().hasPrefix("https://") ? url : nil
    }
}

/// An opening tag: its lowercased name, its attributes (names lowercased, values as
/// written) and the index just after its `>`.
private struct Tag {
    var name: String
    var attributes: [String: String] = [:]
    var end: Int

    init?(_ bytes: [UInt8], at open: Int) {
        var index = open + 1
        let nameStart = index
        while index < bytes.count, bytes[index].isASCIILetterOrDigit { index += 1 }
        guard index > nameStart, bytes[nameStart].isASCIILetter else { return nil }
        name = String(decoding: bytes[nameStart..<index], as: UTF8.self).lowercased()
        while index < bytes.count, bytes[index] != UInt8(ascii: ">") {
            if bytes[index].isHTMLSpace || bytes[index] == UInt8(ascii: "/") {
                index += 1
                continue
            }
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

private extension UInt8 {
    var isASCIILetter: Bool { (0x41...0x5A).contains(self) || (0x61...0x7A).contains(self) }
    var isASCIILetterOrDigit: Bool { isASCIILetter || (0x30...0x39).contains(self) }
    var isHTMLSpace: Bool { self == 0x20 || self == 0x09 || self == 0x0A || self == 0x0C || self == 0x0D }
}

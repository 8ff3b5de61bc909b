/// The tags of an HTML page, in order: a small tokenizer, not a parser.
///
/// It skips comments, `<!DOCTYPE …>`, `<![CDATA[…]]>` and `<?…>`, reads tag attributes
/// with or without quotes (see ``HTMLTag``), and hands the body of a raw-text element
/// (`script`, `style`, `textarea`, `title`) over as one token, so tag-like strings in
/// a script are never taken for tags. A `<` that opens no tag is text. It never looks
/// beyond the end of the bytes and always moves forward, so any input ends.
struct HTMLTokenizer: IteratorProtocol, Sequence {
    /// The elements whose bodies are text up to their end tag.
    static let rawTextElements: Set<String> = ["script", "style", "textarea", "title"]

    private let bytes: [UInt8]
    private var index = 0
    /// The raw-text element whose body comes next.
    private var pendingRawText: String?

    /// A tokenizer over the UTF-8 bytes of a page.
    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    mutating func next() -> HTMLToken? {
        if let element = pendingRawText {
            pendingRawText = nil
            return rawText(of: element)
        }
        while let open = bytes.firstIndex(of: UInt8(ascii: "<"), from: index) {
            if bytes.hasPrefix("<!--", at: open) {
                index = bytes.range(of: "-->", from: open + 4)?.upperBound ?? bytes.count
                continue
            }
            if bytes.hasPrefix("<!", at: open) || bytes.hasPrefix("<?", at: open) {
                let closer: StaticString = bytes.hasPrefix("<![CDATA[", at: open) ? "]]>" : ">"
                index = bytes.range(of: closer, from: open + 2)?.upperBound ?? bytes.count
                continue
            }
            if bytes.hasPrefix("</", at: open), open + 2 < bytes.count, bytes[open + 2].isASCIILetter {
                var nameEnd = open + 2
                while nameEnd < bytes.count, bytes[nameEnd].isASCIILetterOrDigit || bytes[nameEnd] == UInt8(ascii: "-") {
                    nameEnd += 1
                }
                let end = (bytes.firstIndex(of: UInt8(ascii: ">"), from: nameEnd) ?? bytes.count - 1) + 1
                index = end
                let name = String(decoding: bytes[(open + 2)..<nameEnd], as: UTF8.self).lowercased()
                return .end(name: name, range: open..<end)
            }
            guard let tag = HTMLTag(bytes, at: open) else {
                index = open + 1
                continue
            }
            index = tag.end
            if Self.rawTextElements.contains(tag.name), !tag.isSelfClosing { pendingRawText = tag.name }
            return .start(tag)
        }
        index = bytes.count
        return nil
    }

    /// The body of `element` up to its end tag, leaving the end tag to be read next.
    private mutating func rawText(of element: String) -> HTMLToken {
        let closer: StaticString = switch element {
        case "script": "</script"
        case "style": "</style"
        case "textarea": "</textarea"
        default: "</title"
        }
        let close = bytes.range(of: closer, from: index, caseInsensitive: true)?.lowerBound ?? bytes.count
        defer { index = close }
        return .rawText(element: element, range: index..<close)
    }
}

/// Plain text out of the HTML fragments that web pages put in their data: character
/// references decoded, tags dropped, whitespace tidied.
enum HTMLText {
    /// `text` with its character references decoded: named (`&amp;`, `&nbsp;`,
    /// `&eacute;`...), decimal (`&#039;`) and hexadecimal (`&#x27;`). A reference that
    /// is unknown or lacks its `;` stays as written; a number that is no character
    /// (0, a surrogate, beyond U+10FFFF) becomes U+FFFD. Decodes once: `&amp;amp;` is `&amp;`.
    static func decodingEntities(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "&")) else { return text }
        let scalars = Array(text.unicodeScalars)
        var output = String.UnicodeScalarView()
        output.reserveCapacity(scalars.count)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "&", let (decoded, length) = reference(in: scalars, at: index) {
                output.append(contentsOf: decoded)
                index += length
            } else {
                output.append(scalar)
                index += 1
            }
        }
        return String(output)
    }

    /// How many times text is unwrapped at most: pages escape their HTML more than once
    /// (`&amp;amp;`, `&lt;p&gt;`), never this often.
    static let maximumUnwrappings = 8

    /// One line of plain text from an HTML fragment: tags removed and references decoded
    /// until nothing changes (`&amp;amp;` is `&`; `&lt;b&gt;` is dropped as a tag), every
    /// run of whitespace or control characters (including no-break spaces and line
    /// breaks) made one space, and the ends trimmed.
    static func line(_ html: String) -> String {
        collapsingWhitespace(unwrapped(html, blockBreak: " "))
    }

    /// The lines of plain text in an HTML fragment: `<br>` and the ends of blocks
    /// (`</p>`, `</li>`, `</div>`, headings) break lines, other tags are removed,
    /// references are decoded, both until nothing changes, and each line is tidied as in
    /// ``line(_:)``. Blank lines are kept as empty strings, since they separate paragraphs.
    static func lines(_ html: String) -> [String] {
        let text = unwrapped(html, blockBreak: "\n\n")
        return text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
            .map { collapsingWhitespace(String($0)) }
    }

    /// `html` with tags removed and references decoded, again and again until nothing
    /// changes or ``maximumUnwrappings`` rounds have run.
    private static func unwrapped(_ html: String, blockBreak: String) -> String {
        var text = html
        for _ in 0..<maximumUnwrappings {
            let next = decodingEntities(removingTags(text, blockBreak: blockBreak))
            if next == text { break }
            text = next
        }
        return text
    }

    /// `text` with each run of whitespace or control characters replaced by one space,
    /// and no space at either end.
    static func collapsingWhitespace(_ text: String) -> String {
        var output = String.UnicodeScalarView()
        var pendingSpace = false
        for scalar in text.unicodeScalars {
            if scalar.isBlankOrControl {
                pendingSpace = !output.isEmpty
            } else {
                if pendingSpace { output.append(" ") }
                pendingSpace = false
                output.append(scalar)
            }
        }
        return String(output)
    }

    // MARK: Tags

    private static let blockTags: Set<String> = [
        "br", "p", "/p", "li", "/li", "div", "/div", "ul", "/ul", "ol", "/ol", "tr", "/tr",
        "h1", "/h1", "h2", "/h2", "h3", "/h3", "h4", "/h4", "h5", "/h5", "h6", "/h6",
    ]

    /// `html` without its tags; a block tag becomes `blockBreak`. A `<` that does not
    /// open a tag (`x < 3`) is text. The bodies of `script` and `style` elements are
    /// code, not text, and go with their tags.
    private static func removingTags(_ html: String, blockBreak: String) -> String {
        guard html.utf8.contains(UInt8(ascii: "<")) else { return html }
        let scalars = Array(html.unicodeScalars)
        var output = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            guard scalar == "<", index + 1 < scalars.count,
                  scalars[index + 1].properties.isAlphabetic || scalars[index + 1] == "/" || scalars[index + 1] == "!",
                  let close = scalars[index...].firstIndex(of: ">")
            else {
                output.append(scalar)
                index += 1
                continue
            }
            let name = String(String.UnicodeScalarView(scalars[(index + 1)..<close]
                .prefix { !$0.properties.isWhitespace }))
                .lowercased()
                .trimmingSuffix("/")
            if blockTags.contains(name) {
                output.append(contentsOf: blockBreak.unicodeScalars)
            }
            index = close + 1
            if name == "script" || name == "style" {
                index = endOfCode(named: name, in: scalars, from: index)
            }
        }
        return String(output)
    }

    /// The index just after the `</script>` or `</style>` that ends the code starting
    /// at `start`; the end of `scalars` when there is none.
    private static func endOfCode(named name: String, in scalars: [Unicode.Scalar], from start: Int) -> Int {
        let closer = Array("</\(name)".unicodeScalars)
        var index = start
        while index + closer.count <= scalars.count {
            if scalars[index] == "<",
               zip(scalars[index..<(index + closer.count)], closer).allSatisfy({ $0.properties.lowercaseMapping == String($1) }) {
                return scalars[(index + closer.count)...].firstIndex(of: ">").map { $0 + 1 } ?? scalars.count
            }
            index += 1
        }
        return scalars.count
    }

    // MARK: Character references

    /// The characters a reference starting at `start` (an `&`) stands for, and how many
    /// scalars it spans; `nil` when it is not a reference we decode.
    private static func reference(
        in scalars: [Unicode.Scalar], at start: Int
    ) -> (String.UnicodeScalarView, Int)? {
        let limit = min(scalars.count, start + 34)
        var end = start + 1
        while end < limit, scalars[end] != ";" {
            let scalar = scalars[end]
            guard scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "#"
            else { return nil }
            end += 1
        }
        guard end < limit, end > start + 1 else { return nil }
        let body = String(String.UnicodeScalarView(scalars[(start + 1)..<end]))
        let length = end - start + 1
        if body.hasPrefix("#") {
            let digits = body.dropFirst()
            let value: UInt32?
            if digits.first == "x" || digits.first == "X" {
                value = UInt32(digits.dropFirst(), radix: 16)
            } else {
                value = UInt32(digits, radix: 10)
            }
            guard let value else { return nil }
            let scalar = value == 0 ? nil : Unicode.Scalar(value)
            return (String.UnicodeScalarView([scalar ?? "\u{FFFD}"]), length)
        }
        guard let named = namedEntities[body] else { return nil }
        return (named.unicodeScalars, length)
    }
}

private extension String {
    func trimmingSuffix(_ suffix: String) -> String {
        hasSuffix(suffix) && count > suffix.count ? String(dropLast(suffix.count)) : self
    }
}

/// The elements of an HTML page in page order, each with its name, classes and where its
/// content lies, built as a browser builds the tree in the common cases (see
/// ``HTMLItems``: void and `/>` elements are empty, an end tag closes what was opened
/// after its match, and ``HTMLTag/keptOpen(of:)``). The bodies of scripts and styles are no element's text.
struct HTMLElements {
    /// One element.
    struct Element {
        /// The lowercased name (`"li"`, `"h2"`).
        var name: String
        /// The words of its `class` attribute, as written.
        var classes: [String]
        /// Where its content starts and ends in the page's bytes.
        var content: Range<Int>

        /// Whether it is a heading, `<h1>` to `<h6>`.
        var isHeading: Bool { name.count == 2 && name.first == "h" && ("1" ... "6").contains(name.last!) }

        /// Whether `other` lies inside this element.
        func contains(_ other: Element) -> Bool {
            content.lowerBound <= other.content.lowerBound && other.content.upperBound <= content.upperBound
        }
    }

    /// Every element, in the order their start tags come.
    private(set) var all: [Element] = []
    private let bytes: [UInt8]

    init(bytes: [UInt8]) {
        self.bytes = bytes
        var open: [Int] = []
        func close(downTo depth: Int, at position: Int) {
            while open.count > depth {
                let index = open.removeLast()
                all[index].content = all[index].content.lowerBound ..< max(all[index].content.lowerBound, position)
            }
        }
        for token in HTMLTokenizer(bytes) {
            switch token {
            case .start(let tag):
                if let kept = tag.keptOpen(of: open.map { all[$0].name }) { close(downTo: kept, at: tag.start) }
                let classes = (tag.attributes["class"] ?? "").split(whereSeparator: \.isWhitespace).map(String.init)
                all.append(Element(name: tag.name, classes: classes, content: tag.end ..< tag.end))
                if !tag.isEmpty, tag.name != "script", tag.name != "style" { open.append(all.count - 1) }
            case .end(let name, let range):
                if let match = open.lastIndex(where: { all[$0].name == name }) { close(downTo: match, at: range.lowerBound) }
            case .rawText:
                break
            }
        }
        close(downTo: 0, at: bytes.count)
    }

    /// The element's content as one line of plain text (tags dropped, references decoded).
    func text(of element: Element) -> String {
        HTMLText.line(String(decoding: bytes[element.content], as: UTF8.self))
    }
}

/// One piece of an HTML page as ``HTMLTokenizer`` reads it. Text between tags is not a
/// token: readers slice it out of the page's bytes between the tags around it.
enum HTMLToken {
    /// An opening tag.
    case start(HTMLTag)
    /// A closing tag `</name>`, spanning `range` of the page's bytes.
    case end(name: String, range: Range<Int>)
    /// The body of a `script`, `style`, `textarea` or `title` element (text, never tags),
    /// which comes between that element's start and end tokens.
    case rawText(element: String, range: Range<Int>)
}

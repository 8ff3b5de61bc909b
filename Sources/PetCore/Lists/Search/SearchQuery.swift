/// What someone typed into a search field, folded and split into words.
///
/// A document matches when it contains every word (in any order, anywhere).
/// Two queries that differ only in case, accents or spacing are the same query.
public struct SearchQuery: Hashable, Sendable {
    /// The folded words, each as UTF-8 bytes; never empty.
    public let words: [[UInt8]]
    /// The folded words joined by single spaces: the query's identity.
    public let normalized: String

    /// Folds `text` (Traditional Chinese characters to Simplified, as ``NameSearchKeys``
    /// keeps names) and splits it at whitespace.
    public init(_ text: String) {
        let words = SearchFolding.fold(NameSearchKeys.simplified(text)).split(whereSeparator: \.isWhitespace)
        self.words = words.map { Array($0.utf8) }
        self.normalized = words.joined(separator: " ")
    }

    /// Whether the query has no words, i.e. matches everything.
    public var isEmpty: Bool { words.isEmpty }

    /// Whether every document that matches `self` also matches `other`, because
    /// `self` only adds to what `other` asks for ("bell" refines "be"; "be l" refines "be").
    ///
    /// Holds because ``normalized`` of `other` is a byte prefix of `self`'s: each word
    /// of `other` is a word of `self` or a prefix of one, and a document containing a
    /// word contains its prefixes.
    public func refines(_ other: SearchQuery) -> Bool {
        normalized.utf8.starts(with: other.normalized.utf8)
    }
}

/// How a list's count line names what it counts, with the plural forms of the reader's
/// language: "1 pet", "340 pets", "12 of 340 pets", "No pets".
public struct ListNouns: Sendable {
    /// The whole count of an empty list: "No pets".
    public let none: String
    private let all: @Sendable (_ count: Int, _ countText: String) -> String
    private let some: @Sendable (_ shownText: String, _ totalText: String, _ total: Int) -> String

    /// Nouns for a list's count line.
    ///
    /// - Parameters:
    ///   - none: the count line of an empty list.
    ///   - all: the count line when every record shows, from the count and its text.
    ///   - some: the count line when a search or filter narrows the list, from the shown
    ///     and total counts' texts and the total that picks the plural form.
    public init(
        none: String,
        all: @escaping @Sendable (_ count: Int, _ countText: String) -> String,
        some: @escaping @Sendable (_ shownText: String, _ totalText: String, _ total: Int) -> String
    ) {
        self.none = none
        self.all = all
        self.some = some
    }

    /// "340 pets".
    func all(_ count: Int, text: String) -> String { all(count, text) }

    /// "12 of 340 pets".
    func some(_ shownText: String, of total: Int, text totalText: String) -> String { some(shownText, totalText, total) }
}

/// How a list names what it counts: "1 pet", "340 pets", "No pets".
public struct ListNouns: Sendable {
    /// The noun after 1: "pet".
    public let singular: String
    /// The noun after any other number: "pets".
    public let plural: String
    /// The whole count of an empty list: "No pets".
    public let none: String

    /// Nouns for a list's count line.
    public init(singular: String, plural: String, none: String) {
        self.singular = singular
        self.plural = plural
        self.none = none
    }

    /// The noun for `count` records.
    func noun(for count: Int) -> String {
        count == 1 ? singular : plural
    }
}

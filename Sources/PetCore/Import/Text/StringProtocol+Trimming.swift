extension StringProtocol {
    /// The text without whitespace (spaces, tabs, line breaks, no-break spaces) at
    /// either end. Pure Swift: Foundation's `trimmingCharacters(in:)` goes through
    /// `NSString` on Linux, which made it the largest cost of importing a CSV.
    var trimmingWhitespace: String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.isWhitespaceFast }) else { return "" }
        let last = scalars.lastIndex { !$0.isWhitespaceFast }!
        return String(self[first..<scalars.index(after: last)])
    }
}

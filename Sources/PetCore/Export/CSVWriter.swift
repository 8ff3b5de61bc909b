/// Writes records as CSV text by RFC 4180: fields separated by commas, a field holding a
/// comma, a double quote, a line break (or, when ``Quoting/always``, any field) enclosed
/// in double quotes, a double quote inside doubled.
///
/// RFC 4180 ends records with CRLF; the listing sites' importers read LF too, and Animal
/// Shelter Manager writes its Petfinder and Adopt-a-Pet files with LF, so the ending is a
/// parameter.
///
/// ```swift
/// let writer = CSVWriter(quoting: .always, lineEnding: "\n")
/// writer.record(["Zoë", "Says \"hi\""])  // "\"Zoë\",\"Says \"\"hi\"\"\"\n"
/// ```
public struct CSVWriter: Sendable {
    /// When a field is enclosed in double quotes.
    public enum Quoting: Sendable {
        /// Only a field that needs it: one holding a comma, a double quote, CR or LF.
        case whenNeeded
        /// Every field, empty ones as `""` (what Animal Shelter Manager's publishers write).
        case always
    }

    /// When fields are quoted.
    public var quoting: Quoting
    /// What ends each record: `"\r\n"` (RFC 4180) or `"\n"`.
    public var lineEnding: String

    /// A writer quoting as `quoting` and ending records with `lineEnding`.
    public init(quoting: Quoting = .whenNeeded, lineEnding: String = "\r\n") {
        self.quoting = quoting
        self.lineEnding = lineEnding
    }

    /// One record: the fields, separated and quoted, then the line ending.
    public func record(_ fields: [String]) -> String {
        fields.map(field).joined(separator: ",") + lineEnding
    }

    /// `text` as one field: quoted (inner quotes doubled) when ``quoting`` says so.
    public func field(_ text: String) -> String {
        let needsQuotes = quoting == .always
            || text.unicodeScalars.contains { $0 == "," || $0 == "\"" || $0 == "\r" || $0 == "\n" }
        guard needsQuotes else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}

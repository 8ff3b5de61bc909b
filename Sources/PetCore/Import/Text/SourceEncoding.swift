/// The character encoding an imported text file turned out to be in.
enum SourceEncoding: String, Hashable, Sendable {
    case utf8 = "UTF-8"
    case utf16LittleEndian = "UTF-16LE"
    case utf16BigEndian = "UTF-16BE"
    /// Windows-1252, the superset of Latin-1 that old spreadsheet exports use.
    case windows1252 = "Windows-1252"
}

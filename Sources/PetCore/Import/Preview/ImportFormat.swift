import Foundation

/// The kinds of file the app imports, and how a file's kind is recognised.
public enum ImportFormat: Hashable, Sendable {
    /// schema.org `Recipe` JSON-LD: a saved web page or a `.json`/`.jsonld` file.
    case recipeJSONLD
    /// A shelter's CSV export of pets.
    case shelterCSV
    /// The seeds' recipe property list (`RecipeList.plist`), read by the plist importer.
    case recipePlist

    /// The format of a file: by its extension (`.html`, `.htm`, `.xhtml`, `.testhtml`,
    /// `.json`, `.jsonld` → JSON-LD; `.csv` → CSV; `.plist` → property list), else by
    /// its first bytes (`bplist` or an XML `<plist` → property list; `<`, `{` or `[` →
    /// JSON-LD; a first line with commas, semicolons or tabs → CSV). `nil` when neither tells.
    public init?(fileName: String, data: Data) {
        let pathExtension = (fileName as NSString).pathExtension.lowercased()
        switch pathExtension {
        case "html", "htm", "xhtml", "testhtml", "json", "jsonld": self = .recipeJSONLD
        case "csv": self = .shelterCSV
        case "plist": self = .recipePlist
        default:
            guard let sniffed = Self.sniff(data) else { return nil }
            self = sniffed
        }
    }

    /// Whether `data` can be text: `false` for the bytes of an image, an archive, a PDF or
    /// any other binary file, which hold NUL bytes early on (text in UTF-16 is recognised
    /// by its byte-order mark). Only the first 8 KiB are looked at.
    static func isText(_ data: Data) -> Bool {
        let head = data.prefix(8192)
        if head.starts(with: [0xFF, 0xFE]) || head.starts(with: [0xFE, 0xFF]) { return true }
        return !head.contains(0)
    }

    private static func sniff(_ data: Data) -> ImportFormat? {
        let head = DecodedText(data.prefix(1024)).text
        if head.hasPrefix("bplist") || head.contains("<plist") { return .recipePlist }
        guard let first = head.first(where: { !$0.isWhitespace }) else { return nil }
        if first == "<" || first == "{" || first == "[" { return .recipeJSONLD }
        let firstLine = head.prefix { !$0.isNewline }
        return firstLine.contains(where: { $0 == "," || $0 == ";" || $0 == "\t" }) ? .shelterCSV : nil
    }
}

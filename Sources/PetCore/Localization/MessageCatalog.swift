import Foundation

/// The translations of one language, read from a compiled gettext catalog (`.mo`), the
/// file `msgfmt` makes from a translator's `.po` file.
///
/// A value with no global state, so that view models and tests can each hold the
/// catalog of their own language at the same time (gettext's process-wide locale
/// cannot). The format is GNU gettext's: a header of 32-bit words in the file's byte
/// order, then tables of (length, offset) pairs for the original and the translated
/// strings; plural forms are NUL-separated, a context precedes its message after an
/// EOT (`\u{4}`).
public struct MessageCatalog: Sendable {
    /// What is wrong with a file that is not a compiled catalog.
    public struct FormatError: Error, Hashable, Sendable {
        /// The file's name, or a description of the data.
        public let source: String
    }

    private static let context = "\u{4}"
    private static let littleEndianMagic: UInt32 = 0x9504_12DE
    private static let bigEndianMagic: UInt32 = 0xDE12_0495

    /// Translated forms by original message (`msgctxt` + EOT + `msgid`).
    private let translations: [String: [String]]
    /// Which form a count takes in the catalog's language.
    public let pluralRule: PluralRule

    /// A catalog of `translations` (original → forms), for `pluralRule`; a message whose
    /// forms are all empty is untranslated and left out.
    public init(translations: [String: [String]], pluralRule: PluralRule = .english) {
        self.translations = translations.filter { $0.value.contains { !$0.isEmpty } }
        self.pluralRule = pluralRule
    }

    /// Reads the compiled catalog in `data`.
    ///
    /// - Throws: ``FormatError`` when `data` is not a `.mo` file or is cut short.
    public init(data: Data, source: String = "catalog") throws(FormatError) {
        let bytes = [UInt8](data)
        func word(at offset: Int, bigEndian: Bool) -> Int? {
            guard offset >= 0, offset + 4 <= bytes.count else { return nil }
            let value = bytes[offset..<offset + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
            return Int(bigEndian ? value : value.byteSwapped)
        }
        guard let magic = word(at: 0, bigEndian: true).map(UInt32.init) else { throw FormatError(source: source) }
        let bigEndian: Bool
        switch magic {
        case Self.bigEndianMagic: bigEndian = false
        case Self.littleEndianMagic: bigEndian = true
        default: throw FormatError(source: source)
        }
        func string(inTable table: Int, at index: Int) -> String? {
            guard let length = word(at: table + index * 8, bigEndian: bigEndian),
                  let offset = word(at: table + index * 8 + 4, bigEndian: bigEndian),
                  offset + length <= bytes.count
            else { return nil }
            return String(decoding: bytes[offset..<offset + length], as: UTF8.self)
        }
        guard let count = word(at: 8, bigEndian: bigEndian),
              let originals = word(at: 12, bigEndian: bigEndian),
              let translated = word(at: 16, bigEndian: bigEndian)
        else { throw FormatError(source: source) }
        var translations: [String: [String]] = [:]
        var header = ""
        for index in 0..<count {
            guard let original = string(inTable: originals, at: index),
                  let translation = string(inTable: translated, at: index)
            else { throw FormatError(source: source) }
            if original.isEmpty {
                header = translation
                continue
            }
            let key = original.split(separator: "\0", maxSplits: 1, omittingEmptySubsequences: false)[0]
            translations[String(key)] = translation.split(separator: "\0", omittingEmptySubsequences: false).map(String.init)
        }
        let pluralHeader = header.split(separator: "\n")
            .first { $0.lowercased().hasPrefix("plural-forms:") }
            .map { String($0.dropFirst("plural-forms:".count)) }
        self.init(translations: translations, pluralRule: pluralHeader.flatMap(PluralRule.init(header:)) ?? .english)
    }

    /// The compiled catalog of `domain` for the first of `languages` that has one in
    /// `directory` (laid out as `<directory>/<language>/LC_MESSAGES/<domain>.mo`), or
    /// `nil` when none has: the app then speaks its own English.
    ///
    /// `languages` are in order of preference, with their fallbacks, as GLib's
    /// `g_get_language_names()` gives them (`zh_TW.UTF-8`, `zh_TW`, `zh`, `C`).
    public static func load(domain: String, directory: URL, languages: [String]) -> MessageCatalog? {
        for language in languages where language != "C" && language != "POSIX" {
            let file = directory
                .appendingPathComponent(language, isDirectory: true)
                .appendingPathComponent("LC_MESSAGES", isDirectory: true)
                .appendingPathComponent("\(domain).mo", isDirectory: false)
            guard let data = FileManager.default.contents(atPath: file.path) else { continue }
            if let catalog = try? MessageCatalog(data: data, source: file.path) { return catalog }
        }
        return nil
    }

    /// The translated forms of `message` in `context`, or `nil` when it has none.
    func forms(of message: String, context: String? = nil) -> [String]? {
        let key = context.map { $0 + Self.context + message } ?? message
        return translations[key]
    }
}

/// A language tag as BCP 47 (RFC 5646) writes one: `en`, `en-GB`, `zh-Hant-TW`,
/// `es-419`. Read from a web page (`<html lang>`, schema.org `inLanguage`) or a catalog
/// file, it says which language a recipe is written in, and where: a British recipe's
/// pint is the imperial pint (``CustomaryUnits``).
///
/// Only the tag's syntax is checked (RFC 5646 section 2.1), not its registry: a
/// well-formed tag in an underscore's spelling (`en_GB`, as locales write it) is read
/// too, and the tag is kept in the registry's case (`en-GB`, `zh-Hant`).
public struct LanguageTag: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The primary language subtag, lowercased: `en`.
    public let language: String
    /// The region subtag (two letters, uppercased, or three digits): `GB`, `419`; `nil`
    /// when the tag names none.
    public let region: String?
    /// The tag in the registry's case, hyphenated.
    public let description: String

    /// The tag `text` spells, or `nil` when it is no well-formed language tag (empty,
    /// private use only, a subtag longer than 8 letters or digits) or its primary language
    /// is not two or three letters, as every registered language's is (so a language's
    /// name, “English”, is no tag).
    public init?(_ text: String) {
        let subtags = text.trimmingCharacters(in: .whitespaces)
            .split(separator: "-", omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: "_", omittingEmptySubsequences: false) }
            .map(String.init)
        guard let first = subtags.first, (2...3).contains(first.count), first.allSatisfy(\.isASCIILetter),
              subtags.allSatisfy({ (1...8).contains($0.count) && $0.allSatisfy { $0.isASCIILetter || $0.isASCIIDigit } })
        else { return nil }
        language = first.lowercased()
        var cased = [language]
        var region: String?
        // After the language: up to three extended language subtags (3 letters), a script
        // (4 letters), a region (2 letters or 3 digits); variants and extensions follow.
        var position = 1
        while position < subtags.count, position <= 3,
              subtags[position].count == 3, subtags[position].allSatisfy(\.isASCIILetter) {
            cased.append(subtags[position].lowercased())
            position += 1
        }
        if position < subtags.count, subtags[position].count == 4, subtags[position].allSatisfy(\.isASCIILetter) {
            cased.append(subtags[position].prefix(1).uppercased() + subtags[position].dropFirst().lowercased())
            position += 1
        }
        if position < subtags.count {
            let subtag = subtags[position]
            if (subtag.count == 2 && subtag.allSatisfy(\.isASCIILetter)) || (subtag.count == 3 && subtag.allSatisfy(\.isASCIIDigit)) {
                region = subtag.uppercased()
                cased.append(subtag.uppercased())
                position += 1
            }
        }
        cased += subtags[position...].map { $0.lowercased() }
        self.region = region
        description = cased.joined(separator: "-")
    }

    /// Decodes the tag from its text; text that is no language tag is a data error.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let tag = LanguageTag(text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "“\(text)” is no language tag (BCP 47)")
        }
        self = tag
    }

    /// Encodes the tag as its text.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}

private extension Character {
    var isASCIILetter: Bool { isASCII && isLetter }
    var isASCIIDigit: Bool { isASCII && isNumber }
}

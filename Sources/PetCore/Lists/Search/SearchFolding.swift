import Foundation

/// Turns text into the form search compares: lowercase, without diacritics or width
/// variants, as UTF-8 bytes, so that "zoe" finds "Zoë" and "CHIEN" finds "chien".
///
/// Letters that carry their mark in the letter itself rather than as a combining
/// accent (ø, æ, ł, ...) are spelled the way people type them on a plain keyboard,
/// so "bjorn" finds "Bjørn" too.
public enum SearchFolding {
    private static let options: String.CompareOptions = [.caseInsensitive, .diacriticInsensitive, .widthInsensitive]

    /// Letters Foundation's diacritic folding keeps, with their plain-keyboard spelling.
    private static let letterSpellings: [Unicode.Scalar: String] = [
        "ø": "o", "æ": "ae", "œ": "oe", "ł": "l", "đ": "d", "ð": "d", "þ": "th", "ı": "i",
    ]

    /// The folded form of `text`, as a string.
    public static func fold(_ text: String) -> String {
        String(decoding: foldedBytes(text), as: UTF8.self)
    }

    /// The folded form of `text`, as UTF-8 bytes.
    public static func foldedBytes(_ text: String) -> [UInt8] {
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            return text.utf8.map { byte in (0x41...0x5A).contains(byte) ? byte | 0x20 : byte }
        }
        var bytes: [UInt8] = []
        for scalar in text.folding(options: options, locale: nil).unicodeScalars {
            if let spelling = letterSpellings[scalar] {
                bytes.append(contentsOf: spelling.utf8)
            } else {
                UTF8.encode(scalar) { bytes.append($0) }
            }
        }
        return bytes
    }
}

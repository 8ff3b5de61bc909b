import Foundation

/// The text of an imported file, decoded from its bytes, and the encoding it was in.
///
/// UTF-8 is tried first (a UTF-8 byte-order mark is dropped); a UTF-16 byte-order mark
/// selects UTF-16; bytes that are not valid UTF-8 are read as Windows-1252 (every byte
/// means something in it, so decoding never fails) and ``isFallback`` says so, for the
/// importer to warn that accented letters may be wrong.
struct DecodedText {
    /// The decoded text, without a byte-order mark.
    var text: String
    var encoding: SourceEncoding

    /// Whether the bytes were not valid in the encoding they claimed (or UTF-8), so a
    /// guess was used.
    var isFallback: Bool { encoding == .windows1252 }

    init(_ data: Data) {
        let bytes = [UInt8](data)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]),
           let text = String(bytes: bytes.dropFirst(3), encoding: .utf8) {
            self.init(text: text, encoding: .utf8)
        } else if bytes.starts(with: [0xFF, 0xFE]), bytes.count % 2 == 0,
                  let text = String(bytes: bytes.dropFirst(2), encoding: .utf16LittleEndian) {
            self.init(text: text, encoding: .utf16LittleEndian)
        } else if bytes.starts(with: [0xFE, 0xFF]), bytes.count % 2 == 0,
                  let text = String(bytes: bytes.dropFirst(2), encoding: .utf16BigEndian) {
            self.init(text: text, encoding: .utf16BigEndian)
        } else if let text = String(bytes: bytes, encoding: .utf8) {
            self.init(text: text, encoding: .utf8)
        } else {
            self.init(text: Self.windows1252(bytes), encoding: .windows1252)
        }
    }

    init(text: String, encoding: SourceEncoding) {
        self.text = text
        self.encoding = encoding
    }

    /// Windows-1252 as the WHATWG Encoding Standard defines it: Latin-1, except that
    /// 0x80–0x9F hold typographic characters (the five unassigned ones map to C1 controls).
    private static func windows1252(_ bytes: [UInt8]) -> String {
        var scalars = String.UnicodeScalarView()
        scalars.reserveCapacity(bytes.count)
        for byte in bytes {
            let value = (0x80...0x9F).contains(byte) ? high[Int(byte) - 0x80] : UInt32(byte)
            // Every table entry and every byte below 0x100 is a valid scalar.
            scalars.append(Unicode.Scalar(value)!)
        }
        return String(scalars)
    }

    private static let high: [UInt32] = [
        0x20AC, 0x0081, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021,
        0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0x008D, 0x017D, 0x008F,
        0x0090, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014,
        0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0x009D, 0x017E, 0x0178,
    ]
}

/// A small RFC 4180 CSV reader.
///
/// - Fields are separated by the delimiter (`,` unless the first row has more `;` or
///   tabs) and records by CRLF, LF or CR.
/// - A field starting with `"` is quoted: it may hold delimiters, line breaks (kept as
///   `\n`) and doubled quotes (`""` for `"`). Text after its closing quote is kept
///   (`"ab"c` is `abc`); a `"` inside an unquoted field is an ordinary character.
/// - A quote never closed would swallow the rest of the file: instead it is read as an
///   ordinary character, reading goes on from there, and every quote after it is an
///   ordinary character too (what followed was one unterminated field, so its quotes
///   pair up with nothing reliable).
/// - NUL characters are dropped; blank rows are skipped (they still count in numbering).
///
/// Works on UTF-8 bytes and makes one pass (plus at most one re-read after an unclosed
/// quote), so any input ends in time proportional to its length.
struct CSVReader {
    let delimiter: UInt8

    init(delimiter: UInt8) {
        self.delimiter = delimiter
    }

    /// A reader for `text`'s delimiter: comma, semicolon or tab, whichever the first
    /// line holds most of outside quotes (comma on a tie).
    init(sniffing text: String) {
        var counts: [UInt8: Int] = [:]
        var inQuotes = false
        for byte in text.utf8 {
            if byte == UInt8(ascii: "\"") { inQuotes.toggle() }
            if !inQuotes, byte == 0x0A || byte == 0x0D { break }
            if !inQuotes, [UInt8(ascii: ","), UInt8(ascii: ";"), 0x09].contains(byte) { counts[byte, default: 0] += 1 }
        }
        let comma = counts[UInt8(ascii: ","), default: 0]
        let best = counts.filter { $0.value > comma }.max { $0.value < $1.value }?.key
        self.init(delimiter: best ?? UInt8(ascii: ","))
    }

    /// The non-blank rows of `text`.
    func rows(_ text: String) -> [CSVRow] {
        let bytes = Array(text.utf8)
        var rows: [CSVRow] = []
        var fields: [String] = []
        var field: [UInt8] = []
        var rowNumber = 1
        var index = 0
        var quoteStart: Int?
        var afterQuote = false
        var quotesAreLiteral = false

        func endField() {
            fields.append(String(decoding: field, as: UTF8.self))
            field.removeAll(keepingCapacity: true)
            afterQuote = false
        }
        func endRow() {
            endField()
            if fields.count > 1 || !fields[0].isEmpty {
                rows.append(CSVRow(number: rowNumber, fields: fields))
            }
            fields.removeAll(keepingCapacity: true)
            rowNumber += 1
        }

        while true {
            if index == bytes.count {
                guard let start = quoteStart else { break }
                // Never closed: read the opening quote as a character and go on after it.
                quoteStart = nil
                quotesAreLiteral = true
                field = [UInt8(ascii: "\"")]
                index = start + 1
                continue
            }
            let byte = bytes[index]
            if quoteStart != nil {
                if byte == UInt8(ascii: "\"") {
                    if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\"") {
                        field.append(byte)
                        index += 2
                    } else {
                        quoteStart = nil
                        afterQuote = true
                        index += 1
                    }
                } else if byte == 0x0D {
                    field.append(0x0A)
                    index += index + 1 < bytes.count && bytes[index + 1] == 0x0A ? 2 : 1
                } else {
                    if byte != 0 { field.append(byte) }
                    index += 1
                }
                continue
            }
            switch byte {
            case delimiter:
                endField()
            case 0x0A:
                endRow()
            case 0x0D:
                endRow()
                if index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
            case UInt8(ascii: "\"") where field.isEmpty && !afterQuote && !quotesAreLiteral:
                quoteStart = index
            case 0:
                break
            default:
                field.append(byte)
            }
            index += 1
        }
        if !field.isEmpty || !fields.isEmpty || afterQuote {
            endRow()
        }
        return rows
    }
}

/// Searching the bytes of a text without decoding it: the scanners of HTML pages use this.
extension [UInt8] {
    /// The first index of `byte` at or after `start`.
    func firstIndex(of byte: UInt8, from start: Int) -> Int? {
        guard start < count else { return nil }
        return self[start...].firstIndex(of: byte)
    }

    /// Whether the ASCII `text` is found at `index`.
    func hasPrefix(_ text: StaticString, at index: Int, caseInsensitive: Bool = false) -> Bool {
        let length = text.utf8CodeUnitCount
        guard index >= 0, index + length <= count else { return false }
        return text.withUTF8Buffer { pattern in
            for offset in 0..<length {
                var byte = self[index + offset]
                if caseInsensitive, (0x41...0x5A).contains(byte) { byte += 0x20 }
                if byte != pattern[offset] { return false }
            }
            return true
        }
    }

    /// Where the ASCII `text` (lowercase when `caseInsensitive`) first occurs at or after `start`.
    func range(of text: StaticString, from start: Int, caseInsensitive: Bool = false) -> Range<Int>? {
        let first = text.withUTF8Buffer { $0[0] }
        let length = text.utf8CodeUnitCount
        var index = Swift.max(start, 0)
        while index + length <= count {
            let byte = self[index]
            if byte == first || (caseInsensitive && byte == first - 0x20 && (0x61...0x7A).contains(first)),
               hasPrefix(text, at: index, caseInsensitive: caseInsensitive) {
                return index..<(index + length)
            }
            index += 1
        }
        return nil
    }
}

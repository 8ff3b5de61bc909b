extension Unicode.Scalar {
    /// Whether this is whitespace (Unicode's White_Space: spaces, tabs, line breaks,
    /// no-break spaces). ASCII is answered without the Unicode tables, which importing
    /// large files showed to be the main cost of tidying text.
    var isWhitespaceFast: Bool {
        if value < 0x80 { return value == 0x20 || (0x09...0x0D).contains(value) }
        return properties.isWhitespace
    }

    /// Whether this is whitespace, a control character (NUL, DEL, C1 controls), a
    /// zero-width space or a byte-order mark: what tidied text turns into single spaces.
    var isBlankOrControl: Bool {
        if value < 0x80 { return value <= 0x20 || value == 0x7F }
        return properties.isWhitespace || properties.generalCategory == .control || value == 0xFEFF || value == 0x200B
    }
}

/// A hash that is the same on every machine and every run (64-bit FNV-1a over UTF-8).
///
/// Swift's `Hasher` is seeded per process, so it cannot name records: an imported
/// recipe or pet must get the same id each time the same file is imported.
struct StableHash {
    private var state: UInt64 = 0xCBF2_9CE4_8422_2325

    /// Feeds `text`'s UTF-8 bytes, then a separator byte, so that ("ab", "c") and
    /// ("a", "bc") hash differently.
    mutating func combine(_ text: String) {
        for byte in text.utf8 {
            state = (state ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        state = (state ^ 0x1F) &* 0x0000_0100_0000_01B3
    }

    /// The hash as 16 lowercase hexadecimal digits.
    var hex: String {
        let digits = String(state, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// The hash of `parts`, as 16 hexadecimal digits.
    static func hex(of parts: [String]) -> String {
        var hash = StableHash()
        for part in parts { hash.combine(part) }
        return hash.hex
    }
}

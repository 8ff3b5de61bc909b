/// A pet's microchip number, in one of the forms readers print.
///
/// - ISO 11784/11785 (FDX-B, 134.2 kHz): 15 digits, the first three a country or
///   manufacturer code (`985…` HomeAgain, `981…` Datamars).
/// - Older US chips (125 kHz): 9 digits (AVID FriendChip, often printed `123*456*789`)
///   or 10 letters and digits; the 10-character ones (FDX-A, AVID Euro, Trovan) are
///   hexadecimal, written in capitals.
///
/// Readers and forms write the same number with spaces, dashes, dots or asterisks
/// between groups; they are not part of the number and are dropped.
public struct MicrochipNumber: Hashable, Sendable {
    /// The forms a microchip number takes.
    public enum Kind: Hashable, Sendable {
        /// 15 digits: ISO 11784/11785.
        case iso
        /// 9 digits: an AVID FriendChip.
        case nineDigit
        /// 10 hexadecimal characters: FDX-A, AVID Euro or Trovan.
        case tenCharacter
    }

    /// The number without separators, letters in capitals (`"985112003456789"`).
    public let digits: String
    public let kind: Kind

    /// The number written in `text`, or `nil` when `text` is not a microchip number of
    /// any of the known forms once its separators are dropped.
    public init?(_ text: String) {
        let separators: Set<Character> = [" ", "-", ".", "*", "\u{00A0}"]
        let digits = String(text.filter { !separators.contains($0) }).uppercased()
        let allDigits = !digits.isEmpty && digits.allSatisfy { $0.isASCII && $0.isNumber }
        switch digits.count {
        case 15 where allDigits: kind = .iso
        case 9 where allDigits: kind = .nineDigit
        case 10 where digits.allSatisfy(\.isHexDigit) && digits.allSatisfy(\.isASCII): kind = .tenCharacter
        default: return nil
        }
        self.digits = digits
    }
}

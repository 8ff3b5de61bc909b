import Foundation
import Testing
@testable import PetCore

@Suite("Decoded text")
struct DecodedTextTests {
    @Test func utf8_withByteOrderMark_dropsTheMark() {
        let decoded = DecodedText(Data([0xEF, 0xBB, 0xBF] + Array("Zoë".utf8)))

        #expect(decoded.text == "Zoë")
        #expect(decoded.encoding == .utf8)
        #expect(!decoded.isFallback)
    }

    @Test func invalidUTF8_fallsBackToWindows1252() {
        // "Zoë – €5" in Windows-1252.
        let decoded = DecodedText(Data([0x5A, 0x6F, 0xEB, 0x20, 0x96, 0x20, 0x80, 0x35]))

        #expect(decoded.text == "Zoë – €5")
        #expect(decoded.encoding == .windows1252)
        #expect(decoded.isFallback)
    }

    @Test func unassignedWindows1252Bytes_becomeControlCharacters() {
        #expect(DecodedText(Data([0xFF, 0x81])).text == "ÿ\u{81}")
    }

    @Test func utf16_withByteOrderMark_isDecoded() {
        #expect(DecodedText(Data([0xFF, 0xFE, 0x41, 0x00, 0xE9, 0x00])).text == "Aé")
        #expect(DecodedText(Data([0xFE, 0xFF, 0x00, 0x41, 0x00, 0xE9])).encoding == .utf16BigEndian)
    }
}

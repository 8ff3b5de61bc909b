import Foundation
import Testing
@testable import PetCore

/// Language tags as BCP 47 (RFC 5646) writes them: read from pages and catalog files,
/// kept in the registry's case, their region found after any script.
@Suite("Language tag")
struct LanguageTagTests {
    @Test(arguments: [
        ("en", "en", nil),
        ("en-GB", "en-GB", "GB"),
        ("EN-gb", "en-GB", "GB"),
        ("en_GB", "en-GB", "GB"),
        ("zh-hant-tw", "zh-Hant-TW", "TW"),
        ("zh-Hans", "zh-Hans", nil),
        ("es-419", "es-419", "419"),
        ("sl-rozaj-biske", "sl-rozaj-biske", nil),
        ("zh-yue-HK", "zh-yue-HK", "HK"),
        ("de-CH-1901", "de-CH-1901", "CH"),
        (" nl-NL ", "nl-NL", "NL"),
    ] as [(String, String, String?)])
    func wellFormedTag_isKeptInTheRegistrysCase_withItsRegion(text: String, tag: String, region: String?) throws {
        let read = try #require(LanguageTag(text))
        #expect(read.description == tag)
        #expect(read.region == region)
    }

    @Test(arguments: ["", "e", "English", "c'est", "en--GB", "en-", "-GB", "12", "en GB", "fr-toolongsubtag", "日本語"])
    func illFormedText_isNoTag(text: String) {
        #expect(LanguageTag(text) == nil)
    }

    @Test func tag_encodesAsItsText_andRefusesIllFormedText() throws {
        let data = try JSONEncoder().encode([LanguageTag("en-gb")])
        #expect(String(decoding: data, as: UTF8.self) == #"["en-GB"]"#)
        #expect(try JSONDecoder().decode([LanguageTag].self, from: data) == [LanguageTag("en-GB")])
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([LanguageTag].self, from: Data(#"["en GB"]"#.utf8)) }
    }
}

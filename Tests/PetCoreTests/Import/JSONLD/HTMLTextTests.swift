import Testing
@testable import PetCore

@Suite("HTML text")
struct HTMLTextTests {
    static let references: [(String, String)] = [
        ("Mac &amp; Cheese", "Mac & Cheese"),
        ("Grandma&#039;s", "Grandma's"),
        ("Grandma&#x27;s", "Grandma's"),
        ("Grandma&#X27;s", "Grandma's"),
        ("crème br&ucirc;l&eacute;e", "crème brûlée"),
        ("&lt;b&gt; &quot;x&quot; &apos;y&apos;", "<b> \"x\" 'y'"),
        ("1&frac12; cups &ndash; 350&deg;F", "1½ cups – 350°F"),
        ("a&nbsp;b", "a\u{00A0}b"),
        ("&amp;amp;", "&amp;"),
        ("&bogus; &amp &", "&bogus; &amp &"),
        ("&#0; &#xD800; &#x110000;", "\u{FFFD} \u{FFFD} \u{FFFD}"),
        ("&#128512;", "😀"),
    ]

    @Test(arguments: references)
    func characterReferences_areDecoded(_ html: String, _ text: String) {
        #expect(HTMLText.decodingEntities(html) == text)
    }

    @Test func line_dropsTags_decodes_andCollapsesWhitespace() {
        #expect(HTMLText.line("  <span style=\"x\">Heat&nbsp;½\u{00A0}tbsp</span>\r\n of <b>oil</b>\t") == "Heat ½ tbsp of oil")
    }

    @Test func line_decodesAndStripsUntilNothingChanges_whenATitleShowsAmpEscapedTwice() {
        #expect(HTMLText.line("Fish &amp;amp; chips") == "Fish & chips")
        #expect(HTMLText.line("&amp;lt;b&amp;gt;Bold&amp;lt;/b&amp;gt; &amp;amp;amp; more") == "Bold & more")
        #expect(HTMLText.lines("&lt;p&gt;One&lt;/p&gt;&lt;p&gt;Two&lt;/p&gt;").filter { !$0.isEmpty } == ["One", "Two"])
    }

    @Test func line_stopsAfterABoundedNumberOfRounds() {
        let deep = String(repeating: "&amp;", count: 1) + String(repeating: "amp;", count: 20)
        #expect(HTMLText.line(deep).hasPrefix("&amp;"))
    }

    @Test func line_dropsTheCodeOfScriptsAndStyles() {
        #expect(HTMLText.line("Mix<script>var a = '<b>x</b>';</script> well<style>p { x: 1 }</STYLE>.") == "Mix well.")
    }

    @Test func line_keepsALessThanSignThatOpensNoTag() {
        #expect(HTMLText.line("cook at < 100 °C, <3") == "cook at < 100 °C, <3")
    }

    @Test func line_dropsControlCharactersAndZeroWidthSpaces() {
        #expect(HTMLText.line("a\u{0}b\u{200B}c\u{FEFF}") == "a b c")
    }

    @Test func lines_breakAtBrAndBlockEnds() {
        #expect(HTMLText.lines("one<br/>two<br>three").filter { !$0.isEmpty } == ["one", "two", "three"])
        #expect(HTMLText.lines("<li>a</li><li>b</li>").filter { !$0.isEmpty } == ["a", "b"])
        #expect(HTMLText.lines("a\r\nb\rc") == ["a", "b", "c"])
    }
}

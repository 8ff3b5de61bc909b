import Foundation
import Testing
import PetCore

/// What counts as a web address the import fetches: RFC 3986's absolute http(s) URI with
/// a host; typed, the scheme may be left out as in a browser's address bar.
@Suite("Web addresses")
struct WebAddressTests {
    @Test(arguments: [
        ("https://example.com/recipes/cookies", "https://example.com/recipes/cookies"),
        ("  http://example.com/a?b=1#top\n", "http://example.com/a?b=1#top"),
        ("HTTPS://Example.com/", "HTTPS://Example.com/"),
        ("example.com/recipes/cookies", "https://example.com/recipes/cookies"),
        ("www.example.co.uk", "https://www.example.co.uk"),
        ("localhost:8080/page", "https://localhost:8080/page"),
        ("127.0.0.1:8000/files/page.html", "https://127.0.0.1:8000/files/page.html"),
    ])
    func typed_givesTheAddressFetched(typed: String, fetched: String) throws {
        let address = try #require(WebAddress(typed: typed))
        #expect(address.url.absoluteString == fetched)
        #expect(address.typed == typed.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    @Test(arguments: [
        "", "   ", "cookies", "file:///tmp/page.html", "ftp://example.com/page", "mailto:cook@example.com",
        "https://", "http:///path", "https://exa mple.com/", "two words.com", ".example.com", "example..com/x",
    ])
    func typed_isNotAWebAddress(typed: String) {
        #expect(WebAddress(typed: typed) == nil)
    }

    @Test func anArgument_isAWebAddressOnlyWithItsScheme() {
        #expect(WebAddress(argument: "https://example.com/page")?.url.absoluteString == "https://example.com/page")
        #expect(WebAddress(argument: "example.com/page.html") == nil, "a file in a folder called example.com")
        #expect(WebAddress.looksLikeWebAddress("HTTP://nowhere"))
        #expect(!WebAddress.looksLikeWebAddress("recipes/page.html"))
    }

    @Test func anArgumentWrittenAsAnAddressThatIsNone_cannotBeRead_andSaysWhy() {
        let file = ImportFile(argument: "https://")
        guard case .file(let read) = file.source else {
            Issue.record("an invalid address became a web page")
            return
        }
        #expect(throws: ImportError("“https://” is not a web address. Give the page's address as the browser shows it, such as https://example.com/recipe.")) {
            try read()
        }
    }

    @Test func anArgument_isAWebPageOrAFile() {
        guard case .web(let address) = ImportFile(argument: "https://example.com/page").source else {
            Issue.record("an address became a file")
            return
        }
        #expect(address.typed == "https://example.com/page")
        guard case .file = ImportFile(argument: "page.html").source else {
            Issue.record("a path became a web page")
            return
        }
    }
}

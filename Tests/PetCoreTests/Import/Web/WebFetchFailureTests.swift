import Foundation
import Testing
import PetCore

/// How a failed fetch is told: by HTTP status (RFC 9110) and by the network's failures,
/// each a sentence naming the address as the user gave it.
@Suite("Web fetch failures")
struct WebFetchFailureTests {
    @Test func statuses_standForTheirFailures() {
        #expect(WebFetchFailure(status: 200) == nil)
        #expect(WebFetchFailure(status: 204) == nil)
        #expect(WebFetchFailure(status: 403) == .refusedBySite(status: 403))
        #expect(WebFetchFailure(status: 429) == .refusedBySite(status: 429))
        #expect(WebFetchFailure(status: 404) == .notFound(status: 404))
        #expect(WebFetchFailure(status: 410) == .notFound(status: 410))
        #expect(WebFetchFailure(status: 502) == .siteError(status: 502))
        #expect(WebFetchFailure(status: 418) == .unexpectedStatus(status: 418))
        #expect(WebFetchFailure(status: 304) == .unexpectedStatus(status: 304))
    }

    @Test func aRefusal_saysTheSiteDoesNotAllowIt_andThatASavedPageWorks() {
        #expect(WebFetchFailure.refusedBySite(status: 403).message(for: "example.com/cookies")
            == "The site does not allow the app to fetch example.com/cookies (HTTP 403). Open the page in your browser, save it (Ctrl+S), and import the saved file instead.")
    }

    @Test func theNetworksFailures_areSentencesNamingTheAddress() {
        let address = "https://example.com/cookies"
        #expect(WebFetchFailure.noNetwork.message(for: address)
            == "Couldn't fetch https://example.com/cookies: this computer is not connected to a network.")
        #expect(WebFetchFailure.hostNotFound(host: "example.com").message(for: address)
            == "Couldn't fetch https://example.com/cookies: no site is called “example.com”. Check the address.")
        #expect(WebFetchFailure.timedOut.message(for: address)
            == "Couldn't fetch https://example.com/cookies: the site took too long to answer. Try again later.")
        #expect(WebFetchFailure.wrongKind(.page, mediaType: "application/pdf").message(for: address)
            == "https://example.com/cookies is not a web page (the site sent application/pdf).")
        #expect(WebFetchFailure.tooLarge(.page, limit: 16_000_000).message(for: address)
            == "https://example.com/cookies is larger than 16 MB, too large for a recipe page.")
        #expect(WebFetchFailure.noSecureConnection.message(for: "example.com/cookies")
            == "Couldn't fetch example.com/cookies: the site did not answer a secure (https) connection. If its address starts with http://, give the address whole.")
        #expect(WebFetchFailure.notFound(status: 404).message(for: address)
            == "The site has no page at https://example.com/cookies (HTTP 404). Check the address.")
    }

    @Test func mediaTypes_answerTheKindAskedFor() {
        #expect(WebContentKind.page.accepts(mediaType: "text/html"))
        #expect(WebContentKind.page.accepts(mediaType: "Application/XHTML+XML"))
        #expect(WebContentKind.page.accepts(mediaType: "application/ld+json"))
        #expect(WebContentKind.page.accepts(mediaType: nil), "no type: the bytes tell")
        #expect(!WebContentKind.page.accepts(mediaType: "image/jpeg"))
        #expect(!WebContentKind.page.accepts(mediaType: "application/pdf"))
        #expect(WebContentKind.photo.accepts(mediaType: "image/webp"))
        #expect(!WebContentKind.photo.accepts(mediaType: "text/html"))
    }
}

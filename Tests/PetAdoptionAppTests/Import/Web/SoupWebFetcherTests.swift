import Foundation
import PetCore
import PetWeb
import Testing

/// What libsoup's fetcher does with each answer a site can give, against the tests' own
/// site on 127.0.0.1.
@Suite("Fetching a web address")
struct SoupWebFetcherTests {
    static let page = Data(#"<html><head><title>Cookies</title></head><body><p>Bake.</p></body></html>"#.utf8)

    let site: LoopbackSite
    let fetcher = SoupWebFetcher(timeout: 2)

    init() throws {
        site = try LoopbackSite(files: ["cookies.html": Self.page, "photo.png": Data([0x89, 0x50, 0x4E, 0x47])])
    }

    /// The failure fetching `path` of the site as `kind` ends in, or `nil` when it succeeded.
    private func failure(
        fetching path: String, as kind: WebContentKind = .page, limit: Int = 1_000_000, with fetcher: SoupWebFetcher? = nil
    ) async -> WebFetchFailure? {
        await failure(fetching: site.url(path), as: kind, limit: limit, with: fetcher)
    }

    /// The failure fetching `url` as `kind` ends in, or `nil` when it succeeded.
    private func failure(
        fetching url: URL, as kind: WebContentKind = .page, limit: Int = 1_000_000, with fetcher: SoupWebFetcher? = nil
    ) async -> WebFetchFailure? {
        do {
            _ = try await (fetcher ?? self.fetcher).fetch(url, as: kind, limit: limit) { _, _ in }
            return nil
        } catch {
            return error
        }
    }

    @Test func aPage_comesWithItsBytes_itsMediaType_andItsAddress() async throws {
        let url = site.url("/files/cookies.html")
        let received = Counter()
        let page = try await fetcher.fetch(url, as: .page, limit: 1_000_000) { count, expected in
            received.record(count, expected)
        }
        #expect(page.data == Self.page)
        #expect(page.mediaType == "text/html")
        #expect(page.address == url)
        let last = try #require(received.last)
        #expect(last.0 == Self.page.count && last.1 == Self.page.count)
    }

    @Test func aRedirect_isFollowed_andTheAddressIsWhereItLed() async throws {
        let page = try await fetcher.fetch(site.url("/redirect?to=/files/cookies.html"), as: .page, limit: 1_000_000) { _, _ in }
        #expect(page.data == Self.page)
        #expect(page.address == site.url("/files/cookies.html"))
    }

    @Test func redirectsWithoutEnd_areTooManyRedirects() async {
        #expect(await failure(fetching: "/redirect-loop") == .tooManyRedirects)
    }

    @Test(arguments: [401, 403, 429, 451])
    func aSiteThatRefusesTheRequest_isRefusedBySite(status: Int) async {
        #expect(await failure(fetching: "/status/\(status)") == .refusedBySite(status: status))
    }

    @Test func aMissingPage_isNotFound() async {
        #expect(await failure(fetching: "/status/404") == .notFound(status: 404))
        #expect(await failure(fetching: "/files/nothing.html") == .notFound(status: 404))
    }

    @Test func aFailingSite_isASiteError() async {
        #expect(await failure(fetching: "/status/503") == .siteError(status: 503))
    }

    @Test func aSiteSilentPastTheTimeLimit_timesOut() async {
        let fetcher = SoupWebFetcher(timeout: 1)
        #expect(await failure(fetching: "/slow", with: fetcher) == .timedOut)
    }

    @Test func cancellingTheTask_endsTheFetch_longBeforeTheTimeLimit() async {
        let fetcher = SoupWebFetcher(timeout: 600)
        let url = site.url("/slow")
        let task = Task { () async -> Result<WebResource, WebFetchFailure> in
            do throws(WebFetchFailure) {
                return .success(try await fetcher.fetch(url, as: .page, limit: 1_000) { _, _ in })
            } catch {
                return .failure(error)
            }
        }
        task.cancel()
        let start = ContinuousClock.now
        let result = await task.value
        #expect(throws: WebFetchFailure.cancelled) { try result.get() }
        #expect(ContinuousClock.now - start < .seconds(60))
    }

    @Test func aPageLargerThanTheLimit_failsAsTooLarge_withOrWithoutAnnouncedLength() async {
        #expect(await failure(fetching: "/large?bytes=300000", limit: 200_000) == .tooLarge(.page, limit: 200_000))
        #expect(await failure(fetching: "/large-chunked?bytes=300000", limit: 200_000) == .tooLarge(.page, limit: 200_000))
        #expect(await failure(fetching: "/large-chunked?bytes=150000", limit: 200_000) == nil)
    }

    @Test func aPicture_isNotAWebPage_andAPage_isNotAPicture() async {
        #expect(await failure(fetching: "/files/photo.png", as: .page) == .wrongKind(.page, mediaType: "image/png"))
        #expect(await failure(fetching: "/files/cookies.html", as: .photo) == .wrongKind(.photo, mediaType: "text/html"))
        #expect(await failure(fetching: "/files/photo.png", as: .photo) == nil)
    }

    @Test func httpsToASiteServedOverPlainHTTP_isNoSecureConnection() async throws {
        let url = try #require(URL(string: site.url("/files/cookies.html").absoluteString.replacingOccurrences(of: "http:", with: "https:")))
        #expect(await failure(fetching: url) == .noSecureConnection)
    }

    @Test func aPortNothingListensOn_refusesTheConnection() async throws {
        let url: URL
        do {
            // The site stops as it is released, at the end of this scope.
            let closed = try LoopbackSite(files: [:])
            url = closed.url("/files/cookies.html")
        }
        #expect(await failure(fetching: url) == .connectionRefused)
    }

    @Test func aNameNoHostHas_isHostNotFound_orNoNetworkWhereThereIsNone() async throws {
        // RFC 6761: no name under .invalid resolves.
        let url = try #require(URL(string: "http://no-such-host.invalid/recipe"))
        let failure = await failure(fetching: url)
        #expect(failure == .hostNotFound(host: "no-such-host.invalid") || failure == .noNetwork)
    }
}

/// The last progress a fetch reported, from whichever thread it reported on.
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value: (Int, Int?)?

    func record(_ received: Int, _ expected: Int?) {
        lock.withLock { value = (received, expected) }
    }

    var last: (Int, Int?)? { lock.withLock { value } }
}

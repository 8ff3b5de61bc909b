import Foundation

/// Fetches web pages and photos for an import from a web address. The app's is libsoup's
/// (`SoupWebFetcher`); tests give canned answers.
///
/// A fetch asks as a browser does, follows redirects, stops at a time limit and at
/// `limit` bytes, reports its progress, and ends with ``WebFetchFailure/cancelled`` soon
/// after its task is cancelled.
public protocol WebFetching: Sendable {
    /// The resource at `url`, of `kind`, at most `limit` bytes; `progress` is called as
    /// bytes arrive with how many have and, when the site said, how many will.
    ///
    /// - Throws: ``WebFetchFailure``: the network's, the site's (HTTP status), the
    ///   wrong kind (before the body is read), too large, or cancelled.
    func fetch(
        _ url: URL, as kind: WebContentKind, limit: Int,
        progress: @escaping @Sendable (_ received: Int, _ expected: Int?) -> Void
    ) async throws(WebFetchFailure) -> WebResource
}

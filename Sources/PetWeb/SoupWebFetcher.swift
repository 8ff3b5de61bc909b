import CGtk
import Foundation
import PetCore

/// Fetches recipe pages and photos over HTTP(S) with libsoup 3: a browser's request (its
/// `Accept`, the user's languages, a user agent naming the app after a browser's),
/// redirects followed (libsoup follows up to 20), a time limit on each wait for the
/// site, a byte limit checked as the body arrives (and before, when the site says its
/// length), the media type checked before the body is read.
///
/// Each fetch runs libsoup's blocking calls on a thread of its own with a session of its
/// own, so it never waits on the main loop (the command line has none) and never holds a
/// thread of Swift's cooperative pool; cancelling the task cancels the fetch through a
/// `GCancellable`.
///
/// ```swift
/// let page = try await SoupWebFetcher().fetch(url, as: .page, limit: 16_000_000) { received, expected in … }
/// ```
public struct SoupWebFetcher: WebFetching {
    /// The user agent: the app, after the words of a browser's, since sites answer some
    /// programs' requests with 403 whatever they ask for.
    public static let userAgent =
        "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15 PetAdoption/\(AppIdentity.version)"

    /// How long, in seconds, the site may keep the fetch waiting at any step (connecting,
    /// sending, each read).
    public var timeout: UInt32

    /// A fetcher that gives up on a site silent for `timeout` seconds.
    public init(timeout: UInt32 = 30) {
        self.timeout = timeout
    }

    public func fetch(
        _ url: URL, as kind: WebContentKind, limit: Int, progress: @escaping @Sendable (_ received: Int, _ expected: Int?) -> Void
    ) async throws(WebFetchFailure) -> WebResource {
        let cancellable = Cancellable()
        let request = Request(url: url, kind: kind, limit: limit, timeout: timeout)
        let result = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                Thread.detachNewThread {
                    continuation.resume(returning: request.run(cancellable: cancellable, progress: progress))
                }
            }
        } onCancel: {
            cancellable.cancel()
        }
        return try result.get()
    }
}

/// A `GCancellable`, which GLib lets any thread cancel.
private final class Cancellable: @unchecked Sendable {
    let pointer = g_cancellable_new()

    func cancel() {
        g_cancellable_cancel(pointer)
    }

    deinit {
        g_object_unref(pointer)
    }
}

/// One fetch, run with libsoup's blocking calls on the calling thread.
private struct Request: Sendable {
    /// How much is read at a time.
    static let chunkSize = 64 * 1024

    let url: URL
    let kind: WebContentKind
    let limit: Int
    let timeout: UInt32

    func run(cancellable: Cancellable, progress: (Int, Int?) -> Void) -> Result<WebResource, WebFetchFailure> {
        let session = soup_session_new()!
        defer { g_object_unref(session) }
        soup_session_set_timeout(session, timeout)
        soup_session_set_user_agent(session, SoupWebFetcher.userAgent)
        soup_session_set_accept_language_auto(session, 1)
        // GLib's URI parser is stricter than Foundation's in places (a space in the host).
        guard let message = soup_message_new("GET", url.absoluteString) else {
            return .failure(.hostNotFound(host: url.host ?? url.absoluteString))
        }
        defer { g_object_unref(UnsafeMutableRawPointer(message)) }
        soup_message_headers_replace(soup_message_get_request_headers(message), "Accept", kind.acceptHeader)

        var error: UnsafeMutablePointer<GError>?
        guard let stream = soup_session_send(session, message, cancellable.pointer, &error) else {
            return .failure(failure(error))
        }
        defer {
            g_input_stream_close(stream, nil, nil)
            g_object_unref(stream)
        }
        if let failure = WebFetchFailure(status: Int(soup_message_get_status(message).rawValue)) {
            return .failure(failure)
        }
        let headers = soup_message_get_response_headers(message)
        let mediaType = soup_message_headers_get_content_type(headers, nil).map { String(cString: $0) }
        guard kind.accepts(mediaType: mediaType) else {
            return .failure(.wrongKind(kind, mediaType: mediaType ?? ""))
        }
        let expected = soup_message_headers_get_encoding(headers) == SOUP_ENCODING_CONTENT_LENGTH
            ? Int(soup_message_headers_get_content_length(headers)) : nil
        if let expected, expected > limit {
            return .failure(.tooLarge(kind, limit: limit))
        }

        var data = Data()
        var buffer = [UInt8](repeating: 0, count: Self.chunkSize)
        while true {
            let count = buffer.withUnsafeMutableBytes { bytes in
                g_input_stream_read(stream, bytes.baseAddress, gsize(bytes.count), cancellable.pointer, &error)
            }
            guard count >= 0 else { return .failure(failure(error)) }
            guard count > 0 else { break }
            data.append(contentsOf: buffer[..<count])
            guard data.count <= limit else { return .failure(.tooLarge(kind, limit: limit)) }
            progress(data.count, expected)
        }
        return .success(WebResource(data: data, address: finalAddress(of: message), mediaType: mediaType))
    }

    /// Where redirects led.
    private func finalAddress(of message: OpaquePointer) -> URL {
        guard let uri = soup_message_get_uri(message), let text = g_uri_to_string(uri) else { return url }
        defer { g_free(text) }
        return URL(string: String(cString: text)) ?? url
    }

    /// The failure `error` stands for; frees it.
    private func failure(_ error: UnsafeMutablePointer<GError>?) -> WebFetchFailure {
        guard let error else { return .other("no reason was given") }
        defer { g_error_free(error) }
        if pet_error_is_io(error, G_IO_ERROR_CANCELLED) != 0 { return .cancelled }
        if pet_error_is_io(error, G_IO_ERROR_TIMED_OUT) != 0 { return .timedOut }
        if pet_error_is_io(error, G_IO_ERROR_CONNECTION_REFUSED) != 0 { return .connectionRefused }
        if pet_error_is_io(error, G_IO_ERROR_NETWORK_UNREACHABLE) != 0 || pet_error_is_io(error, G_IO_ERROR_HOST_UNREACHABLE) != 0 {
            return .noNetwork
        }
        if pet_error_is_resolver(error) != 0 {
            // A name that cannot be looked up is "no network" when there is none at all.
            let isNetworkAvailable = g_network_monitor_get_network_available(g_network_monitor_get_default()) != 0
            return isNetworkAvailable ? .hostNotFound(host: url.host ?? url.absoluteString) : .noNetwork
        }
        let reason = String(cString: error.pointee.message)
        if pet_error_is_untrusted_certificate(error) != 0 { return .insecureConnection(reason: reason) }
        if pet_error_is_tls(error) != 0 { return .noSecureConnection }
        if pet_error_is_too_many_redirects(error) != 0 { return .tooManyRedirects }
        return .other(reason)
    }
}

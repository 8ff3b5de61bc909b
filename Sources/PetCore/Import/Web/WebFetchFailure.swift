import Foundation

/// Why a web address could not be fetched, as the user can act on it. A ``WebFetching``
/// reports the network's and HTTP's failures in these terms; ``message(for:translator:)``
/// words each as a sentence naming the address as the user gave it.
public enum WebFetchFailure: Error, Hashable, Sendable {
    /// This computer has no network to reach the site.
    case noNetwork
    /// No host has the address's name (DNS found none).
    case hostNotFound(host: String)
    /// The host refused the connection: no web server on that port.
    case connectionRefused
    /// The site sent nothing for longer than the time limit.
    case timedOut
    /// The site's certificate is not trusted (expired, for another name, signed by no
    /// known authority).
    case insecureConnection(reason: String)
    /// The site did not answer a secure (`https`) connection: a site served over plain
    /// `http` only, asked for with `https` (as an address typed without its scheme is).
    case noSecureConnection
    /// The site redirected more times than is followed.
    case tooManyRedirects
    /// The site refused the request (HTTP 401, 403, 429 and 451): sites that keep out
    /// programs answer so.
    case refusedBySite(status: Int)
    /// The site has no such page (HTTP 404, 410).
    case notFound(status: Int)
    /// The site failed (HTTP 5xx).
    case siteError(status: Int)
    /// Any other answer that is not a success.
    case unexpectedStatus(status: Int)
    /// What the address holds is not of the kind asked for (an image for a page, a page
    /// for a photo); `mediaType` is the one the site gave (`"application/pdf"`).
    case wrongKind(WebContentKind, mediaType: String)
    /// The answer is larger than `limit` bytes; it was not read further.
    case tooLarge(WebContentKind, limit: Int)
    /// Another failure of the connection, as the system worded it.
    case other(String)
    /// The fetch was cancelled; nothing to say.
    case cancelled

    /// The failure an HTTP status stands for, or `nil` for a success (2xx).
    public init?(status: Int) {
        switch status {
        case 200..<300: return nil
        case 401, 403, 429, 451: self = .refusedBySite(status: status)
        case 404, 410: self = .notFound(status: status)
        case 500..<600: self = .siteError(status: status)
        default: self = .unexpectedStatus(status: status)
        }
    }

    /// The sentence that says this failure for `address` (as the user gave it).
    public func message(for address: String, translator: Translator = .english) -> String {
        switch self {
        case .noNetwork:
            translator.tr("Couldn't fetch %1$@: this computer is not connected to a network.", address)
        case .hostNotFound(let host):
            translator.tr("Couldn't fetch %1$@: no site is called “%2$@”. Check the address.", address, host)
        case .connectionRefused:
            translator.tr("Couldn't fetch %1$@: the site did not accept the connection. Check the address, or try again later.", address)
        case .timedOut:
            translator.tr("Couldn't fetch %1$@: the site took too long to answer. Try again later.", address)
        case .insecureConnection(let reason):
            translator.tr("Couldn't fetch %1$@: the site's secure connection could not be trusted (%2$@).", address, reason)
        case .noSecureConnection:
            translator.tr(
                "Couldn't fetch %1$@: the site did not answer a secure (https) connection. If its address starts with http://, give the address whole.",
                address)
        case .tooManyRedirects:
            translator.tr("Couldn't fetch %1$@: the site sent the request on too many times.", address)
        case .refusedBySite(let status):
            translator.tr(
                "The site does not allow the app to fetch %1$@ (HTTP %2$@). Open the page in your browser, save it (Ctrl+S), and import the saved file instead.",
                address, String(status))
        case .notFound(let status):
            translator.tr("The site has no page at %1$@ (HTTP %2$@). Check the address.", address, String(status))
        case .siteError(let status):
            translator.tr("The site failed to send %1$@ (HTTP %2$@). Try again later.", address, String(status))
        case .unexpectedStatus(let status):
            translator.tr("Couldn't fetch %1$@: the site answered HTTP %2$@.", address, String(status))
        case .wrongKind(.page, let mediaType):
            translator.tr("%1$@ is not a web page (the site sent %2$@).", address, mediaType)
        case .wrongKind(.photo, let mediaType):
            translator.tr("%1$@ is not a picture (the site sent %2$@).", address, mediaType)
        case .tooLarge(.page, let limit):
            translator.tr("%1$@ is larger than %2$@, too large for a recipe page.", address, Self.megabytes(limit))
        case .tooLarge(.photo, let limit):
            translator.tr("%1$@ is larger than %2$@, too large for a photo.", address, Self.megabytes(limit))
        case .other(let reason):
            translator.tr("Couldn't fetch %1$@: %2$@", address, reason)
        case .cancelled:
            translator.tr("Fetching %1$@ was cancelled.", address)
        }
    }

    /// `bytes` in whole megabytes (10⁶ bytes), the way the photo limits are worded: "8 MB".
    private static func megabytes(_ bytes: Int) -> String {
        "\(max(1, bytes / 1_000_000)) MB"
    }
}

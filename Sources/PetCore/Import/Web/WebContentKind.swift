import Foundation

/// What a fetch asks a web address for, and which media types (RFC 9110's `Content-Type`,
/// without parameters) answer it.
public enum WebContentKind: Hashable, Sendable {
    /// A recipe page: HTML (`text/html`, `application/xhtml+xml`), or schema.org JSON-LD
    /// (`application/ld+json`, `application/json`) as some sites serve a recipe alone.
    case page
    /// A recipe's photo: any `image/` type; whether the app can show it is the photo
    /// library's to check.
    case photo

    /// The `Accept` header of the request, in the order a browser asks for the same.
    public var acceptHeader: String {
        switch self {
        case .page: "text/html,application/xhtml+xml,application/ld+json;q=0.9,application/json;q=0.9,*/*;q=0.8"
        case .photo: "image/avif,image/webp,image/png,image/jpeg,image/*;q=0.8,*/*;q=0.5"
        }
    }

    /// Whether an answer of `mediaType` is of this kind. A missing type is accepted (the
    /// bytes tell), as is `text/plain` and `application/octet-stream`, which servers send
    /// for files they know nothing of; what is read is then checked like a file.
    public func accepts(mediaType: String?) -> Bool {
        guard let mediaType else { return true }
        let type = mediaType.split(separator: ";", maxSplits: 1)[0].trimmingCharacters(in: .whitespaces).lowercased()
        if type.isEmpty || type == "text/plain" || type == "application/octet-stream" { return true }
        switch self {
        case .page:
            return ["text/html", "application/xhtml+xml", "application/ld+json", "application/json"].contains(type)
        case .photo:
            return type.hasPrefix("image/")
        }
    }
}

import Foundation

/// What a web address gave: its bytes, where they came from after redirects, and their
/// media type.
public struct WebResource: Sendable {
    /// The answer's body, whole.
    public var data: Data
    /// The address the body came from: the one asked for, or where redirects led.
    public var address: URL
    /// The answer's `Content-Type` without parameters (`"text/html"`), if it had one.
    public var mediaType: String?

    /// The body `data` of `address`, of `mediaType`.
    public init(data: Data, address: URL, mediaType: String? = nil) {
        self.data = data
        self.address = address
        self.mediaType = mediaType
    }
}

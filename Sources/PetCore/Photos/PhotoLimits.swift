/// How large a photo may be, in bytes and in pixels.
///
/// The standard limits, 25 MB and 50 megapixels, let through what cameras and phones
/// write (a 12-megapixel phone photo is 3–6 MB, a 50-megapixel one about 15–25 MB) and
/// refuse what would make the app hold hundreds of megabytes: a photo is decoded whole
/// before it is scaled (PNG and WebP decoders have no scaled decoding), at 4 bytes a
/// pixel, so 50 megapixels is already 200 MB while it is decoded.
public struct PhotoLimits: Equatable, Sendable {
    /// The most bytes a photo file may have.
    public var maxBytes: Int
    /// The most pixels (width × height) a photo may have.
    public var maxPixels: Int

    /// Limits of `maxBytes` bytes and `maxPixels` pixels.
    public init(maxBytes: Int, maxPixels: Int) {
        self.maxBytes = maxBytes
        self.maxPixels = maxPixels
    }

    /// 25 MB (25,000,000 bytes) and 50 megapixels.
    public static let standard = PhotoLimits(maxBytes: 25_000_000, maxPixels: 50_000_000)
}

import Foundation

/// What a photo file's bytes say about it without decoding its pixels: its format and
/// its size in pixels, once its structure is found whole.
///
/// "Whole" follows each format's own framing: a PNG ends with its `IEND` chunk; a JPEG
/// has a frame header (SOFn) before its first scan and an end-of-image marker (`FF D9`)
/// after it (data after that marker, like a motion photo's video, is allowed); a WebP's
/// RIFF size is all there. A file cut short in a download or a copy fails these.
public struct PhotoHeader: Equatable, Sendable {
    /// The format, from the file's signature.
    public let format: PhotoFormat
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int

    /// Why a file's header could not be read.
    public enum Problem: Error, Equatable, Sendable {
        /// The file starts with none of the signatures of ``PhotoFormat``.
        case unknownFormat
        /// The signature is one of them, but the structure after it is broken or cut short.
        case damaged
    }

    /// The header of a `width` × `height` image in `format`.
    public init(format: PhotoFormat, width: Int, height: Int) {
        self.format = format
        self.width = width
        self.height = height
    }

    /// The number of pixels.
    public var pixelCount: Int { width * height }

    /// The header of the image file `bytes`.
    public static func read(_ bytes: Data) -> Result<PhotoHeader, Problem> {
        guard let format = PhotoFormat.sniff(bytes) else { return .failure(.unknownFormat) }
        let data = [UInt8](bytes)
        let size: (width: Int, height: Int)? = switch format {
        case .png: pngSize(data)
        case .jpeg: jpegSize(data)
        case .webp: webpSize(data)
        }
        guard let size, size.width > 0, size.height > 0 else { return .failure(.damaged) }
        return .success(PhotoHeader(format: format, width: size.width, height: size.height))
    }

    private static func bigEndian(_ data: [UInt8], _ offset: Int, _ count: Int) -> Int {
        data[offset..<offset + count].reduce(0) { $0 << 8 | Int($1) }
    }

    private static func littleEndian(_ data: [UInt8], _ offset: Int, _ count: Int) -> Int {
        data[offset..<offset + count].reversed().reduce(0) { $0 << 8 | Int($1) }
    }

    /// IHDR first (PNG 11.2.2), IEND last (11.2.5).
    private static func pngSize(_ data: [UInt8]) -> (Int, Int)? {
        let iend: [UInt8] = [0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82]
        guard data.count >= 33 + iend.count, Array(data[12..<16]) == Array("IHDR".utf8),
              Array(data.suffix(iend.count)) == iend
        else { return nil }
        return (bigEndian(data, 16, 4), bigEndian(data, 20, 4))
    }

    /// Walks the marker segments (ITU T.81 B.1.1) to the frame header and the first scan.
    private static func jpegSize(_ data: [UInt8]) -> (Int, Int)? {
        var offset = 2
        var size: (Int, Int)?
        while offset + 4 <= data.count {
            guard data[offset] == 0xFF else { return nil }
            let marker = data[offset + 1]
            if marker == 0xFF { offset += 1; continue }  // fill byte
            if (0xD0...0xD7).contains(marker) || marker == 0x01 { offset += 2; continue }  // no length
            let length = bigEndian(data, offset + 2, 2)
            guard length >= 2, offset + 2 + length <= data.count else { return nil }
            let isFrameHeader = (0xC0...0xCF).contains(marker) && ![0xC4, 0xC8, 0xCC].contains(marker)
            if isFrameHeader, length >= 7 {
                size = (bigEndian(data, offset + 7, 2), bigEndian(data, offset + 5, 2))
            }
            if marker == 0xDA {
                // Entropy-coded data escapes FF as FF 00, so FF D9 after the scan is the end of image.
                let scan = offset + 2 + length
                guard let size, scan < data.count,
                      data[scan...].indices.dropLast().contains(where: { data[$0] == 0xFF && data[$0 + 1] == 0xD9 })
                else { return nil }
                return size
            }
            offset += 2 + length
        }
        return nil
    }

    /// The first chunk's canvas or frame size (RFC 9649 2.5, 2.6, 2.7).
    private static func webpSize(_ data: [UInt8]) -> (Int, Int)? {
        guard data.count >= 30, data.count >= 8 + littleEndian(data, 4, 4) else { return nil }
        switch String(decoding: data[12..<16], as: UTF8.self) {
        case "VP8 ":
            guard Array(data[23..<26]) == [0x9D, 0x01, 0x2A] else { return nil }
            return (littleEndian(data, 26, 2) & 0x3FFF, littleEndian(data, 28, 2) & 0x3FFF)
        case "VP8L":
            guard data[20] == 0x2F else { return nil }
            let bits = littleEndian(data, 21, 4)
            return ((bits & 0x3FFF) + 1, ((bits >> 14) & 0x3FFF) + 1)
        case "VP8X":
            return (littleEndian(data, 24, 3) + 1, littleEndian(data, 27, 3) + 1)
        default:
            return nil
        }
    }
}

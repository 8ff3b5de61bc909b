import Foundation

/// An image format a pet's photo may be in, recognised by its content (its signature
/// bytes), never by the file's name.
public enum PhotoFormat: String, CaseIterable, Sendable {
    /// JPEG (ISO/IEC 10918-1, JFIF or Exif): starts `FF D8 FF`.
    case jpeg
    /// PNG (ISO/IEC 15948): starts with the 8-byte signature `89 50 4E 47 0D 0A 1A 0A`.
    case png
    /// WebP (RFC 9649): a RIFF container, `RIFF` then its size then `WEBP`.
    case webp

    /// The format's name as people know it: "JPEG", "PNG", "WebP".
    public var displayName: String {
        switch self {
        case .jpeg: "JPEG"
        case .png: "PNG"
        case .webp: "WebP"
        }
    }

    /// The extension a copy of such a file gets.
    public var fileExtension: String {
        switch self {
        case .jpeg: "jpg"
        case .png: "png"
        case .webp: "webp"
        }
    }

    /// The file name endings a file chooser's image filter offers for the format.
    public var fileSuffixes: [String] {
        switch self {
        case .jpeg: ["jpg", "jpeg", "jpe", "jfif"]
        case .png: ["png"]
        case .webp: ["webp"]
        }
    }

    /// The format whose signature `bytes` start with, or `nil` for none of them.
    public static func sniff(_ bytes: Data) -> PhotoFormat? {
        let head = [UInt8](bytes.prefix(12))
        if head.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
        if head.starts(with: [0xFF, 0xD8, 0xFF]) { return .jpeg }
        if head.count == 12, head.starts(with: Array("RIFF".utf8)), Array(head[8..<12]) == Array("WEBP".utf8) { return .webp }
        return nil
    }
}

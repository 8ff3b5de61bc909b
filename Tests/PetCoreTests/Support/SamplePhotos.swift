import Foundation

/// Small, real image files, written by ImageMagick (`convert -size WxH xc:COLOUR -strip`),
/// as bytes.
enum SamplePhotos {
    /// A 1 × 1 white PNG (67 bytes), ending with its IEND chunk.
    static let png = bytes("89504e470d0a1a0a0000000d4948445200000001000000010100000000376ef9240000000a4944415408d76368000000820081dd436af40000000049454e44ae426082")
    /// A 2 × 2 red baseline JPEG (287 bytes), ending with its end-of-image marker.
    static let jpeg = bytes("ffd8ffe000104a46494600010100000100010000ffdb004300100b0c0e0c0a100e0d0e1211101318281a181616183123251d283a333d3c3933383740485c4e404457453738506d51575f626768673e4d71797064785c656763ffdb0043011112121815182f1a1a2f634238426363636363636363636363636363636363636363636363636363636363636363636363636363636363636363636363636363ffc00011080002000203012200021101031101ffc4001500010100000000000000000000000000000005ffc40014100100000000000000000000000000000000ffc4001501010100000000000000000000000000000506ffc40014110100000000000000000000000000000000ffda000c03010002110311003f008a00b5e3ffd9")
    /// A 3 × 2 blue lossy WebP (64 bytes, a `VP8 ` chunk).
    static let webp = bytes("524946463800000057454250565038202c0000009001009d012a0300020002003425a00274ba00039800fef9936fff901fff901fff901fff203fe2177b203000")

    /// The bytes the hexadecimal digits `hex` spell.
    static func bytes(_ hex: String) -> [UInt8] {
        var bytes: [UInt8] = []
        var index = hex.startIndex
        while index < hex.endIndex {
            let next = hex.index(index, offsetBy: 2)
            bytes.append(UInt8(hex[index..<next], radix: 16)!)
            index = next
        }
        return bytes
    }
}

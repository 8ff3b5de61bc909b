import CGtk
import Foundation
import Testing
@testable import PetAdoptionApp

/// A photo loader over this package's sample catalog, and a window to show photos in.
@MainActor
struct PhotoFixture {
    /// The package's `Resources` folder.
    static let resources = ResourceLocator(dataDirectory: URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Resources"))

    /// Two sample photos.
    static let cookies = "recipe-catnip-cookies.svg"
    static let cake = "recipe-salmon-birthday-cake.svg"

    /// A real 1 × 1 PNG and 2 × 2 JPEG (ImageMagick's `convert -size WxH xc:COLOUR -strip`).
    nonisolated static let png = bytes("89504e470d0a1a0a0000000d4948445200000001000000010100000000376ef9240000000a4944415408d76368000000820081dd436af40000000049454e44ae426082")
    nonisolated static let jpeg = bytes("ffd8ffe000104a46494600010100000100010000ffdb004300100b0c0e0c0a100e0d0e1211101318281a181616183123251d283a333d3c3933383740485c4e404457453738506d51575f626768673e4d71797064785c656763ffdb0043011112121815182f1a1a2f634238426363636363636363636363636363636363636363636363636363636363636363636363636363636363636363636363636363ffc00011080002000203012200021101031101ffc4001500010100000000000000000000000000000005ffc40014100100000000000000000000000000000000ffc4001501010100000000000000000000000000000506ffc40014110100000000000000000000000000000000ffda000c03010002110311003f008a00b5e3ffd9")

    let loader: PhotoLoader
    let view: PhotoView
    let window: TestWindow

    /// A `size` px photo view in a window, with a fresh loader keeping `costLimit` bytes.
    init(size: Int32 = 48, costLimit: Int = PhotoLoader.defaultCostLimit) throws {
        try GTKTestLoop.initialize()
        loader = PhotoLoader(paths: PhotoPaths(catalogPhotos: Self.resources.photosDirectory), costLimit: costLimit)
        view = PhotoView(size: size, loader: loader)
        window = TestWindow(child: view.widget, width: 200, height: 200)
    }

    /// The size the view asks the loader for, in device pixels.
    var pixelSize: Int32 { view.size * gtk_widget_get_scale_factor(view.widget) }

    /// The photo `reference` at the view's size, decoding it if needed.
    func texture(_ reference: String) async -> PhotoTexture? {
        var result: PhotoTexture?
        loader.load(reference, pixelSize: pixelSize) { result = $0 }
        await GTKTestLoop.settle()
        return result
    }

    /// A temporary file holding `bytes`, named `name`.
    static func temporaryFile(_ name: String, bytes: [UInt8]) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("photo-\(UUID().uuidString)-\(name)")
        try Data(bytes).write(to: url)
        return url
    }

    /// The bytes the hexadecimal digits `hex` spell.
    nonisolated static func bytes(_ hex: String) -> [UInt8] {
        stride(from: 0, to: hex.count, by: 2).map { offset in
            let start = hex.index(hex.startIndex, offsetBy: offset)
            return UInt8(hex[start..<hex.index(start, offsetBy: 2)], radix: 16)!
        }
    }
}

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

    let loader: PhotoLoader
    let view: PhotoView
    let window: TestWindow

    /// A `size` px photo view in a window, with a fresh loader keeping `costLimit` bytes.
    init(size: Int32 = 48, costLimit: Int = PhotoLoader.defaultCostLimit) throws {
        try GTKTestLoop.initialize()
        loader = PhotoLoader(resources: Self.resources, costLimit: costLimit)
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
}

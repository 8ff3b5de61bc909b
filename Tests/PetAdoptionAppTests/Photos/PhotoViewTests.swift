import CGtk
import Foundation
import Testing
@testable import PetAdoptionApp

extension GTKSuite {
    @MainActor @Suite("PhotoView")
    struct PhotoViewTests {
        @Test func samplePhoto_loadsAsASquareOfTheRequestedSize() async throws {
            let fixture = try PhotoFixture(size: 48)
            defer { fixture.window.destroy() }

            fixture.view.show(PhotoFixture.cookies, description: "Small round cookies")

            #expect(fixture.view.state == .loading)
            await GTKTestLoop.settle()
            #expect(fixture.view.state == .photo)
            let texture = try #require(fixture.view.texture)
            #expect(texture.width == fixture.pixelSize)
            #expect(texture.height == fixture.pixelSize)
        }

        @Test func missingFile_endsInThePlaceholder() async throws {
            let fixture = try PhotoFixture()
            defer { fixture.window.destroy() }

            fixture.view.show("/nonexistent/folder/rex.png", description: "")

            await GTKTestLoop.settle()
            #expect(fixture.view.state == .placeholder)
            #expect(fixture.view.texture == nil)
        }

        @Test func corruptFile_endsInThePlaceholder() async throws {
            let fixture = try PhotoFixture()
            defer { fixture.window.destroy() }
            let garbage = try PhotoFixture.temporaryFile("broken.png", bytes: Array("not a picture at all".utf8) + Array(repeating: 0xA5, count: 512))
            defer { try? FileManager.default.removeItem(at: garbage) }
            let truncatedPNG = try PhotoFixture.temporaryFile("truncated.png", bytes: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13])
            defer { try? FileManager.default.removeItem(at: truncatedPNG) }

            for file in [garbage, truncatedPNG] {
                fixture.view.show(file.path, description: "")
                #expect(fixture.view.state == .loading)
                await GTKTestLoop.settle()
                #expect(fixture.view.state == .placeholder, "\(file.lastPathComponent)")
                #expect(fixture.view.texture == nil)
            }
        }

        @Test func placeholderIcon_takesASizeTheThemeShipsPrerendered() {
            #expect(PhotoView.placeholderIconSize(forPhotoSize: 48) == 16)
            #expect(PhotoView.placeholderIconSize(forPhotoSize: 96) == 32)
            #expect(PhotoView.placeholderIconSize(forPhotoSize: 200) == 64)
            #expect(PhotoView.placeholderIconSize(forPhotoSize: 256) == 96)
            #expect(PhotoView.placeholderIconSize(forPhotoSize: 20) == 16)
        }

        @Test func webAddressOrNoPhoto_showsThePlaceholderAtOnce() throws {
            let fixture = try PhotoFixture()
            defer { fixture.window.destroy() }

            fixture.view.show("https://example.com/rex.jpg", description: "Rex")
            #expect(fixture.view.state == .placeholder)
            fixture.view.show(nil, description: "")
            #expect(fixture.view.state == .placeholder)
        }

        @Test func recycledView_neverShowsTheLateResultOfItsPreviousItem() async throws {
            let fixture = try PhotoFixture()
            defer { fixture.window.destroy() }
            let cake = try #require(await fixture.texture(PhotoFixture.cake))

            fixture.view.show(PhotoFixture.cookies, description: "Cookies")  // decoding starts
            fixture.view.show(PhotoFixture.cake, description: "Cake")        // re-attached: cached, shown at once
            #expect(fixture.view.texture === cake)
            await GTKTestLoop.settle()
            #expect(fixture.loader.isCached(PhotoFixture.cookies, pixelSize: fixture.pixelSize))

            #expect(fixture.view.state == .photo)
            #expect(fixture.view.texture === cake, "the cookies arrived after the view moved on and must be dropped")
        }

        @Test func clearedView_staysOnThePlaceholder_whenItsLoadFinishes() async throws {
            let fixture = try PhotoFixture()
            defer { fixture.window.destroy() }

            fixture.view.show(PhotoFixture.cookies, description: "Cookies")
            fixture.view.clear()
            await GTKTestLoop.settle()
            #expect(fixture.loader.isCached(PhotoFixture.cookies, pixelSize: fixture.pixelSize))

            #expect(fixture.view.state == .placeholder)
            #expect(fixture.view.texture == nil)
        }

        @Test func cachedPhoto_isShownWithoutWaiting() async throws {
            let fixture = try PhotoFixture()
            defer { fixture.window.destroy() }
            let cookies = try #require(await fixture.texture(PhotoFixture.cookies))

            fixture.view.show(PhotoFixture.cookies, description: "Cookies")

            #expect(fixture.view.state == .photo)
            #expect(fixture.view.texture === cookies)
        }

        @Test func destroyedView_ignoresLaterCalls() async throws {
            let fixture = try PhotoFixture()
            let view = fixture.view
            view.show(PhotoFixture.cookies, description: "Cookies")

            fixture.window.destroy()
            await GTKTestLoop.settle()
            view.show(PhotoFixture.cake, description: "Cake")
            view.clear()

            #expect(view.texture == nil)
        }
    }
}

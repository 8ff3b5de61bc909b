import CGtk
import Testing
@testable import PetAdoptionApp

extension GTKSuite {
    @MainActor @Suite("PhotoLoader")
    struct PhotoLoaderTests {
        @Test func requestsForAPhotoBeingDecoded_shareOneDecode() async throws {
            let fixture = try PhotoFixture()
            defer { fixture.window.destroy() }
            var results: [PhotoTexture?] = []

            for _ in 0..<3 {
                fixture.loader.load(PhotoFixture.cookies, pixelSize: 48) { results.append($0) }
            }

            await GTKTestLoop.settle()
            #expect(results.count == 3)
            let first = try #require(results.first ?? nil)
            #expect(results.allSatisfy { $0 === first })
            #expect(fixture.loader.cachedCount == 1)
        }

        @Test func sameFileAtAnotherSize_isDecodedAgain() async throws {
            let fixture = try PhotoFixture()
            defer { fixture.window.destroy() }
            var sizes: [Int32] = []

            fixture.loader.load(PhotoFixture.cookies, pixelSize: 48) { sizes.append($0?.width ?? 0) }
            fixture.loader.load(PhotoFixture.cookies, pixelSize: 200) { sizes.append($0?.width ?? 0) }

            await GTKTestLoop.settle()
            #expect(sizes.count == 2)
            #expect(Set(sizes) == [48, 200])
            #expect(fixture.loader.cachedCount == 2)
        }

        @Test func cache_dropsTheLeastRecentlyUsedPhoto_pastItsLimit() async throws {
            // Room for one 48 px photo (48 × 48 × 4 bytes), not two.
            let fixture = try PhotoFixture(costLimit: 48 * 48 * 4 + 100)
            defer { fixture.window.destroy() }

            _ = await fixture.texture(PhotoFixture.cookies)
            _ = await fixture.texture(PhotoFixture.cake)

            #expect(fixture.loader.cachedCount == 1)
            #expect(fixture.loader.isCached(PhotoFixture.cake, pixelSize: 48))
            #expect(!fixture.loader.isCached(PhotoFixture.cookies, pixelSize: 48))
        }

        @Test func failedDecode_completesWithNothing() async throws {
            let fixture = try PhotoFixture()
            defer { fixture.window.destroy() }
            var completed = false
            var result: PhotoTexture?

            fixture.loader.load("missing-photo.svg", pixelSize: 48) { texture in
                result = texture
                completed = true
            }

            await GTKTestLoop.settle()
            #expect(completed)
            #expect(result == nil)
            #expect(fixture.loader.cachedCount == 0)
        }
    }
}

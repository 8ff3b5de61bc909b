import Foundation
import Testing
@testable import PetCore

@Suite("CatalogPhotos")
struct CatalogPhotosTests {
    private func pet(_ id: String, photo: String?, more: [String] = []) -> Pet {
        Pet(id: id, name: id, species: .dog, birthday: ExportFixtures.today, photo: photo, morePhotos: more, dateAdded: ExportFixtures.added)
    }

    @Test func relativeReference_keepsItsName() {
        let photos = CatalogPhotos(pets: [pet("a", photo: "dogs/zoe.png")], recipes: [])

        #expect(photos.name(for: "dogs/zoe.png") == "dogs/zoe.png")
        #expect(photos.copies.map(\.name) == ["dogs/zoe.png"])
    }

    @Test func absolutePathsAndFileURLs_becomeUniqueFileNames() {
        let photos = CatalogPhotos(
            pets: [pet("a", photo: "/home/ann/zoe.jpg", more: ["file:///tmp/zoe.jpg", "zoe.jpg"])], recipes: [])

        #expect(photos.name(for: "zoe.jpg") == "zoe.jpg")
        #expect(photos.name(for: "/home/ann/zoe.jpg") == "zoe-2.jpg")
        #expect(photos.name(for: "file:///tmp/zoe.jpg") == "zoe-3.jpg")
    }

    @Test func webAddress_isKeptAsItIs_andCopiedNowhere() {
        let photos = CatalogPhotos(pets: [pet("a", photo: "https://example.org/zoe.jpg", more: ["http://example.org/b.png"])], recipes: [])

        #expect(photos.name(for: "https://example.org/zoe.jpg") == "https://example.org/zoe.jpg")
        #expect(photos.name(for: "http://example.org/b.png") == "http://example.org/b.png")
        #expect(photos.copies.isEmpty)
    }

    @Test func otherAddresses_areLeftOut() {
        let photos = CatalogPhotos(pets: [pet("a", photo: "ftp://example.org/zoe.jpg", more: ["https:///no-host.jpg"])], recipes: [])

        #expect(photos.name(for: "ftp://example.org/zoe.jpg") == nil)
        #expect(photos.name(for: "https:///no-host.jpg") == nil)
        #expect(photos.copies.isEmpty)
    }
}

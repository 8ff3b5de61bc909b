import Foundation
import Testing
@testable import PetAdoptionApp

@Suite("PhotoPaths")
struct PhotoPathsTests {
    private let paths = PhotoPaths(
        catalogPhotos: URL(fileURLWithPath: "/data/Catalog/photos", isDirectory: true),
        library: URL(fileURLWithPath: "/home/ana/.local/share/app/photos", isDirectory: true))

    @Test func libraryReference_isACopyInTheAppsPhotoFolder() {
        #expect(paths.path(for: "library/3F2504E0-4F89-11D3-9A0C-0305E82C3301.jpg")
            == "/home/ana/.local/share/app/photos/3F2504E0-4F89-11D3-9A0C-0305E82C3301.jpg")
    }

    @Test func libraryReference_withoutALibrary_orLeavingIt_namesNoFile() {
        #expect(PhotoPaths(catalogPhotos: paths.catalogPhotos).path(for: "library/a.jpg") == nil)
        #expect(paths.path(for: "library/../catalog.sqlite") == nil)
    }

    @Test func otherReferences_resolveAsTheResourceLocatorSays() {
        #expect(paths.path(for: "pet-zoe.svg") == "/data/Catalog/photos/pet-zoe.svg")
        #expect(paths.path(for: "/tmp/zoe.png") == "/tmp/zoe.png")
        #expect(paths.path(for: "https://example.org/zoe.png") == nil)
        #expect(paths.path(for: nil) == nil)
    }

    @Test func library_isBesideTheDatabase() {
        #expect(PhotoPaths.library(besideDatabase: URL(fileURLWithPath: "/d/catalog.sqlite")).path == "/d/photos")
    }
}

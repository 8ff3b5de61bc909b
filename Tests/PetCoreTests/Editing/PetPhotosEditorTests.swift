import Foundation
import PetCore
import Testing

@Suite("Pet photos editor")
@MainActor
struct PetPhotosEditorTests {
    private let folder: TemporaryFolder
    private let library: PhotoLibrary

    init() throws {
        folder = try TemporaryFolder()
        library = PhotoLibrary(directory: folder.url.appendingPathComponent("photos"), formats: [.jpeg, .png])
    }

    private func file(_ name: String, _ bytes: [UInt8]) throws -> PhotoFile {
        PhotoFile(url: URL(fileURLWithPath: try folder.write(name, bytes)))
    }

    private func editor(_ photo: String? = nil, _ more: [String] = []) -> PetPhotosEditor {
        PetPhotosEditor(photo: photo, morePhotos: more, library: library, translator: .english)
    }

    @Test func firstPhoto_isThePicture_andTheOthersAreMorePhotos() {
        let photos = editor("a.jpg", ["b.jpg", "c.jpg"])
        #expect(photos.photo == "a.jpg")
        #expect(photos.morePhotos == ["b.jpg", "c.jpg"])
        #expect(photos.items.map(\.title) == ["Main Photo", "Photo 2", "Photo 3"])
        #expect(photos.items.map(\.description) == ["Photo 1 of 3", "Photo 2 of 3", "Photo 3 of 3"])
        #expect(photos.items[1].removeLabel == "Remove photo 2")
        #expect(photos.items[2].useAsMainLabel == "Use photo 3 as main photo")
    }

    @Test func useAsMain_movesAPhotoFirst_keepingTheOthersInOrder() {
        let photos = editor("a.jpg", ["b.jpg", "c.jpg"])
        photos.useAsMain(at: 2)
        #expect(photos.references == ["c.jpg", "a.jpg", "b.jpg"])
    }

    @Test func remove_ofThePicture_makesTheNextOneThePicture() {
        let photos = editor("a.jpg", ["b.jpg"])
        photos.remove(at: 0)
        #expect(photos.photo == "b.jpg")
        #expect(photos.morePhotos.isEmpty)
    }

    @Test func add_appendsCopiesOfSeveralFiles_atOnce() async throws {
        let photos = editor("a.jpg")
        await photos.add([try file("one.png", SamplePhotos.png), try file("two.jpg", SamplePhotos.jpeg)])
        #expect(photos.references.count == 3)
        #expect(photos.references[0] == "a.jpg")
        #expect(photos.morePhotos.allSatisfy { $0.hasPrefix(PhotoLibrary.referencePrefix) })
        #expect(photos.message == nil)
        #expect(!photos.isAdding)
    }

    @Test func add_withOneBadFile_addsNothing_andSaysWhichFile_untilGoodFilesAreAdded() async throws {
        let photos = editor("a.jpg")
        await photos.add([try file("one.png", SamplePhotos.png), try file("x.heic", Array("not a photo".utf8))])
        #expect(photos.references == ["a.jpg"])
        #expect(photos.message == "“x.heic” is not an image Pet Adoption can show (JPEG, PNG). No photos were added.")
        await photos.add([try file("one.png", SamplePhotos.png)])
        #expect(photos.message == nil)
        #expect(photos.references.count == 2)
    }

    @Test func add_isUnavailable_withoutALibrary() {
        let photos = PetPhotosEditor(photo: nil, morePhotos: [], library: nil, translator: .english)
        #expect(!photos.canAdd)
        #expect(photos.fileSuffixes.isEmpty)
    }
}

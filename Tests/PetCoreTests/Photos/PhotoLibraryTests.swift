import Foundation
import PetCore
import Testing

@Suite("Photo library")
struct PhotoLibraryTests {
    private let folder: TemporaryFolder
    private let library: PhotoLibrary

    init() throws {
        folder = try TemporaryFolder()
        library = PhotoLibrary(directory: folder.url.appendingPathComponent("photos"), formats: [.jpeg, .png])
    }

    private func file(_ name: String, _ bytes: [UInt8]) throws -> PhotoFile {
        PhotoFile(url: URL(fileURLWithPath: try folder.write(name, bytes)))
    }

    private func message(_ files: [PhotoFile], in library: PhotoLibrary? = nil) -> String? {
        let library = library ?? self.library
        do throws(PhotoProblem) {
            _ = try library.add(files)
            return nil
        } catch {
            return error.message(.english, formats: library.formats)
        }
    }

    private var copies: [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: library.directory.path)) ?? []
    }

    @Test func add_copiesEachFile_intoTheFolder_namedAfresh_withItsFormatsExtension() throws {
        let original = try file("bella.JPEG", SamplePhotos.jpeg)
        let misnamed = try file("max.jpg", SamplePhotos.png)

        let references = try library.add([original, misnamed])

        #expect(references.count == 2)
        #expect(references.allSatisfy { $0.hasPrefix(PhotoLibrary.referencePrefix) })
        #expect(references[0].hasSuffix(".jpg") && references[1].hasSuffix(".png"))
        let copy = try #require(PhotoLibrary.fileURL(forReference: references[0], in: library.directory))
        #expect(copy.deletingLastPathComponent().path == library.directory.path)
        #expect(try Data(contentsOf: copy) == Data(SamplePhotos.jpeg))
        #expect(copy.path != original.url?.path)
        #expect(copies.count == 2)
    }

    @Test func add_makesTheFolderAgain_whenItWasRemovedWhileTheAppRan() throws {
        _ = try library.add([try file("first.png", SamplePhotos.png)])
        try FileManager.default.removeItem(at: library.directory)

        let references = try library.add([try file("second.png", SamplePhotos.png)])

        let copy = try #require(PhotoLibrary.fileURL(forReference: references[0], in: library.directory))
        #expect(FileManager.default.fileExists(atPath: copy.path))
        #expect(copies.count == 1)
    }

    @Test func removeUnused_removesNothing_andDoesNotFail_whenTheFolderIsMissing() throws {
        #expect(!FileManager.default.fileExists(atPath: library.directory.path))
        #expect(library.removeUnused(keeping: [], changedBefore: .distantFuture) == 0)
    }

    @Test func add_refusesTheWholeBatch_andNamesTheBadFile() throws {
        let good = try file("good.png", SamplePhotos.png)
        let heic = try file("x.heic", Array("....ftypheic".utf8))
        #expect(message([good, heic]) == "“x.heic” is not an image Pet Adoption can show (JPEG, PNG).")
        #expect(copies.isEmpty)
    }

    @Test func add_saysATruncatedJPEG_isDamaged() throws {
        let cut = try file("x.jpg", Array(SamplePhotos.jpeg.dropLast(30)))
        #expect(message([cut]) == "“x.jpg” is damaged.")
    }

    @Test func add_saysATextFileNamedPNG_isNotAnImage() throws {
        let text = try file("notes.png", Array("shopping list".utf8))
        #expect(message([text]) == "“notes.png” is not an image Pet Adoption can show (JPEG, PNG).")
    }

    @Test func add_refusesAFormatTheDecoderLacks() throws {
        let webp = try file("x.webp", SamplePhotos.webp)
        #expect(message([webp]) == "“x.webp” is not an image Pet Adoption can show (JPEG, PNG).")
    }

    @Test func add_refusesAFileOverTheByteLimit() throws {
        let small = PhotoLibrary(directory: library.directory, limits: PhotoLimits(maxBytes: 286, maxPixels: 50_000_000))
        let jpeg = try file("x.jpg", SamplePhotos.jpeg)
        #expect(small.check(jpeg).problem == .tooManyBytes(name: "x.jpg", bytes: 287, limit: 286))
        #expect(PhotoLibrary(directory: library.directory, limits: PhotoLimits(maxBytes: 287, maxPixels: 4)).check(jpeg).problem == nil)
    }

    @Test func add_refusesAPhotoOverThePixelLimit() throws {
        var big = SamplePhotos.png
        big.replaceSubrange(16..<24, with: [0, 0, 0x27, 0x10, 0, 0, 0x13, 0x89])  // 10,000 × 5,001
        #expect(message([try file("big.png", big)]) == "“big.png” is too large (51 megapixels; at most 50).")
    }

    @Test func tooManyBytes_saysMegabytes_roundedUp() {
        let problem = PhotoProblem.tooManyBytes(name: "x.png", bytes: 30_200_000, limit: PhotoLimits.standard.maxBytes)
        #expect(problem.message(.english, formats: [.jpeg, .png]) == "“x.png” is too large (31 MB; at most 25 MB).")
    }

    @Test func add_saysAFileThatDoesNotDecode_isDamaged() throws {
        let refusing = PhotoLibrary(directory: library.directory, decodes: { _ in false })
        #expect(message([try file("x.png", SamplePhotos.png)], in: refusing) == "“x.png” is damaged.")
        #expect(copies.isEmpty)
    }

    @Test func add_saysAMissingFile_cannotBeRead() {
        #expect(message([PhotoFile(name: "gone.jpg", url: folder.url.appendingPathComponent("gone.jpg"))])
            == "“gone.jpg” could not be read.")
        #expect(message([PhotoFile(name: "remote.jpg", url: nil)]) == "“remote.jpg” could not be read.")
    }

    @Test func fileURL_resolvesOnlyTheLibrarysReferences_insideItsFolder() {
        let folder = URL(fileURLWithPath: "/data/photos")
        #expect(PhotoLibrary.fileURL(forReference: "library/a.jpg", in: folder)?.path == "/data/photos/a.jpg")
        #expect(PhotoLibrary.fileURL(forReference: "library/../a.jpg", in: folder) == nil)
        #expect(PhotoLibrary.fileURL(forReference: "library/..", in: folder) == nil)
        #expect(PhotoLibrary.fileURL(forReference: "luna.svg", in: folder) == nil)
    }
}

extension Result {
    /// The failure, or `nil` on success.
    var problem: Failure? {
        if case .failure(let failure) = self { return failure }
        return nil
    }
}

import Foundation
import PetCore
import Testing

@Suite("Photo library cleanup")
struct PhotoLibraryCleanupTests {
    @Test func removeUnused_removesOnlyOldCopiesNoOneUses() throws {
        let folder = try TemporaryFolder()
        let library = PhotoLibrary(directory: folder.url.appendingPathComponent("photos"))
        let source = PhotoFile(url: URL(fileURLWithPath: try folder.write("a.png", SamplePhotos.png)))
        let references = try library.add([source, source, source])
        let (used, oldUnused, newUnused) = (references[0], references[1], references[2])
        let now = Date()
        for reference in [used, oldUnused] {
            let file = try #require(PhotoLibrary.fileURL(forReference: reference, in: library.directory))
            try FileManager.default.setAttributes([.modificationDate: now.addingTimeInterval(-2 * 86_400)], ofItemAtPath: file.path)
        }

        let removed = library.removeUnused(keeping: [used, "luna.svg"], changedBefore: now.addingTimeInterval(-86_400))

        #expect(removed == 1)
        let left = try FileManager.default.contentsOfDirectory(atPath: library.directory.path).sorted()
        #expect(left == [used, newUnused].map { String($0.dropFirst(PhotoLibrary.referencePrefix.count)) }.sorted())
        #expect(FileManager.default.fileExists(atPath: try #require(source.url).path))
    }

    @Test func removeUnused_neverRemovesAFileItDidNotName() throws {
        let folder = try TemporaryFolder()
        let library = PhotoLibrary(directory: folder.url)
        let holiday = URL(fileURLWithPath: try folder.write("holiday.jpg", SamplePhotos.jpeg))
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 0)], ofItemAtPath: holiday.path)

        #expect(library.removeUnused(keeping: [], changedBefore: Date()) == 0)
        #expect(FileManager.default.fileExists(atPath: holiday.path))
    }

    @Test func removeUnused_ofAFolderNotMadeYet_removesNothing() throws {
        let folder = try TemporaryFolder()
        let library = PhotoLibrary(directory: folder.url.appendingPathComponent("photos"))
        #expect(library.removeUnused(keeping: [], changedBefore: Date()) == 0)
    }
}

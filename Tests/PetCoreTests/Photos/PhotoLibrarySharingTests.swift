import Foundation
import PetCore
import Synchronization
import Testing

/// A library of the shelter's server: what is added at this desk is sent to the server,
/// and what another desk added is fetched from it the first time it is needed, only when
/// it is a whole photo within the limits.
@Suite("Photo library shared through a server")
struct PhotoLibrarySharingTests {
    private let folder: TemporaryFolder
    private let server = MemoryPhotoStore()
    private let library: PhotoLibrary

    init() throws {
        folder = try TemporaryFolder()
        var library = PhotoLibrary(directory: folder.url.appendingPathComponent("desk-photos"), formats: [.jpeg, .png])
        library.sharedStore = server
        self.library = library
    }

    @Test func photosAdded_areSentToTheServer_byTheirLibraryNames() async throws {
        let file = PhotoFile(url: URL(fileURLWithPath: try folder.write("bella.png", SamplePhotos.png)))
        let references = try library.add([file])
        try await library.share(references)
        let name = try #require(references.first).dropFirst(PhotoLibrary.referencePrefix.count)
        #expect(server.photos.withLock { $0[String(name)] } == Data(SamplePhotos.png))
    }

    @Test func aPhotoAnotherDeskAdded_isFetchedOnce_intoThisDesksFolder() async throws {
        let name = UUID().uuidString + ".png"
        server.photos.withLock { $0[name] = Data(SamplePhotos.png) }
        #expect(await library.fetch(PhotoLibrary.reference(forFileNamed: name)))
        let copy = library.directory.appendingPathComponent(name)
        #expect(try Data(contentsOf: copy) == Data(SamplePhotos.png))
        server.photos.withLock { $0[name] = nil }
        #expect(await library.fetch(PhotoLibrary.reference(forFileNamed: name)), "kept: a name never means another photo")
    }

    @Test func whatIsNotAWholePhotoWithinTheLimits_isNotKept() async throws {
        let damaged = UUID().uuidString + ".png"
        let unknown = UUID().uuidString + ".png"
        server.photos.withLock { $0[damaged] = Data(SamplePhotos.png.prefix(12)) }
        #expect(await !library.fetch(PhotoLibrary.reference(forFileNamed: damaged)))
        #expect(await !library.fetch(PhotoLibrary.reference(forFileNamed: unknown)))
        #expect(await !library.fetch("library/../escape.png"))
        #expect(!FileManager.default.fileExists(atPath: library.directory.appendingPathComponent(damaged).path))
    }

    @Test func aLibraryOfThisComputerOnly_sendsNothing_andFetchesNothing() async throws {
        let local = PhotoLibrary(directory: library.directory, formats: [.png])
        try await local.share(["library/anything.png"])
        #expect(await !local.fetch(PhotoLibrary.reference(forFileNamed: UUID().uuidString + ".png")))
    }
}

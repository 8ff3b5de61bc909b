import Foundation
import Testing
@testable import PetCore

/// A catalog file brings its photos in the `photos/` folder next to it: the import
/// copies those the app does not have into its library.
@Suite("Catalog import: the photos next to the file")
struct CatalogPhotoImportTests {
    private static let catalog = """
        {"formatVersion": 2, "pets": [
          {"id": "p1", "name": "Zoë", "species": "cat", "birthday": "2020-02-29", "dateAdded": "2024-01-01",
           "photo": "zoe.png", "morePhotos": ["known.png", "missing.png"]},
          {"id": "p2", "name": "Rex", "species": "dog", "birthday": "2021-03-01", "dateAdded": "2024-01-01",
           "photo": "zoe.png"}
        ], "recipes": [
          {"id": "r1", "name": "Bites", "difficulty": 1, "ingredients": [], "directions": [], "photo": "bites.jpg"}
        ]}
        """

    private let folder: TemporaryFolder
    private let library: PhotoLibrary
    private let store = InMemoryCatalogStore()

    init() throws {
        folder = try TemporaryFolder()
        library = PhotoLibrary(directory: folder.url.appendingPathComponent("library"), formats: [.jpeg, .png])
        try folder.write("catalog.json", Array(Self.catalog.utf8))
        _ = try folder.makeFolder("photos")
        try folder.write("photos/zoe.png", SamplePhotos.png)
        try folder.write("photos/known.png", SamplePhotos.png)
        try folder.write("photos/bites.jpg", SamplePhotos.jpeg)
    }

    private func service(knowing known: Set<String> = ["known.png"]) -> ImportService {
        ImportService(
            store: store, context: ImportFlowFixtures.context,
            photos: ImportPhotos(library: library) { known.contains($0) })
    }

    private var file: ImportFile { ImportFile(url: folder.url.appendingPathComponent("catalog.json")) }

    @Test func photosTheAppHasNot_areCopiedIntoTheLibrary_andTheRecordsReferToTheCopies() async throws {
        let service = service()
        _ = try await service.write(try await service.plan(of: [file]))

        let zoe = try #require(store.pets["p1"])
        let copy = try #require(zoe.photo)
        #expect(copy.hasPrefix(PhotoLibrary.referencePrefix))
        let copied = try #require(PhotoLibrary.fileURL(forReference: copy, in: library.directory))
        #expect(try Data(contentsOf: copied) == Data(SamplePhotos.png))
        #expect(store.pets["p2"]?.photo == copy, "one file, one copy")
        let bites = try #require(try store.loadRecipes().first?.photo)
        #expect(bites.hasPrefix(PhotoLibrary.referencePrefix) && bites.hasSuffix(".jpg"))
    }

    @Test func referencesTheAppHas_orWithNoFileNextToTheCatalog_areKeptAsWritten() async throws {
        let service = service()
        _ = try await service.write(try await service.plan(of: [file]))

        #expect(store.pets["p1"]?.morePhotos == ["known.png", "missing.png"])
    }

    @Test func aFileThatIsNotAPhoto_isAProblemLine_andItsPetIsImportedWithTheReference() async throws {
        try folder.write("photos/zoe.png", Array("not a photo".utf8))
        let service = service()
        let plan = try await service.plan(of: [file])

        #expect(plan.lines.map(\.text).contains("Zoë: photo: “zoe.png” is not an image Pet Adoption can show (JPEG, PNG)."))
        #expect(plan.pets.map(\.id) == ["p1", "p2"])
        _ = try await service.write(plan)
        #expect(store.pets["p1"]?.photo == "zoe.png")
    }

    @Test func aCatalogWithoutAFolder_keepsEveryReference() async throws {
        let data = try Data(contentsOf: folder.url.appendingPathComponent("catalog.json"))
        let service = service()
        _ = try await service.write(try await service.plan(of: [ImportFile(name: "catalog.json") { data }]))

        #expect(store.pets["p1"]?.photo == "zoe.png")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).contains("library") == false)
    }
}

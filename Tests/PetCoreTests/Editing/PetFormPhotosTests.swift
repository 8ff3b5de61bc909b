import Foundation
import PetCore
import Testing

@Suite("Pet form photos")
@MainActor
struct PetFormPhotosTests {
    private func catalog(_ store: InMemoryCatalogStore, library: PhotoLibrary?) async -> PetCatalog {
        let catalog = await EditingFixtures.catalog(over: store)
        catalog.photoLibrary = library
        return catalog
    }

    @Test func save_withUntouchedPhotos_leavesThePetEqual() async throws {
        var bella = EditingFixtures.bella
        bella.photo = nil
        bella.morePhotos = ["second.jpg"]  // no picture but more photos: kept as it is
        let store = InMemoryCatalogStore(pets: [bella])
        let form = PetFormViewModel(catalog: await catalog(store, library: nil), pet: bella)
        #expect(!form.hasChanges)
        form.about = "Sleeps a lot."
        #expect(await form.save())
        var expected = bella
        expected.about = "Sleeps a lot."
        expected.version += 1  // every save raises it
        #expect(store.pets["pet-1"] == expected)
    }

    @Test func save_writesThePictureAndMorePhotos_inTheirNewOrder() async throws {
        var bella = EditingFixtures.bella
        bella.morePhotos = ["b.jpg", "c.jpg"]
        let store = InMemoryCatalogStore(pets: [bella])
        let form = PetFormViewModel(catalog: await catalog(store, library: nil), pet: bella)
        form.photos.useAsMain(at: 2)
        form.photos.remove(at: 1)
        #expect(form.hasChanges)
        #expect(await form.save())
        #expect(store.pets["pet-1"]?.photo == "c.jpg")
        #expect(store.pets["pet-1"]?.morePhotos == ["b.jpg"])
        #expect(!form.hasChanges)
    }

    @Test func addedPhotos_areSavedAsLibraryReferences_andTheFormHasChanges() async throws {
        let folder = try TemporaryFolder()
        let library = PhotoLibrary(directory: folder.url.appendingPathComponent("photos"))
        let store = InMemoryCatalogStore(pets: [EditingFixtures.bella])
        let form = PetFormViewModel(catalog: await catalog(store, library: library), pet: EditingFixtures.bella)
        let path = try folder.write("new.png", SamplePhotos.png)

        await form.photos.add([PhotoFile(url: URL(fileURLWithPath: path))])

        #expect(form.hasChanges)
        #expect(await form.save())
        let saved = try #require(store.pets["pet-1"])
        #expect(saved.photo == "bella.jpg")
        let added = try #require(saved.morePhotos.first)
        let copy = try #require(PhotoLibrary.fileURL(forReference: added, in: library.directory))
        #expect(FileManager.default.fileExists(atPath: copy.path))
    }
}

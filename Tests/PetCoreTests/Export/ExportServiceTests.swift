import Foundation
import Synchronization
import Testing
@testable import PetCore

@Suite("ExportService")
struct ExportServiceTests {
    private static let recipe = Recipe(
        id: "recipe-1", name: "Oat Drops", difficulty: .easy, photo: "oat.svg", prepMinutes: 5, cookMinutes: 10,
        yield: 12, ingredients: ["oats"], directions: ["Bake."])
    private let service = ExportService(
        pets: { [ExportFixtures.rex, ExportFixtures.mo, ExportFixtures.hops] }, recipes: { [Self.recipe] },
        context: DisplayContext(now: { Date(timeIntervalSince1970: 1_795_824_000) }))

    @Test func shownPets_areExportedInTheListsOrder_goneOnesLeftOut() async throws {
        let document = try await service.document(.petfinder, petIDs: ["pet-old", "pet-gone", "pet-rex"])

        let lines = String(decoding: document.data, as: UTF8.self).split(separator: "\n")
        #expect(document.petCount == 2)
        #expect(lines.dropFirst().map { $0.prefix(10) } == [#""pet-old","#, #""A123","pe"#])
    }

    @Test func wholeCatalogJSON_holdsTheRecipesAndTheirPhotos() async throws {
        let document = try await service.document(.catalogJSON)

        let read = try CatalogImporter().importCatalog(from: document.data)
        #expect(read.pets.count == 3)
        #expect(read.recipes == [Self.recipe])
        #expect(document.photoCopies.map(\.name) == ["dogs/rex.jpg", "rex-2.jpg", "oat.svg"])
    }

    @Test func aServerDesksCatalogJSON_fetchesThePhotosItHasNotShown_beforeCopyingThem() async throws {
        let folder = try TemporaryFolder()
        let server = MemoryPhotoStore()
        var library = PhotoLibrary(directory: folder.url.appendingPathComponent("desk-photos"), formats: [.png])
        library.sharedStore = server
        let name = UUID().uuidString + ".png"
        server.photos.withLock { $0[name] = Data(SamplePhotos.png) }
        var pet = ExportFixtures.rex
        pet.photo = PhotoLibrary.reference(forFileNamed: name)
        pet.morePhotos = []
        let shown = pet
        let desk = ExportService(pets: { [shown] }, recipes: { [] }, context: DisplayContext(), photoLibrary: library)
        let writer = LibraryWriter(library: library.directory)

        let outcome = await desk.export(.catalogJSON, to: "/exports/catalog.json", fileName: "catalog.json", writer: writer)

        #expect(outcome.succeeded)
        #expect(outcome.text == "Exported 1 pet to catalog.json", "no photo left behind")
        #expect(writer.copied.withLock { $0 } == [PhotoLibrary.reference(forFileNamed: name)])
    }

    @Test func shownPetsJSON_holdsNoRecipes() async throws {
        let document = try await service.document(.catalogJSON, petIDs: ["pet-mo"])

        #expect(try CatalogImporter().importCatalog(from: document.data).recipes.isEmpty)
        #expect(document.recipeCount == 0)
    }

    @Test func doneText_countsWhatWasExported() async throws {
        let csv = try await service.document(.adoptAPet, petIDs: ["pet-mo"])
        let json = try await service.document(.catalogJSON)

        #expect(service.doneText(csv, fileName: "pets.csv") == "Exported 1 pet to pets.csv")
        #expect(service.doneText(json, fileName: "all.json") == "Exported 3 pets and 1 recipe to all.json")
    }

    @Test(arguments: ["petfinder", "AdoptAPet", "json"])
    func commandName_namesAFormat(name: String) {
        #expect(ExportFormat(commandName: name)?.rawValue == name.lowercased())
    }

    @MainActor @Test func narrowedList_offersThePetsShownFirst() {
        let narrowed = ExportViewModel(service: service, shownPetIDs: { ["pet-mo"] }, isListNarrowed: true)
        let whole = ExportViewModel(service: service, shownPetIDs: { ["pet-mo"] })

        #expect(narrowed.scopeIndex == 1)
        #expect(whole.scopeIndex == 0)
        #expect(whole.scopeTitles == ["The whole catalog", "The 1 pet shown in the list"])
    }

    @Test func unknownCommandName_isNoFormat() {
        #expect(ExportFormat(commandName: "rescuegroups") == nil)
    }
}

/// Writes nothing; copies a library photo only when it is in the library's folder.
private final class LibraryWriter: ExportFileWriting {
    let library: URL
    let copied = Mutex<[String]>([])

    init(library: URL) { self.library = library }

    func write(_ data: [UInt8], to destination: String) throws(ExportWriteError) {}

    func copyPhoto(_ reference: String, named name: String, nextTo destination: String) -> Bool {
        guard let file = PhotoLibrary.fileURL(forReference: reference, in: library),
              FileManager.default.fileExists(atPath: file.path)
        else { return false }
        copied.withLock { $0.append(name) }
        return true
    }
}

import Foundation
import PetCore
@testable import PetStore

/// Records and folders shared by the store tests.
enum StoreFixtures {
    static let addedDate = Date(timeIntervalSinceReferenceDate: 800_000_000.25)

    static func pet(_ id: String, name: String = "Bella", fee: Decimal? = nil, photo: String? = nil) -> Pet {
        Pet(
            id: id, name: name, species: .dog, breed: "Pit Bull/Boxer", sex: .female,
            birthday: CalendarDate(year: 2021, month: 5, day: 31)!, rarity: .rare, fee: fee,
            photo: photo, about: "Loves naps.", status: .available,
            goodWithChildren: .yes, goodWithDogs: .no, goodWithCats: .unknown, dateAdded: addedDate)
    }

    static func recipe(_ id: String, name: String = "Pumpkin Bites", prepMinutes: Int? = 10) -> Recipe {
        Recipe(
            id: id, name: name, difficulty: .easy, photo: "pumpkin.jpg", photoDescription: "Round treats",
            prepMinutes: prepMinutes, cookMinutes: 20, yield: 24,
            ingredients: ["1 cup pumpkin", "2 cups flour", "1 egg"],
            directions: ["Mix.", "Roll.", "Bake."], source: nil)
    }

    static let seed = CatalogSeed(
        pets: [pet("seed-1", name: "Bella", fee: Decimal(string: "12.10")), pet("seed-2", name: "Ziggy", photo: "ziggy.jpg")],
        recipes: [recipe("seed-r1")])

    /// `CrashWriter`, built next to the test bundle (`swift build --build-tests`).
    static var crashWriterURL: URL {
        let testBinary = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        return testBinary.deletingLastPathComponent().appendingPathComponent("CrashWriter")
    }

    /// The folder all of this test process's folders are made in; it is removed when the
    /// process exits, so test runs leave nothing behind.
    private static let runFolder: URL = {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("PetStoreTests-\(ProcessInfo.processInfo.processIdentifier)", isDirectory: true)
        atexit {
            try? FileManager.default.removeItem(at: FileManager.default.temporaryDirectory
                .appendingPathComponent("PetStoreTests-\(ProcessInfo.processInfo.processIdentifier)", isDirectory: true))
        }
        return url
    }()

    /// A fresh empty folder under the temporary directory.
    static func temporaryFolder() throws -> URL {
        let url = runFolder.appendingPathComponent(UUID().uuidString, isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Opens (creating) a catalog in `folder` seeded with ``seed``.
    static func open(in folder: URL, seed: CatalogSeed = seed) throws -> CatalogOpening {
        try CatalogDatabase.open(
            at: DatabaseLocation(fileURL: folder.appendingPathComponent("catalog.sqlite")),
            seed: { seed }, now: { Date(timeIntervalSince1970: 1_795_000_000) })
    }

    /// `count` generated pets, the same ones every time.
    static func generatedPets(count: Int) -> [Pet] {
        PetGenerator(seed: 11).makePets(
            count: count, today: CalendarDate(year: 2026, month: 11, day: 18)!, now: Date(timeIntervalSince1970: 1_795_000_000))
    }
}
